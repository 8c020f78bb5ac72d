import type { AddressInfo } from 'node:net'
import express from 'express'
import { pino } from 'pino'
import { expect, test } from 'vitest'
import { countHarperTurn, countJobRun } from '~/utils/metrics.server.ts'
import { logRequest, metricsEndpoint, requestObservability } from './observability.ts'

/** The server's observability middleware in front of one route that answers with the request's id; log lines are kept. */
async function startApp({ metricsToken, route }: { metricsToken?: string; route: string }) {
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  const app = express()
  app.use(requestObservability({ logger, routeOf: () => route }))
  app.get('/metrics', metricsEndpoint(metricsToken))
  app.get('/things/:id', (req, res) => void res.status(201).send(String(req.id)))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { lines, origin, [Symbol.asyncDispose]: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('one JSON line per request: method, path without the query, status, duration and the id echoed to the client and the app', async () => {
  await using app = await startApp({ route: '/things/:id' })
  const response = await fetch(`${app.origin}/things/7?token=secret-reset-token`, { headers: { 'X-Request-Id': 'edge-42.a:b' } })
  expect(response.status).toBe(201)
  expect(response.headers.get('X-Request-Id')).toBe('edge-42.a:b')
  expect(await response.text()).toBe('edge-42.a:b')
  await expect.poll(() => app.lines.length).toBe(1)
  const line = app.lines[0]
  expect(line).toMatchObject({ level: 30, msg: 'request completed', requestId: 'edge-42.a:b', req: { method: 'GET', path: '/things/7' }, res: { status: 201 } })
  expect(line.durationMs).toEqual(expect.any(Number))
  expect(JSON.stringify(line)).not.toContain('secret-reset-token')
})

test('an odd X-Request-Id is replaced by a fresh one', async () => {
  await using app = await startApp({ route: '/things/:id' })
  for (const sent of ['has spaces', 'x'.repeat(200), '<script>']) {
    const response = await fetch(`${app.origin}/things/1`, { headers: { 'X-Request-Id': sent } })
    const id = response.headers.get('X-Request-Id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.text()).toBe(id)
  }
  const first = await fetch(`${app.origin}/things/1`)
  const second = await fetch(`${app.origin}/things/1`)
  expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'))
})

test('/metrics is a 404 without METRICS_TOKEN, and without the right bearer token when it is set', async () => {
  await using unset = await startApp({ route: '/things/:id' })
  expect((await fetch(`${unset.origin}/metrics`, { headers: { Authorization: 'Bearer anything' } })).status).toBe(404)
  await using app = await startApp({ metricsToken: 'a-metrics-token-of-length', route: '/things/:id' })
  expect((await fetch(`${app.origin}/metrics`)).status).toBe(404)
  expect((await fetch(`${app.origin}/metrics`, { headers: { Authorization: 'Bearer a-metrics-token-of-lengtX' } })).status).toBe(404)
})

test('/metrics with the token: request latency by route pattern and status class, Harper turns, job runs', async () => {
  await using app = await startApp({ metricsToken: 'a-metrics-token-of-length', route: '/metrics-test/:id' })
  for (const id of ['1', '2', '3']) await fetch(`${app.origin}/things/${id}`)
  countHarperTurn('completed')
  countHarperTurn('failed')
  countJobRun('metrics-test-job', 'succeeded')
  const response = await fetch(`${app.origin}/metrics`, { headers: { Authorization: 'Bearer a-metrics-token-of-length' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = await response.text()
  expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/metrics-test/:id",status_class="2xx"} 3')
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/metrics-test\/:id",status_class="2xx"\} \d/)
  expect(text).toMatch(/harper_turns_total\{outcome="completed"\} [1-9]/)
  expect(text).toMatch(/harper_turns_total\{outcome="failed"\} [1-9]/)
  expect(text).toContain('background_job_runs_total{job="metrics-test-job",result="succeeded"} 1')
})

test('a 5xx logs at error, but a request shed under overload (a 503 by design) at info', () => {
  const lines: Array<{ level: number }> = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number }) })
  logRequest(logger, { requestId: 'a', method: 'GET', url: '/affiliate-dashboard', status: 503, seconds: 0.001 })
  logRequest(logger, { requestId: 'b', method: 'GET', url: '/affiliate-dashboard', status: 503, seconds: 0.001, shed: true })
  expect(lines.map((line) => line.level)).toEqual([50, 30])
})
