// `npm run bench` (issue #13): one bounded run against the production build (`npm run build`), on
// loopback only. Every figure is printed with its ratio to a reference, written to
// bench/results.json, and checked against its budget; the exit code is 1 when one is missed.
//
//   throughput   autocannon, 50 keep-alive connections, 2 s warm-up then 5 s, each page against a
//                bare node:http server sending the same bytes, measured just after it in this run:
//                a pre-rendered marketing page ≥ 0.5× bare; dynamic pages (/find-services with
//                filters, /blog, a post, a signed-in dashboard) ≥ 0.06× bare, p99 ≤ 100 ms, 0 errors
//   Harper       first streamed byte of POST /harper/messages (SSE) ≤ 100 ms p95, against the bare
//                server's first byte; one embedded-engine turn (server time) ≤ 30 ms p95
//   matching     over 100,000 generated vendors on SQLite and on PostgreSQL ≤ 20 ms p95
//   JavaScript   per page, gzip, from the build's manifest (entry + route chunks, or the page's
//                islands): home ≤ 100 KB, other public pages ≤ 120 KB, content-only pages 0 KB
//   memory       the server's RSS after the load < 300 MB
//   overload     (issue #25, 0048; scripts/bench/overload.ts) the signed-in dashboard at 50
//                connections against a server with the production overload limits: admitted
//                answers p99 ≤ 1 s with 0 timeouts; the 503 share and a shed request's time reported
// `--server-only` measures the server's figures alone and writes nothing.
// Times, sizes and memory have no same-run twin: their ratio is to the budget (≤ 1× passes).
// The server runs as `npm start` would (NODE_ENV=production) on a throwaway SQLite database, with
// TRUST_PROXY=loopback so each Harper post can name its own visitor address (X-Forwarded-For) and
// no per-address limit turns the load into 429s — production's limits are unchanged.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { serverNodeOptions } from '../server-node-options.ts'
import { harperBenchmarks, type Figure } from './harper.ts'
import { documentJavascript } from './home-js.ts'
import { overloadRows } from './overload.ts' // overload (issue #25, 0048)
import { servingOfRoute } from '~/route-serving.ts'

const root = path.resolve(import.meta.dirname, '../..')
const RESULTS_FILE = path.join(root, 'bench/results.json')
const CONNECTIONS = 50
const WARMUP_SECONDS = 2
const DURATION_SECONDS = 5
const KB = 1024

export const BUDGETS = {
  prerenderedRatio: 0.5,
  dynamicRatio: 0.06,
  dynamicP99Ms: 100,
  harperTurnP95Ms: 30,
  harperFirstByteP95Ms: 100,
  matchingP95Ms: 20,
  homeJsBytes: 100 * KB,
  pageJsBytes: 120 * KB,
  rssBytes: 300 * 1024 * KB, // 300 MB
} as const

/** The public pages by route id; content-only pages ship no JavaScript at all. */
export const PUBLIC_PAGES: Array<{ route: string; path: string }> = [
  { route: 'routes/home', path: '/' },
  { route: 'routes/how-it-works', path: '/how-it-works' },
  { route: 'routes/about-harper', path: '/about-harper' },
  { route: 'routes/cipp-pipe-repair', path: '/cipp-pipe-repair' },
  { route: 'routes/roofing-services', path: '/roofing-services' },
  { route: 'routes/find-services', path: '/find-services' },
  { route: 'routes/for-vendors', path: '/for-vendors' },
  { route: 'routes/affiliates', path: '/affiliates' },
  { route: 'routes/contact', path: '/contact' },
  { route: 'routes/blog', path: '/blog' },
  { route: 'routes/blog.$slug', path: '/blog/:slug' },
  { route: 'routes/privacy', path: '/privacy' },
  { route: 'routes/terms', path: '/terms' },
  { route: 'routes/affiliate-auth', path: '/affiliate-auth' },
  { route: 'routes/vendor-login', path: '/vendor-login' },
  { route: 'routes/admin-auth', path: '/admin-auth' },
  { route: 'routes/forgot-password', path: '/forgot-password' },
  { route: 'routes/reset-password', path: '/reset-password' },
  { route: 'routes/requests.status', path: '/requests/status' },
]

export type Row = {
  group: string
  figure: string
  value: number
  unit: 'req/s' | 'ms' | 'B'
  /** what the value is compared with: a measurement of this run, or the budget */
  reference: { name: string; value: number }
  ratio: number | null
  p99Ms?: number
  errors?: number
  budget: string
  ok: boolean
}

type LoadResult = { perSecond: number; p99: number; errors: number }

/** autocannon at 50 connections: a warm-up, then the measured run; every non-2xx counts as an error. */
async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers })
  await run(WARMUP_SECONDS)
  const result = await run(DURATION_SECONDS)
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx }
}

/**
 * A bare node:http server answering `body` (as HTML) to every request, in its own process like the
 * app's (autocannon runs in this one): the reference each page is compared with.
 */
async function bareServer(body: Buffer | string): Promise<{ url: string; close: () => void }> {
  const file = path.join(root, 'data', `bench-bare-${process.pid}.html`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, body)
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1])
    const server = require('node:http').createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
        response.end(body)
      })
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      child.kill('SIGTERM')
      fs.rmSync(file, { force: true })
    },
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await fetch(url).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** Milliseconds from sending a POST to the first byte of its response body, for `samples` posts. */
async function firstByteTimes(url: string, body: (index: number) => string, headers: (index: number) => Record<string, string>, samples: number) {
  const times: number[] = []
  for (let index = 0; index < samples; index++) {
    const payload = body(index)
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = performance.now()
        const request = http.request(url, {
          method: 'POST',
          agent: false,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(payload), ...headers(index) },
        })
        request.on('response', (response) => {
          if (response.statusCode !== 200) reject(new Error(`POST ${url}: status ${response.statusCode}`))
          let first: number | undefined
          response.on('data', () => (first ??= performance.now() - started))
          response.on('end', () => resolve(first ?? NaN))
        })
        request.on('error', reject)
        request.end(payload)
      }),
    )
  }
  return times
}

/** The server process's resident set size, from /proc (Linux) or ps. */
function residentBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (kb) return Number(kb) * 1024
  } catch {}
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const MB = 1024 * KB
const show = (value: number, unit: Row['unit']) => {
  if (unit === 'B') return value >= 10 * MB ? `${fmt(value / MB)} MB` : `${fmt(value / KB, 1)} KB`
  return unit === 'ms' ? `${fmt(value, 1)} ms` : `${fmt(value)} req/s`
}

/** One row against a budget with no same-run twin: the ratio is value / budget. */
function againstBudget(group: string, figure: string, value: number, unit: Row['unit'], limit: number, budget: string, strict = false): Row {
  return {
    group,
    figure,
    value,
    unit,
    reference: { name: 'budget', value: limit },
    ratio: limit > 0 ? value / limit : null,
    budget,
    ok: strict ? value < limit : value <= limit,
  }
}

function harperRow(figure: Figure): Row {
  const group = figure.name.startsWith('matching') ? 'matching' : 'Harper'
  return againstBudget(group, `${figure.name}, p95 (p50 ${fmt(figure.p50, 1)} ms)`, figure.p95, 'ms', figure.target, `p95 ≤ ${figure.target} ms`)
}

async function javascriptRows(): Promise<Row[]> {
  const rows: Row[] = []
  for (const page of PUBLIC_PAGES) {
    const { gzipBytes } = await documentJavascript(root, ['root', page.route])
    const limit = page.route === 'routes/home' ? BUDGETS.homeJsBytes : servingOfRoute(page.route)?.js === 'none' ? 0 : BUDGETS.pageJsBytes
    rows.push(againstBudget('JavaScript (gzip)', page.path, gzipBytes, 'B', limit, limit === 0 ? '0 KB' : `≤ ${limit / KB} KB`))
  }
  return rows
}

async function serverRows(): Promise<Row[]> {
  const rows: Row[] = []
  const port = await freePort()
  const databaseUrl = 'file:./data/bench.db'
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `data/bench.db${suffix}`), { force: true })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-only-session-secret-0123456789-0123456789',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // ── overload (issue #25, docs/decisions/0048) ── the throughput rows measure the pages, not the
    // shedding: this server admits every request; the overload rows start one with the production limits
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off',
    OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off',
  }
  // migrate and seed (demo accounts included: a localhost setup), as `npm start` does
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], { cwd: root, env, stdio: 'ignore' })
  // the bundled server, as `npm start` runs it (node itself with its options, no tsx): its pid is the server's, for the RSS
  const app = spawn(process.execPath, [...serverNodeOptions(root), 'build/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/healthz`, 30_000)

    // a signed-in agent, through the login form
    const login = await fetch(`${base}/affiliate-auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'login', email: 'affiliate@example.com', password: 'affiliate-password-123' }),
    })
    const sessionCookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    if (login.status < 300 || login.status >= 400 || !sessionCookie) throw new Error(`the demo affiliate could not sign in (status ${login.status})`)

    const prerendered = (JSON.parse(fs.readFileSync(path.join(root, 'build/prerendered.json'), 'utf8')) as { paths: string[] }).paths
    const marketing = ['/how-it-works', ...prerendered].find((page) => prerendered.includes(page))!
    const postSlug = (await (await fetch(`${base}/blog/rss.xml`)).text()).match(/\/blog\/([a-z0-9-]+)<\/link>/)?.[1]
    if (!postSlug) throw new Error('no published post in the feed')
    const targets: Array<{ name: string; path: string; headers?: Record<string, string>; dynamic: boolean }> = [
      { name: `${marketing} (pre-rendered)`, path: marketing, dynamic: false },
      { name: '/find-services (filters)', path: '/find-services?service=Roofing&location=32931&urgency=7-days', dynamic: true },
      { name: '/blog', path: '/blog', dynamic: true },
      { name: '/blog/:slug', path: `/blog/${postSlug}`, dynamic: true },
      { name: '/affiliate-dashboard (signed in)', path: '/affiliate-dashboard', headers: { Cookie: sessionCookie }, dynamic: true },
    ]
    for (const target of targets) {
      const response = await fetch(`${base}${target.path}`, { headers: target.headers })
      if (response.status !== 200) throw new Error(`GET ${target.path}: status ${response.status}`)
      if (!target.dynamic && response.headers.get('x-harper-render') !== 'prerendered') throw new Error(`${target.path} is not served pre-rendered`)
      const bytes = Buffer.from(await response.arrayBuffer())
      const measured = await load(`${base}${target.path}`, target.headers)
      const bare = await bareServer(bytes)
      const reference = await load(bare.url)
      bare.close()
      const ratio = measured.perSecond / reference.perSecond
      const minimum = target.dynamic ? BUDGETS.dynamicRatio : BUDGETS.prerenderedRatio
      rows.push({
        group: `throughput (${CONNECTIONS} connections)`,
        figure: target.name,
        value: measured.perSecond,
        unit: 'req/s',
        reference: { name: 'bare node:http, same bytes', value: reference.perSecond },
        ratio,
        p99Ms: measured.p99,
        errors: measured.errors,
        budget: target.dynamic ? `≥ ${minimum}×, p99 ≤ ${BUDGETS.dynamicP99Ms} ms, 0 errors` : `≥ ${minimum}×, 0 errors`,
        ok: ratio >= minimum && measured.errors === 0 && (!target.dynamic || measured.p99 <= BUDGETS.dynamicP99Ms),
      })
    }

    // Harper: the first streamed byte of a turn, each post a new visitor (its own address and conversation)
    const messages = ['roof leaking into the bedroom in 32931, asap', 'AC blowing warm air 32803 this week', 'roots in the sewer line again, 32901']
    const post = (index: number) => new URLSearchParams({ message: messages[index % messages.length]! }).toString()
    const visitor = (index: number) => ({
      Accept: 'text/event-stream',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `10.13.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    })
    await firstByteTimes(`${base}/harper/messages`, post, visitor, 5)
    const harper = await firstByteTimes(`${base}/harper/messages`, post, (index) => visitor(index + 5), 40)
    const bare = await bareServer('data: {}\n\n')
    const bareTimes = await firstByteTimes(bare.url, post, () => ({}), 40)
    bare.close()
    const firstByte = quantile(harper, 0.95)
    rows.push({
      group: 'Harper',
      figure: 'first streamed byte, POST /harper/messages (SSE), p95',
      value: firstByte,
      unit: 'ms',
      reference: { name: 'bare node:http first byte, p95', value: quantile(bareTimes, 0.95) },
      ratio: firstByte / quantile(bareTimes, 0.95),
      budget: `p95 ≤ ${BUDGETS.harperFirstByteP95Ms} ms`,
      ok: firstByte <= BUDGETS.harperFirstByteP95Ms,
    })

    rows.push(againstBudget('memory', 'server RSS after the load', residentBytes(app.pid!), 'B', BUDGETS.rssBytes, '< 300 MB', true))
  } finally {
    app.kill('SIGTERM')
  }
  return rows
}

function printTable(rows: Row[]) {
  const columns = ['figure', 'value', 'reference (same run or budget)', 'ratio', 'p99', 'errors', 'budget', '']
  const lines = rows.map((row) => [
    row.figure,
    show(row.value, row.unit),
    row.reference.name === 'budget' ? 'budget' : `${show(row.reference.value, row.unit)} ${row.reference.name}`,
    row.ratio === null ? '—' : `${fmt(row.ratio, 2)}×`,
    row.p99Ms === undefined ? '' : `${fmt(row.p99Ms, 0)} ms`,
    row.errors === undefined ? '' : String(row.errors),
    row.budget,
    row.ok ? 'ok' : 'MISSED',
  ])
  const widths = columns.map((column, index) => Math.max(column.length, ...lines.map((line) => line[index]!.length)))
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
  let group = ''
  console.log(format(columns))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  rows.forEach((row, index) => {
    if (row.group !== group) {
      group = row.group
      console.log(format([`**${group}**`, ...columns.slice(1).map(() => '')]))
    }
    console.log(format(lines[index]!))
  })
}

async function main() {
  const started = performance.now()
  const rows: Row[] = []
  rows.push(...(await serverRows()))
  // ── overload (issue #25, docs/decisions/0048): the dashboard at 50 connections against a server
  // with the production overload limits, after the main server has stopped ──
  rows.push(...(await overloadRows()))
  // ── end of overload ──
  if (process.argv.includes('--server-only')) {
    // a quick look while working on the server (`npx tsx scripts/bench/run.ts --server-only` after a
    // build): its figures are printed, not written to the results, and decide nothing
    printTable(rows)
    return
  }
  // in-process figures after the server has stopped, so they do not share the CPU with it
  rows.push(...(await harperBenchmarks()).map(harperRow))
  rows.push(...(await javascriptRows()))
  // Harper's turn first, then matching, then the rest in the order measured
  const order = ['throughput', 'overload', 'Harper', 'matching', 'JavaScript', 'memory']
  rows.sort((a, b) => order.findIndex((group) => a.group.startsWith(group)) - order.findIndex((group) => b.group.startsWith(group)))

  const passed = rows.every((row) => row.ok)
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `\nnpm run bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${seconds} s\n`,
  )
  printTable(rows)
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  const results = { date: new Date().toISOString(), seconds, cpus: os.cpus().length, loadAverage: os.loadavg(), passed, budgets: BUDGETS, rows }
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(
    `\n${passed ? 'All budgets met.' : `Missed: ${rows.filter((row) => !row.ok).length} of ${rows.length} budgets.`} (${path.relative(root, RESULTS_FILE)})`,
  )
  process.exitCode = passed ? 0 : 1
}

await main()
