// `npm start`'s entry, bundled by scripts/build-server.ts into build/start.mjs and run by plain
// node: .env and NODE_ENV first (./environment.ts), then the server and everything it imports.
// Not through tsx, whose module hooks hold a copy of every module the server loads — ~300 MB for
// the app's build and its packages (issue #13's memory budget; docs/decisions/0026).
import './environment.ts'

await import('./index.ts')
