// What an operator watches (docs/decisions/0022): one JSON log line per request with its id,
// and Prometheus metrics at /metrics behind a token.
import crypto from 'node:crypto'
import type express from 'express'
import type { Logger } from 'pino'
import { metricsRegistry, observeRequest } from '~/utils/metrics.server.ts'

/** An id a proxy or client sent is kept when it is short and plain; anything else is replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

/** The path alone: a query string can hold tokens (reset links, unsubscribe links). */
function pathOf(url: string) {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

declare module 'node:http' {
  interface IncomingMessage {
    /** this request's id (requestObservability), echoed as X-Request-Id */
    id: string
  }
}

/**
 * The one line logged per request: its id, method, path (no query string: it can hold tokens),
 * status and duration — error for a 5xx, info otherwise; headers, cookies and bodies never. A
 * request shed under overload (a 503 by design, docs/decisions/0048) logs at info: an error line
 * for each would flood the log when the server is busiest (the overload itself is logged at warn).
 */
export function logRequest(
  logger: Logger,
  {
    requestId,
    method,
    url,
    status,
    seconds,
    aborted = false,
    shed = false,
  }: { requestId: string; method: string; url: string; status: number; seconds: number; aborted?: boolean; shed?: boolean },
) {
  const level = status >= 500 && !shed ? 'error' : 'info'
  if (!logger.isLevelEnabled(level)) return
  const line = { requestId, req: { method, path: pathOf(url) }, res: { status }, durationMs: Math.round(seconds * 1e6) / 1e3 }
  logger[level](line, aborted ? 'request aborted' : 'request completed')
}

/**
 * Gives every request an id (`req.id`, echoed as X-Request-Id), logs one line when it is
 * answered (or the client gives up first) and times it into the latency histogram by
 * `routeOf(req, res)` — a route pattern, so the metric's labels stay few. Written out rather than
 * pino-http, whose per-request child logger cost a tenth of a kept page's CPU (docs/decisions/0028).
 */
export function requestObservability({
  logger,
  routeOf,
}: {
  logger: Logger
  routeOf: (req: express.Request, res: express.Response) => string
}): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const url = req.originalUrl ?? req.url
    req.id = requestIdOf(req.headers['x-request-id'])
    res.setHeader('X-Request-Id', req.id)
    const done = (aborted: boolean) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (!aborted) observeRequest({ method: req.method, route: routeOf(req, res), status: res.statusCode, seconds })
      logRequest(logger, { requestId: req.id, method: req.method, url, status: res.statusCode, seconds, aborted, shed: res.locals.shed === true })
    }
    res.once('finish', () => done(false))
    res.once('close', () => res.writableFinished || done(true))
    next()
  }
}

/** GET /metrics: Prometheus text format for `Authorization: Bearer <METRICS_TOKEN>`; a 404 otherwise, and always when no token is set. */
export function metricsEndpoint(token: string | undefined): express.RequestHandler {
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null
  return async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const authorised = expected && crypto.timingSafeEqual(expected, crypto.createHash('sha256').update(given).digest())
    if (!authorised) return void res.status(404).type('text/plain').send('Not found')
    res.set({ 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' })
    res.send(await metricsRegistry.metrics())
  }
}
