// Bundles server/start.ts (and server/index.ts, imported after .env and NODE_ENV are set) into
// build/start.mjs for `npm start`: packages stay external, the TypeScript is compiled once here
// instead of through tsx's hooks at run time (docs/decisions/0026). Every output file sits
// directly in build/, so `path.resolve(import.meta.dirname, '..')` is the project in both.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
// the previous build's chunks (their names change with their content)
fs.mkdirSync(path.join(root, 'build'), { recursive: true })
for (const file of fs.readdirSync(path.join(root, 'build'))) if (/^start.*\.mjs$/.test(file)) fs.rmSync(path.join(root, 'build', file))

await build({
  absWorkingDir: root,
  entryPoints: { start: 'server/start.ts' },
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'start-[name]-[hash]',
  bundle: true,
  splitting: true, // server/index.ts and its packages load only after ./environment.ts has run
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
})

// Harper's classifier, learnt from the corpus now and kept in its cache (node_modules/.cache/harper-home,
// docs/decisions/0038), so the built server reads it at start instead of learning it there.
process.chdir(root)
const { warmClassifier } = await import('../app/harper/classifier.server.ts')
warmClassifier()
