// The one server, for development and production alike (docs/decisions/0012-foundation-pass.md):
// pre-rendered pages first, straight from node:http (`npm start`; docs/decisions/0028), then kept
// pages, then Express: security headers, the CSP nonce and the client's address for every request,
// then either Vite (`--dev`: `npm run dev`, hot reload) or the built assets, then React Router.
// How each page is served is app/route-serving.ts's; development serves it the same way (0043).
// Started after scripts/db.ts has migrated (and, when empty, seeded) the database.
// first: .env and NODE_ENV (production unless --dev), before React is loaded
import { development } from './environment.ts'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { databaseProviderOf } from '~/utils/database-url.ts'
import { getPublicEnv, getServerEnv, isSecureDeployment } from '~/utils/env.server.ts'
import { logger } from '~/utils/logger.server.ts'
import { collectProcessMetrics, forgetWarmUpMetrics } from '~/utils/metrics.server.ts'
import { baselineSecurityHeaders, createNonce } from '~/security/security-headers.server.ts'
import { cachedPagesResponder } from './cached-pages.ts'
import { metricsEndpoint, requestObservability } from './observability.ts'
import { admissionControl, monitorEventLoop, overloadLog, SAMPLE_INTERVAL_MS } from './overload.ts'
import { loadPrerenderedPages, prerenderedResponder } from './prerendered.ts'
import { createRequestHandler, routePatternOf } from './request-handler.ts'

const root = path.resolve(import.meta.dirname, '..')
// the app starts its background jobs only inside this server (app/entry.server.tsx)
process.env.HARPER_SERVER = '1'
const env = getServerEnv()
const securityHeaders = baselineSecurityHeaders({ hsts: isSecureDeployment(env) })
const server = http.createServer((req, res) => void respond(req, res))
// development: Vite's hot-reload socket shares the app's port (no second port to collide on)
const viteDevServer = development
  ? await import('vite').then((vite) => vite.createServer({ root, server: { middlewareMode: true, ws: { server } }, appType: 'custom' }))
  : undefined

/** Cookies that make a page per visitor: a session, a pending toast, a Harper conversation. */
const PER_REQUEST_COOKIE = /(?:^|;\s*)(?:__Host-)?harper_(?:session|toast|chat)=/

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy set TRUST_PROXY (e.g. 1) so req.ip is the visitor's address.
app.set('trust proxy', env.TRUST_PROXY)
collectProcessMetrics()
app.use(requestObservability({ logger, routeOf }))
// Prometheus scrapes with `Authorization: Bearer $METRICS_TOKEN`; without the token the path does not exist
app.get('/metrics', metricsEndpoint(env.METRICS_TOKEN))
app.use(compression())
app.use((_req, res, next) => {
  res.set(securityHeaders)
  res.locals.cspNonce = createNonce()
  next()
})
const reactRouter = {
  build: viteDevServer
    ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : ((await import(path.join(root, 'build/server/index.js'))) as ServerBuild),
  mode: env.NODE_ENV === 'production' ? 'production' : 'development',
  // The client's address comes from the socket (or the proxies TRUST_PROXY names), never from
  // a header the app reads itself: rate limits, sessions and the audit log use it.
  getLoadContext: (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? null,
    requestId: String(req.id),
  }),
}

/** The latency histogram's route label: a route pattern, never a raw path (few label values). */
function routeOf(req: express.Request, res: express.Response): string {
  if (typeof res.locals.routePattern === 'string') return res.locals.routePattern
  if (req.path.startsWith('/assets/')) return '/assets/*'
  // answered before React Router (a public file, say): match the path here
  return typeof reactRouter.build === 'function' ? 'other' : routePatternOf(reactRouter.build, req.path)
}
if (viteDevServer) {
  app.use(viteDevServer.middlewares)
} else {
  serveBuiltFiles(app)
}
// Graceful overload (docs/decisions/0048): when the event loop is late, or enough pages are being
// made already, what would reach React Router (the session, the database, a render) is answered
// 503 with Retry-After at once. Pre-rendered and kept pages (answered before Express), built files
// (above) and /healthz never are.
if (env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0 || env.OVERLOAD_MAX_PAGES_IN_FLIGHT > 0) {
  const load = monitorEventLoop()
  app.use(
    admissionControl({
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxPagesInFlight: env.OVERLOAD_MAX_PAGES_IN_FLIGHT,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
      load,
      onShed: overloadLog(logger, load),
    }),
  )
}
app.use(createRequestHandler(reactRouter))

function serveBuiltFiles(app: express.Express) {
  app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
  // Other public files. The pre-render's HTML and .data files are never served as they are: HTML
  // only through the handler above, loader data always from the server (it can differ per request).
  // Every public file has an extension: a page's path (no dot in its last segment) goes straight
  // to React Router, without a look at the disk per request.
  const publicFiles = express.static(path.join(root, 'build/client'), { maxAge: '1h', index: false, redirect: false })
  app.use((req, res, next) => (/\.(html|data)$/.test(req.path) || !/\.[^/]*$/.test(req.path) ? next() : publicFiles(req, res, next)))
}

// Pre-rendered pages, then anonymous reads of kept pages (under the same cookie rule), are answered
// by node:http ahead of Express (docs/decisions/0015, 0028): what the server would render only for
// an anonymous GET (for pre-rendered pages, without a query string), without a pending toast and
// without a Harper conversation (home shows it). Anything else goes to Express. In development a
// pre-rendered page is rendered on each request (the same HTML and scripts, from the current
// sources), and kept pages are kept until a source file changes.
const prerendered = viteDevServer
  ? null
  : prerenderedResponder({
      pages: loadPrerenderedPages({ root, origin: new URL(env.PUBLIC_URL).origin, publicEnv: getPublicEnv(), securityHeaders }),
      perRequestCookie: PER_REQUEST_COOKIE,
      logger,
    })
const cachedPages = cachedPagesResponder({ build: reactRouter.build, mode: reactRouter.mode, perRequestCookie: PER_REQUEST_COOKIE, securityHeaders, logger })
viteDevServer?.watcher.on('all', (_event, file) => {
  if (!file.startsWith(path.join(root, 'app'))) return
  void (reactRouter.build as () => Promise<ServerBuild>)().then((build) => (build.entry.module as { forgetKeptPages?: () => void }).forgetKeptPages?.())
})

async function respond(req: http.IncomingMessage, res: http.ServerResponse) {
  try {
    if (prerendered?.(req, res)) return
    const kept = cachedPages(req, res)
    if (kept && (await kept)) return
  } catch (error) {
    // a failed render of a missing kept page, say: Express renders it (or its error page) instead
    logger.error({ err: error, path: req.url }, 'answering a kept or pre-rendered page failed')
    if (res.headersSent) return void res.destroy()
  }
  app(req, res)
}
// production: warm before the port opens, so the first visitor — and the container's health check —
// find the server ready
if (!development) {
  await warmApp()
  await warmWayIn()
}
server.listen(env.PORT, env.HOST, () => {
  const database = databaseProviderOf(env.DATABASE_URL) === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  logger.info(`Harper Home${development ? ' (development)' : ''} listening on http://${env.HOST}:${env.PORT} (${database})`)
})

/**
 * No cold first chat after a deploy (issue 25, docs/decisions/0049). First the app's own warm-up
 * (Harper's turns in process: app/entry.server.tsx) …
 */
async function warmApp() {
  const started = performance.now()
  try {
    await ((reactRouter.build as ServerBuild).entry.module as { warmUp?: () => Promise<void> }).warmUp?.()
    logger.info(`the app warmed up in ${Math.round(performance.now() - started)} ms`)
  } catch (error) {
    logger.warn({ err: error }, "the app's warm-up failed")
  }
}

/**
 * … then the way a Harper post comes in — node:http, Express, React Router's action, the form and
 * its schema — on a loopback port of its own that closes again. First ten posts the route refuses
 * before it counts or stores anything (an unknown intent: 400), then whole turns streamed as the
 * enhanced panel asks for them (the path a first homeowner takes, which a refused post does not):
 * each from 127.0.0.2, an address no visitor has, so the per-address count it leaves is its own,
 * and each conversation deleted after. The metrics forget all of it. It first lets the event loop's
 * delay reading (server/overload.ts) catch up with the warm-up's long turn.
 */
async function warmWayIn() {
  const entry = (reactRouter.build as ServerBuild).entry.module as {
    warmUpTurnMessages?: () => readonly string[]
    forgetWarmUpChat?: (setCookie: string) => Promise<void>
  }
  const warmer = http.createServer((req, res) => void respond(req, res))
  try {
    await new Promise<void>((resolve) => warmer.listen(0, '127.0.0.1', resolve))
    const { port } = warmer.address() as AddressInfo
    await new Promise((resolve) => setTimeout(resolve, 2 * SAMPLE_INTERVAL_MS))
    for (let post = 0; post < 10; post++) await postOverLoopback(port, 'intent=warm-up')
    for (const message of entry.warmUpTurnMessages?.() ?? []) {
      const { status, setCookie } = await postOverLoopback(port, new URLSearchParams({ message }).toString(), '127.0.0.2')
      if (setCookie) await entry.forgetWarmUpChat?.(setCookie)
      if (status !== 200) throw new Error(`a warm-up turn was answered ${status}`)
    }
  } catch (error) {
    logger.warn({ err: error }, 'the warm-up over loopback failed')
  } finally {
    forgetWarmUpMetrics()
    warmer.closeAllConnections()
    await new Promise((resolve) => warmer.close(resolve))
  }
}

/** A Harper post to the warm-up's own port, as the enhanced panel sends it, read to its end. */
function postOverLoopback(port: number, body: string, localAddress?: string) {
  return new Promise<{ status: number; setCookie: string | null }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      localAddress,
      method: 'POST',
      path: '/harper/messages',
      headers: { 'Sec-Fetch-Site': 'same-origin', Accept: 'text/event-stream', 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie']?.[0] ?? null }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

function shutdown(signal: string) {
  logger.info(`${signal}: closing the server`)
  void viteDevServer?.close()
  // the app's last writes (a second of blog views) once the last request is answered
  const { beforeShutdown } = (typeof reactRouter.build === 'function' ? {} : reactRouter.build.entry.module) as { beforeShutdown?: () => Promise<void> }
  const exit = () => void Promise.resolve(beforeShutdown?.()).finally(() => process.exit(0))
  server.close(exit)
  // connections still open (a Harper stream) get 10 s
  setTimeout(exit, 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
