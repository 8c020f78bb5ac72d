// The production server: static assets, then every other request to React Router.
// Started by `npm start` after scripts/db.js has migrated (and, when empty, seeded) the database.
import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { getServerEnv, isSecureDeployment } from '../app/utils/env.server.ts'
import { baselineSecurityHeaders, createNonce } from '../app/utils/security-headers.server.ts'

const root = path.resolve(import.meta.dirname, '..')
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const env = getServerEnv()
const build = (await import(path.join(root, 'build/server/index.js'))) as ServerBuild
const securityHeaders = baselineSecurityHeaders({ hsts: isSecureDeployment(env) })

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy set TRUST_PROXY (e.g. 1) so req.ip is the visitor's address.
app.set('trust proxy', env.TRUST_PROXY)
app.use(compression())
app.use((req, res, next) => {
  res.set(securityHeaders)
  // The app reads the client address from this header (rate limits, audit); never from the client.
  req.headers['x-harper-client-ip'] = req.ip ?? req.socket.remoteAddress ?? ''
  res.locals.cspNonce = createNonce()
  next()
})
app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h' }))
app.use(
  createRequestHandler({
    build,
    mode: env.NODE_ENV === 'production' ? 'production' : 'development',
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  }),
)

const server = app.listen(env.PORT, () => {
  console.log(`Harper Home listening on http://localhost:${env.PORT} (${env.DATABASE_URL.startsWith('file:') ? 'SQLite' : 'PostgreSQL'})`)
})

function shutdown(signal: string) {
  console.log(`${signal}: closing the server`)
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
