// The overload row of `npm run bench` (issue #25, docs/decisions/0048): a page under 50 connections
// that never back off, each answer sorted by what it was — admitted (2xx), shed (503 from the
// admission check, server/overload.ts), anything else, or no answer within autocannon's timeout.
// What a visitor feels is the admitted answers' p99 and how fast a shed one is told to come back;
// the 503 share says how much of the offered load the server turned away.
import autocannon from 'autocannon'
import type { Row } from './run.ts'

/** The bound for the admitted answers at 50 connections (issue #25). */
export const OVERLOAD_BUDGET = { admittedP99Ms: 1_000, timeouts: 0 } as const

export type OverloadResult = {
  /** admitted (2xx) answers a second */
  admittedPerSecond: number
  /** every answer a second, 503s included */
  answeredPerSecond: number
  admittedP99Ms: number
  /**
   * the same, leaving out each connection's first answer: what a visitor on an open connection
   * waits, without the wait for a new connection to be accepted (one a turn of the loop: 0048)
   */
  admittedOpenP99Ms: number
  /** the p99 of the time to answer a shed request (its 503) */
  shedP99Ms: number
  /** 503s ÷ every answer */
  shedShare: number
  /** requests with no answer within `timeoutSeconds` */
  timeouts: number
  /** answers neither 2xx nor 503, and connection errors */
  otherErrors: number
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0)

/**
 * autocannon at `connections` (each a new connection, as in the throughput rows): a warm-up run,
 * then the measured one, whose answers are timed one by one (autocannon's 'response' event).
 */
export async function measureOverload(
  url: string,
  {
    headers = {},
    connections = 50,
    warmupSeconds = 2,
    durationSeconds = 5,
    timeoutSeconds = 10,
  }: {
    headers?: Record<string, string>
    connections?: number
    warmupSeconds?: number
    durationSeconds?: number
    timeoutSeconds?: number
  } = {},
): Promise<OverloadResult> {
  await autocannon({ url, connections, duration: warmupSeconds, headers, timeout: timeoutSeconds })
  const admitted: number[] = []
  const admittedOpen: number[] = []
  const answeredBefore = new WeakSet<object>()
  const shed: number[] = []
  let other = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds, headers, timeout: timeoutSeconds }, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    )
    instance.on('response', (client, status, _bytes, responseTime) => {
      const first = !answeredBefore.has(client)
      answeredBefore.add(client)
      if (status >= 200 && status < 300 && !first) admittedOpen.push(responseTime)
      if (status >= 200 && status < 300) admitted.push(responseTime)
      else if (status === 503) shed.push(responseTime)
      else other++
    })
  })
  admitted.sort((a, b) => a - b)
  admittedOpen.sort((a, b) => a - b)
  shed.sort((a, b) => a - b)
  const answered = admitted.length + shed.length + other
  return {
    admittedPerSecond: admitted.length / durationSeconds,
    answeredPerSecond: answered / durationSeconds,
    admittedP99Ms: quantile(admitted, 0.99),
    admittedOpenP99Ms: quantile(admittedOpen, 0.99),
    shedP99Ms: quantile(shed, 0.99),
    shedShare: answered ? shed.length / answered : 0,
    timeouts: result.timeouts,
    otherErrors: other + result.errors - result.timeouts,
  }
}

/**
 * The bench's overload rows: the signed-in dashboard at 50 connections against a production server
 * of its own with the production defaults of the overload limits (the main bench server turns them
 * off, so its throughput rows measure the pages rather than the shedding). Run while no other
 * server is up.
 */
export async function overloadRows(): Promise<Row[]> {
  const { startBenchServer } = await import('./bench-server.ts')
  const server = await startBenchServer()
  let result: OverloadResult
  try {
    result = await measureOverload(`${server.base}/affiliate-dashboard`, { headers: { Cookie: server.sessionCookie } })
  } finally {
    server.close()
  }
  const group = 'overload (50 connections, production limits)'
  const share = `${Math.round(result.shedShare * 100)} % shed`
  return [
    {
      group,
      figure: `/affiliate-dashboard (signed in): admitted answers, p99 (${Math.round(result.admittedPerSecond)} req/s admitted, ${share}; on open connections ${Math.round(result.admittedOpenP99Ms)} ms)`,
      value: result.admittedP99Ms,
      unit: 'ms',
      reference: { name: 'budget', value: OVERLOAD_BUDGET.admittedP99Ms },
      ratio: result.admittedP99Ms / OVERLOAD_BUDGET.admittedP99Ms,
      p99Ms: result.admittedP99Ms,
      errors: result.timeouts + result.otherErrors,
      budget: `p99 ≤ ${OVERLOAD_BUDGET.admittedP99Ms.toLocaleString('en-US')} ms, 0 timeouts`,
      ok: result.admittedPerSecond > 0 && result.admittedP99Ms <= OVERLOAD_BUDGET.admittedP99Ms && result.timeouts + result.otherErrors === 0,
    },
    {
      group,
      figure: `/affiliate-dashboard (signed in): a shed request's 503, p99 (${Math.round(result.answeredPerSecond - result.admittedPerSecond)} req/s shed)`,
      value: result.shedP99Ms,
      unit: 'ms',
      reference: { name: 'admitted p99, same run', value: result.admittedP99Ms },
      ratio: result.admittedP99Ms > 0 ? result.shedP99Ms / result.admittedP99Ms : null,
      p99Ms: result.shedP99Ms,
      budget: 'reported',
      ok: true,
    },
  ]
}

// ── `npx tsx scripts/bench/overload.ts [NAME=VALUE …]` (after `npm run build`) ─────────────────────
// The dashboard's overload figures alone, against a production server started with the given
// variables on top of the bench's (UV_TCP_SINGLE_ACCEPT=1, LISTEN_BACKLOG=64, …): how 0048's
// comparisons were made. `--runs=N` repeats the measurement on the same server.
if (import.meta.filename === process.argv[1]) {
  const { startBenchServer } = await import('./bench-server.ts')
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1)
  const extra = Object.fromEntries(process.argv.slice(2).flatMap((arg) => (/^[A-Z_]+=/.test(arg) ? [arg.split(/=(.*)/s).slice(0, 2)] : [])))
  const server = await startBenchServer(extra)
  try {
    for (let run = 0; run < runs; run++) {
      const result = await measureOverload(`${server.base}/affiliate-dashboard`, { headers: { Cookie: server.sessionCookie } })
      console.log(JSON.stringify({ env: extra, ...result }))
    }
  } finally {
    server.close()
  }
}
