import client from 'prom-client'

// Prometheus metrics (docs/decisions/0022), served by the server at /metrics behind METRICS_TOKEN.
// One registry per process. This module can be loaded twice in one process (by the server, and
// inside the app's build or Vite's SSR graph), so each metric is looked up before it is made:
// registering a name twice would throw.
export const metricsRegistry = client.register

function metric<T extends client.Metric>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make()
}

const requestDuration = metric(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

const harperTurns = metric(
  'harper_turns_total',
  () => new client.Counter({ name: 'harper_turns_total', help: 'Harper chat turns by outcome (completed, failed)', labelNames: ['outcome'] as const }),
)

const claudeTokens = metric(
  'harper_claude_tokens_total',
  () =>
    new client.Counter({ name: 'harper_claude_tokens_total', help: 'Tokens Claude used for Harper, by kind (input, output)', labelNames: ['kind'] as const }),
)

const spendCapped = metric(
  'harper_spend_capped_turns_total',
  () =>
    new client.Counter({
      name: 'harper_spend_capped_turns_total',
      help: 'Harper turns the embedded engine answered because a Claude spend cap was reached, by cap',
      labelNames: ['cap'] as const,
    }),
)

const jobRuns = metric(
  'background_job_runs_total',
  () => new client.Counter({ name: 'background_job_runs_total', help: 'Background job runs by job name and result', labelNames: ['job', 'result'] as const }),
)

/** One answered request; `route` is the route pattern (/blog/:slug), never the raw path. */
export function observeRequest({ method, route, status, seconds }: { method: string; route: string; status: number; seconds: number }) {
  requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
}

/** The server's warm-up before its port opens answers requests and turns nobody asked for: they are not counted. */
export function forgetWarmUpMetrics() {
  requestDuration.reset()
  harperTurns.reset()
}

export function countHarperTurn(outcome: 'completed' | 'failed') {
  harperTurns.inc({ outcome })
}

export function countClaudeTokens(usage: { inputTokens: number; outputTokens: number }) {
  claudeTokens.inc({ kind: 'input' }, usage.inputTokens)
  claudeTokens.inc({ kind: 'output' }, usage.outputTokens)
}

export function countSpendCappedTurn(cap: string) {
  spendCapped.inc({ cap })
}

export function countJobRun(job: string, result: 'succeeded' | 'failed') {
  jobRuns.inc({ job, result })
}

let defaultMetricsStarted = false

/** Process metrics (CPU, memory, event loop lag), once per process. */
export function collectProcessMetrics() {
  if (defaultMetricsStarted || metricsRegistry.getSingleMetric('process_cpu_seconds_total')) return
  defaultMetricsStarted = true
  client.collectDefaultMetrics({ register: metricsRegistry })
}
