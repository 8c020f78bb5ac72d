// What an operator watches (docs/decisions/0022): one JSON log line per request with its id,
// and Prometheus metrics at /metrics behind a token.
import crypto from 'node:crypto'
import type express from 'express'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { metricsRegistry, observeRequest } from '../app/utils/metrics.server.ts'

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

/**
 * Gives every request an id (`req.id`, echoed as X-Request-Id), logs one line when it is
 * answered (method, path, status, duration in ms) and times it into the latency histogram by
 * `routeOf(req, res)` — a route pattern, so the metric's labels stay few.
 */
export function requestObservability({
  logger,
  routeOf,
}: {
  logger: Logger
  routeOf: (req: express.Request, res: express.Response) => string
}): express.RequestHandler {
  const logRequest = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers['x-request-id'])
      res.setHeader('X-Request-Id', id)
      return id
    },
    customAttributeKeys: { responseTime: 'durationMs' },
    customProps: (req) => ({ requestId: req.id }),
    // headers (cookies), bodies and query strings are never logged
    serializers: {
      req: (req: { method: string; url: string; raw: express.Request }) => ({ method: req.method, path: pathOf(req.raw.originalUrl ?? req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
  })
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      observeRequest({ method: req.method, route: routeOf(req, res), status: res.statusCode, seconds })
    })
    logRequest(req, res, next)
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
