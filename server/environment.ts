// server/index.ts's first import, so it runs before React or anything else is loaded: `.env`, then
// NODE_ENV. `npm start` (no `--dev`) serves the production build in production mode — React's
// production build on the server too, which reads NODE_ENV when it is first imported — unless
// NODE_ENV says otherwise; on a local-only setup the rest of production's rules follow
// (app/utils/env.server.ts isLocalOnlySetup: PUBLIC_URL defaults to http://localhost:PORT).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
export const development = process.argv.includes('--dev')
process.env.NODE_ENV ||= development ? 'development' : 'production'
