// Express → React Router, as @react-router/express does, with one difference that matters for
// refusals (docs/decisions/0012-foundation-pass.md): when an action stops reading a body early
// (413 before reading, an upload over its cap), the stock adapter destroys the request stream and
// with it the socket, so the visitor never sees the answer. Here the body reaches the app through
// a PassThrough: giving up on it detaches the pipe, and before the answer is sent the rest of the
// body is read and thrown away (within bounds). A client still sending when the server closes its
// connection (it asked for `Connection: close`) would get a reset instead of the answer; one that
// keeps its connection alive would find the next request stuck behind the unread bytes. A body
// beyond what is worth reading (over 128 MiB, or 30 s) is answered at once with `Connection: close`,
// and read and dropped for a few seconds more before the socket closes, as nginx's lingering close.
import type { Socket } from 'node:net'
import { PassThrough } from 'node:stream'
import { writeReadableStreamToWritable, createReadableStreamFromReadable } from '@react-router/node'
import type express from 'express'
import { LRUCache } from 'lru-cache'
import { createRequestHandler as createReactRouterHandler, matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from 'react-router'

/**
 * What is left of a refused body is read and discarded up to this much (or for this long) before
 * the answer, which keeps the connection usable; a body declaring more, or still coming past the
 * bounds, is answered at once with `Connection: close`.
 */
const MAX_DISCARDED_BYTES = 128 * 1024 * 1024
const MAX_DISCARD_MS = 30_000
/** after such an answer, the rest of the body is still read (and dropped) this long before the socket closes */
const LINGER_MS = 5_000

export function createRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
}): express.RequestHandler {
  const handle = createReactRouterHandler(build, mode)
  return async (req, res, next) => {
    try {
      const currentBuild = typeof build === 'function' ? await build() : build
      // the route pattern labels this request's latency (server/observability.ts)
      res.locals.routePattern = routePatternOf(currentBuild, req.path)
      if ((req.method === 'GET' || req.method === 'HEAD') && req.path.endsWith('.data') && isResourceRoute(currentBuild, req.path)) {
        // a resource route (a download, a feed) has no `.data` variant: React Router would serve its
        // body inline inside loader data, without the route's own headers
        return void res.status(404).type('text/plain').send('Not found')
      }
      const { request, body } = toFetchRequest(req, res)
      const response = await handle(request, getLoadContext(req, res))
      if (body && (await discardUnreadBody(req, body)) === 'too-much') {
        // answer first, on a connection that then closes: the rest of the body is read and thrown
        // away for a while after the answer (so the client reads it rather than a reset)
        res.setHeader('Connection', 'close')
        lingerOnClose(req.socket)
      }
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * The routes a path matches, root first, remembered per build for the most recent paths: React
 * Router's `matchRoutes` flattens and ranks the whole route table on every call, which cost a
 * quarter of a kept page's CPU when it ran per request (docs/decisions/0028).
 */
const matchesByBuild = new WeakMap<ServerBuild, LRUCache<string, RouteObject[]>>()

function matchedRoutes(build: ServerBuild, pathname: string): RouteObject[] {
  let cache = matchesByBuild.get(build)
  if (!cache) {
    cache = new LRUCache({ max: 2_000 })
    matchesByBuild.set(build, cache)
  }
  let routes = cache.get(pathname)
  if (!routes) {
    routes = (matchRoutes(routeTreeOf(build), pathname === '/_root' ? '/' : pathname) ?? []).map((match) => match.route)
    cache.set(pathname, routes)
  }
  return routes
}

/** The route table as React Router's route objects (ids and paths only). */
function routeTreeOf(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const siblings = byParent.get(route.parentId) ?? []
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject)
    byParent.set(route.parentId, siblings)
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const children = byParent.get(route.id)
      return (children ? { ...route, children: attach(children) } : route) as RouteObject
    })
  return attach(byParent.get(undefined) ?? [])
}

/** Whether `dataPath` (…/x.data) names a route without a component: a resource route. */
function isResourceRoute(build: ServerBuild, dataPath: string): boolean {
  const leaf = matchedRoutes(build, dataPath.slice(0, -'.data'.length)).at(-1)
  return Boolean(leaf?.id && !build.routes[leaf.id]?.module.default)
}

/** The id of the route a page path matches last (`routes/blog.$slug`), if any. */
export function leafRouteIdOf(build: ServerBuild, pathname: string): string | undefined {
  return matchedRoutes(build, pathname).at(-1)?.id
}

/** The route pattern a path matches (`/blog/:slug`, `/*` for the not-found route), for metrics labels. */
export function routePatternOf(build: ServerBuild, pathname: string): string {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
  return `/${matchedRoutes(build, path)
    .map((route) => route.path)
    .filter(Boolean)
    .join('/')}`
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: the socket is destroyed as
 * soon as the answer is written, and the bytes the client is still sending then meet a reset
 * (EPIPE on its side, often before it reads the answer). A lingering close instead, as nginx's:
 * the answer's end sends FIN, the body is still read (and dropped by the parser) for LINGER_MS,
 * then the socket is destroyed.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end()
    setTimeout(() => this.destroy(), LINGER_MS).unref()
  }
}

function toFetchRequest(req: express.Request, res: express.Response): { request: Request; body: PassThrough | null } {
  // req.host honours `trust proxy` (X-Forwarded-Host) exactly as req.protocol does
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method === 'GET' || req.method === 'HEAD') return { request: new Request(url, init), body: null }
  const body = new PassThrough({ highWaterMark: 1024 * 1024 })
  // the app giving up on the body (a cancel) errors `body`: expected, and no reason to crash
  body.on('error', () => {})
  // a visitor who goes away mid-upload must end the app's read, not leave it waiting
  req.once('error', (error) => body.destroy(error))
  req.once('aborted', () => body.destroy(new Error('the request was aborted')))
  req.pipe(body)
  init.body = createReadableStreamFromReadable(body)
  init.duplex = 'half'
  return { request: new Request(url, init), body }
}

/**
 * Reads what the app left of the body and throws it away: 'drained' once it has ended, 'too-much'
 * as soon as it declares or sends more than MAX_DISCARDED_BYTES, or takes longer than
 * MAX_DISCARD_MS (it is still read and dropped after that, until the socket closes).
 */
function discardUnreadBody(req: express.Request, body: PassThrough): Promise<'drained' | 'too-much'> {
  if (req.readableEnded || req.destroyed) return Promise.resolve('drained')
  req.unpipe(body)
  return new Promise((resolve) => {
    let discarded = 0
    const done = (outcome: 'drained' | 'too-much') => {
      clearTimeout(timer)
      resolve(outcome)
    }
    const timer = setTimeout(() => done('too-much'), MAX_DISCARD_MS).unref()
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded > MAX_DISCARDED_BYTES) done('too-much')
    })
    req.once('end', () => done('drained'))
    req.once('close', () => done('drained'))
    req.resume()
    if (Number(req.headers['content-length'] ?? 0) > MAX_DISCARDED_BYTES) done('too-much')
  })
}

async function sendResponse(res: express.Response, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  // the app's headers replace the server's defaults (a page's own Referrer-Policy is sent once)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    res.setHeader(name, value)
  }
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (!response.body) return void res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error
  }
}
