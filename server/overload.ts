// Graceful overload (docs/decisions/0048): when the event loop is late, or enough pages are being
// made already, a request that would go to React Router — the session, the database, a render — is answered at once with a 503, a
// Retry-After and a small page, instead of joining a queue it would wait seconds in. The approach is
// @fastify/under-pressure's: the loop's delay from perf_hooks.monitorEventLoopDelay, sampled on an
// interval, and a check in front of the expensive work that answers 503 when it is over a threshold.
// Two additions, both measured in 0048: the check also sees a loop that is late *now* (the
// sampler's next tick overdue), so a long turn of the loop stops admitting within the threshold
// rather than a sample later; and a bound on the pages being made at once (a bulkhead: no queue,
// the one past the bound is answered 503 at once), because the delay lags the work it measures —
// a loop that looks idle admits every waiting connection in one turn, and they all finish late.
// Health checks, static files, pre-rendered and kept pages never reach the check (server/index.ts).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type express from 'express'
import type { Logger } from 'pino'

/** How often the delay is read (and the histogram restarted). */
export const SAMPLE_INTERVAL_MS = 50
/** The histogram's own timer: its samples are this much apart when the loop is idle. */
const RESOLUTION_MS = 10

/** Paths answered whatever the load: the container's liveness and readiness check. */
const NEVER_SHED = new Set(['/healthz'])

export type LoadReading = {
  /** the event loop's delay: the last sample's mean, or how overdue the next sample is if more */
  delayMs: () => number
  /** the share of the last sample's time the loop was busy (0–1), for the logs */
  utilization: () => number
  close: () => void
}

/** The event loop's delay and utilisation, sampled every SAMPLE_INTERVAL_MS (unref'd: it keeps nothing alive). */
export function monitorEventLoop(): LoadReading {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let sampledDelay = 0
  let utilization = 0
  let lastTick = performance.now()
  let lastElu = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = performance.now()
    // the histogram's mean (under-pressure's reading), or this tick's own lateness when more: one
    // long block among a window's short turns would otherwise be averaged away
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0
    sampledDelay = Math.max(0, mean, now - lastTick - SAMPLE_INTERVAL_MS)
    histogram.reset()
    const elu = performance.eventLoopUtilization()
    utilization = performance.eventLoopUtilization(elu, lastElu).utilization
    lastElu = elu
    lastTick = now
  }, SAMPLE_INTERVAL_MS)
  timer.unref()
  return {
    delayMs: () => Math.max(sampledDelay, performance.now() - lastTick - SAMPLE_INTERVAL_MS),
    utilization: () => utilization,
    close: () => {
      clearInterval(timer)
      histogram.disable()
    },
  }
}

const OVERLOADED_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page a shed request gets: plain HTML, no script, no React, the site's colours and the same
 * words as its other error pages (app/components/error-boundary.tsx's ErrorPanel). `retryUrl` is
 * the address to try again (a GET's own; a form's page otherwise).
 */
export function overloadedPage({ retryUrl, retryAfterSeconds }: { retryUrl: string; retryAfterSeconds: number }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Busy right now | Harper Home</title>
<style>
body{margin:0;background:#fbf8f3;color:#0f1f3d;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}
p{color:#4a5a78;margin:0 0 1.5rem}
a{display:inline-block;margin:0 .25rem .5rem;padding:.5rem 1rem;border-radius:.5rem;font-weight:500;text-decoration:none}
a.primary{background:#0d6b63;color:#fff}
a.primary:hover{background:#0b5650}
a.secondary{color:#0d6b63;text-decoration:underline}
a:focus-visible{outline:2px solid #0d6b63;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>We're busy right now</h1>
<p>Harper Home has more visitors than it can answer this moment. Please try again in ${retryAfterSeconds} seconds. Nothing was saved: if you were sending a form, go back and send it again.</p>
<a class="primary" href="${escapeHtml(retryUrl)}">Try again</a>
<a class="secondary" href="/">Return to Home</a>
</main>
</body>
</html>
`
}

/** Why a request was shed: the loop was late, or as many pages as allowed were being made. */
export type ShedReason = { eventLoopDelayMs: number; pagesInFlight: number }

/**
 * Express middleware in front of React Router: admits a request while the loop's delay is at most
 * `maxEventLoopDelayMs` and, for a page (GET or HEAD: a document or its loader data), while fewer
 * than `maxPagesInFlight` pages are being made; answers 503 with Retry-After and the page otherwise.
 * Either limit at 0 is off; both are off in development and the test suites (docs/decisions/0048).
 */
export function admissionControl({
  maxEventLoopDelayMs,
  maxPagesInFlight,
  retryAfterSeconds,
  load,
  onShed,
}: {
  maxEventLoopDelayMs: number
  maxPagesInFlight: number
  retryAfterSeconds: number
  load: Pick<LoadReading, 'delayMs'>
  /** told of each shed request (the server logs the start and end of an overload) */
  onShed?: (reason: ShedReason) => void
}): express.RequestHandler {
  if (maxEventLoopDelayMs <= 0 && maxPagesInFlight <= 0) return (_req, _res, next) => next()
  let pagesInFlight = 0
  return (req, res, next) => {
    if (NEVER_SHED.has(req.path)) return next()
    const eventLoopDelayMs = maxEventLoopDelayMs > 0 ? load.delayMs() : 0
    const page = req.method === 'GET' || req.method === 'HEAD'
    const loopLate = maxEventLoopDelayMs > 0 && eventLoopDelayMs > maxEventLoopDelayMs
    const pagesFull = page && maxPagesInFlight > 0 && pagesInFlight >= maxPagesInFlight
    if (!loopLate && !pagesFull) {
      if (page) {
        pagesInFlight++
        // 'close' comes once, whether the answer was sent whole or the visitor went away
        res.once('close', () => pagesInFlight--)
      }
      return next()
    }
    onShed?.({ eventLoopDelayMs, pagesInFlight })
    res.locals.shed = true
    // a path on this site only: `//elsewhere.example` in a request line must not become a link away
    const wanted = page ? req.originalUrl : req.path
    const retryUrl = /^\/(?![/\\])/.test(wanted) ? wanted : '/'
    res.status(503).set({
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      // the page has its one inline style and nothing else to load
      'Content-Security-Policy': OVERLOADED_PAGE_POLICY,
    })
    res.send(overloadedPage({ retryUrl, retryAfterSeconds }))
  }
}

/**
 * What the log says of an overload: one warning when shedding starts (the delay, the loop's
 * utilisation) and one when it has stopped for a second (how many were shed, for how long) — not
 * a line per shed request at error level, which would flood the log when the server is busiest.
 */
export function overloadLog(logger: Logger, load: Pick<LoadReading, 'utilization'>): (reason: ShedReason) => void {
  let episode: { started: number; last: number; shed: number } | null = null
  const ended = setInterval(() => {
    if (!episode || performance.now() - episode.last < 1_000) return
    logger.warn({ shed: episode.shed, seconds: Math.round((episode.last - episode.started) / 100) / 10 }, 'overload over: admitting every request again')
    episode = null
  }, 1_000)
  ended.unref()
  return ({ eventLoopDelayMs, pagesInFlight }) => {
    const now = performance.now()
    if (!episode) {
      episode = { started: now, last: now, shed: 0 }
      const eventLoopUtilization = Math.round(load.utilization() * 100) / 100
      logger.warn({ eventLoopDelayMs: Math.round(eventLoopDelayMs), eventLoopUtilization, pagesInFlight }, 'overloaded: answering 503 to new requests')
    }
    episode.last = now
    episode.shed++
  }
}
