// `npm run bench` (issue #13): one bounded run against the production build (`npm run build`), on
// loopback only. Every figure is printed with its ratio to a reference, written to
// bench/results.json, and checked against its budget; the exit code is 1 when one is missed.
//
//   throughput   autocannon, 50 keep-alive connections, 2 s warm-up then 5 s, each page against a
//                bare node:http server sending the same bytes, measured just after it in this run:
//                a pre-rendered marketing page ≥ 0.5× bare; dynamic pages (/find-services with
//                filters, /blog, a post) ≥ 0.06× bare, p99 ≤ 100 ms, 0 errors. The signed-in pages
//                (the affiliate, vendor and admin dashboards) against the framework's floor instead,
//                the cheapest page the app renders per request (FLOOR_PAGE, anonymous, no database
//                read of its own), measured just before them in this run: each ≥ 0.5× the floor,
//                0 errors (docs/decisions/0047; the 0.06×-bare budget of 0030 is withdrawn)
//   Harper       first streamed byte of POST /harper/messages (SSE) ≤ 100 ms p95, against the bare
//                server's first byte; one embedded-engine turn (server time) ≤ 30 ms p95
//   matching     over 100,000 generated vendors on SQLite and on PostgreSQL ≤ 20 ms p95
//   JavaScript   per page, gzip, from the build's manifest (entry + route chunks, or the page's
//                islands): home and the marketing pages ≤ 100 KB, other public pages ≤ 120 KB,
//                content-only pages 0 KB
//   memory       the server's RSS after the load < 300 MB; the server bundle's text kept at one
//                byte a character (all of it Latin-1)
//   overload     (issue #25, 0048; scripts/bench/overload.ts) the signed-in dashboard at 50
//                connections against a server with the production overload limits: admitted
//                answers p99 ≤ 1 s with 0 timeouts; the 503 share and a shed request's time reported
//   Lighthouse   mobile preset, one run per page on the same server after the load (./lighthouse.ts):
//                home, /find-services with filters, a post, /blog, /contact: performance ≥ 95,
//                accessibility, best practices and SEO 100; LCP, TBT and CLS reported
// `--server-only` measures the server's figures alone (no Lighthouse) and writes nothing;
// `--lighthouse-only` starts the server and runs Lighthouse alone, prints it and writes nothing.
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
import { serverEnvironment, serverNodeOptions } from '../server-node-options.ts'
import { harperBenchmarks, type Figure } from './harper.ts'
import { documentJavascript } from './home-js.ts'
import { LIGHTHOUSE_BUDGETS, lighthouseRowsOf, runLighthouse, SLOW_HOST_CPU_INDEX, type LighthouseScore } from './lighthouse.ts'
import { benchServerEnv, freePort, launchBenchServer } from './bench-server.ts'
import { overloadRows } from './overload.ts' // overload (issue #25, 0048)
import { enrolBenchAdmin, FLOOR_PAGE, signInAll, type SignedInRole } from './sign-in.ts'
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
  signedInToFloorRatio: 0.5,
  harperTurnP95Ms: 30,
  harperFirstByteP95Ms: 100,
  // the first Harper turn after a start, against the hundredth (one sample against a median: room for noise)
  firstTurnRatio: 2,
  matchingP95Ms: 20,
  homeJsBytes: 100 * KB,
  /** /how-it-works, /about-harper, /cipp-pipe-repair, /roofing-services: islands for their demos (0045) */
  marketingJsBytes: 100 * KB,
  pageJsBytes: 120 * KB,
  rssBytes: 300 * 1024 * KB, // 300 MB
} as const

/** The public pages by route id; content-only pages ship no JavaScript at all, marketing pages at most `marketingJsBytes`. */
export const PUBLIC_PAGES: Array<{ route: string; path: string; marketing?: true }> = [
  { route: 'routes/home', path: '/' },
  { route: 'routes/how-it-works', path: '/how-it-works', marketing: true },
  { route: 'routes/about-harper', path: '/about-harper', marketing: true },
  { route: 'routes/cipp-pipe-repair', path: '/cipp-pipe-repair', marketing: true },
  { route: 'routes/roofing-services', path: '/roofing-services', marketing: true },
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
  /** 'score': a Lighthouse category, 0–100; 'shift': Lighthouse's layout-shift score (CLS) */
  unit: 'req/s' | 'ms' | 'B' | 'score' | 'shift'
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

/** A Harper post as a homeowner's first message, and its visitor: each its own address and conversation. */
const HARPER_MESSAGES = ['roof leaking into the bedroom in 32931, asap', 'AC blowing warm air 32803 this week', 'roots in the sewer line again, 32901']
const harperPost = (index: number) => new URLSearchParams({ message: HARPER_MESSAGES[index % HARPER_MESSAGES.length]! }).toString()
const harperVisitor = (index: number) => ({
  Accept: 'text/event-stream',
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': `10.13.${Math.floor(index / 250)}.${(index % 250) + 1}`,
})

/**
 * Milliseconds from sending a POST to the first byte of its response body, or (`until: 'end'`) to
 * the stream's end — a whole turn — for `samples` posts.
 */
async function firstByteTimes(
  url: string,
  body: (index: number) => string,
  headers: (index: number) => Record<string, string>,
  samples: number,
  until: 'first' | 'end' = 'first',
) {
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
          response.on('end', () => resolve(until === 'end' ? performance.now() - started : (first ?? NaN)))
        })
        request.on('error', reject)
        request.end(payload)
      }),
    )
  }
  return times
}

/** Posts made the way `firstByteTimes` makes them, to a throwaway server in this process: node:http's client code run and compiled. */
async function warmHttpClient() {
  const server = http.createServer((request, response) => request.resume().on('end', () => response.end('ok')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    await firstByteTimes(`http://127.0.0.1:${port}/`, harperPost, harperVisitor, 50, 'end')
  } finally {
    server.close()
  }
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
  if (unit === 'score') return fmt(value)
  if (unit === 'shift') return fmt(value, 3)
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

/**
 * The server bundle's text as V8 keeps it for the server's life: one byte a character while every
 * character is Latin-1, two for the whole text once one is not (vite.config.ts writes it as ASCII;
 * a curly quote in a String.raw template, which no escaping reaches, cost 3.5 MB).
 */
function bundleTextRow(): Row {
  const text = fs.readFileSync(path.join(root, 'build/server/index.js'), 'utf8')
  const oneByte = /^[\0-\xff]*$/.test(text)
  return againstBudget('memory', 'server bundle text, as V8 keeps it', text.length * (oneByte ? 1 : 2), 'B', text.length, 'one byte a character')
}

function harperRow(figure: Figure): Row {
  const group = figure.name.startsWith('matching') ? 'matching' : 'Harper'
  return againstBudget(group, `${figure.name}, p95 (p50 ${fmt(figure.p50, 1)} ms)`, figure.p95, 'ms', figure.target, `p95 ≤ ${figure.target} ms`)
}

async function javascriptRows(): Promise<Row[]> {
  const rows: Row[] = []
  for (const page of PUBLIC_PAGES) {
    const { gzipBytes } = await documentJavascript(root, ['root', page.route])
    const limit =
      servingOfRoute(page.route)?.js === 'none'
        ? 0
        : page.route === 'routes/home'
          ? BUDGETS.homeJsBytes
          : page.marketing
            ? BUDGETS.marketingJsBytes
            : BUDGETS.pageJsBytes
    rows.push(againstBudget('JavaScript (gzip)', page.path, gzipBytes, 'B', limit, limit === 0 ? '0 KB' : `≤ ${limit / KB} KB`))
  }
  return rows
}

/** A published post's path, from the feed. */
async function postPath(base: string): Promise<string> {
  const slug = (await (await fetch(`${base}/blog/rss.xml`)).text()).match(/\/blog\/([a-z0-9-]+)<\/link>/)?.[1]
  if (!slug) throw new Error('no published post in the feed')
  return `/blog/${slug}`
}

/** /find-services with filters that return vendors on the seeded data. */
const FIND_SERVICES_FILTERED = '/find-services?service=Roofing&location=32931&urgency=7-days'

/** Lighthouse's pages (issue #25): home, /find-services with filters, a post, /blog and /contact. */
async function lighthouseScores(base: string): Promise<LighthouseScore[]> {
  // by name, as the app's own links and canonical URLs name it (PUBLIC_URL), not by address
  const origin = base.replace('127.0.0.1', 'localhost')
  const pages = [
    { name: '/', path: '/' },
    { name: '/find-services (filters)', path: FIND_SERVICES_FILTERED },
    { name: '/blog/:slug', path: await postPath(base) },
    { name: '/blog', path: '/blog' },
    { name: '/contact', path: '/contact' },
  ]
  return runLighthouse(origin, pages)
}

/** What cost each page its points, after the table (the rows say only that a budget missed). */
function printLighthouseFindings(scores: LighthouseScore[]) {
  if (scores.length === 0) return
  const seconds = scores.reduce((sum, score) => sum + score.seconds, 0)
  const indexes = scores.flatMap((score) => score.hostCpuIndex)
  console.log(
    `\nLighthouse: ${scores.length} pages, ${indexes.length} runs, ${fmt(seconds)} s; the host's CPU index ${fmt(Math.min(...indexes))}–${fmt(Math.max(...indexes))}` +
      ` (the preset's 4× slower CPU assumes > ${SLOW_HOST_CPU_INDEX}: below, a performance score measures the machine's load too)`,
  )
  for (const score of scores) {
    if (score.failing.length === 0) continue
    console.log(`  ${score.page} (${score.url}, CPU index ${score.hostCpuIndex.join(', ')}):`)
    for (const audit of score.failing) console.log(`    ${audit}`)
  }
  // the same few on every page, as a rule: said once, with the pages
  const errored = new Map<string, string[]>()
  for (const score of scores) for (const audit of score.couldNotRun) errored.set(audit, [...(errored.get(audit) ?? []), score.page])
  if (errored.size > 0) console.log('  audits that could not run here (no score of theirs counted):')
  for (const [audit, pages] of errored)
    console.log(`    ${audit.length > 160 ? `${audit.slice(0, 157)}…` : audit} — ${pages.length === scores.length ? 'every page' : pages.join(', ')}`)
}

type Measure = 'all' | 'server-only' | 'lighthouse-only'

/** The production server's figures and, unless `server-only`, Lighthouse's on the same server after the load. */
async function serverRows(measure: Measure): Promise<{ rows: Row[]; lighthouse: LighthouseScore[] }> {
  const rows: Row[] = []
  let lighthouse: LighthouseScore[] = []
  const port = await freePort()
  const databaseUrl = 'file:./data/bench.db'
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `data/bench.db${suffix}`), { force: true })
  // ── overload (issue #25, docs/decisions/0048) ── the throughput rows measure the pages, not the
  // shedding: this server admits every request; the overload rows start one with the production limits
  const env = benchServerEnv(port, databaseUrl, { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off', OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off' })
  // migrate and seed (demo accounts included: a localhost setup), as `npm start` does
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], { cwd: root, env, stdio: 'ignore' })
  // the demo admin's second factor, so the bench signs in as an admin too (scripts/bench/sign-in.ts)
  await enrolBenchAdmin(databaseUrl, [env.SESSION_SECRET])
  // the bundled server, as `npm start` runs it (node itself with its options, no tsx): its pid is the server's, for the RSS
  const app = spawn(process.execPath, [...serverNodeOptions(root), 'build/start.mjs'], {
    cwd: root,
    env: { ...env, ...serverEnvironment(root) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/healthz`, 30_000)
    if (measure === 'lighthouse-only') return { rows, lighthouse: await lighthouseScores(base) }
    // the first homeowner after a deploy: a whole Harper turn before any other page is asked for
    // (issue #25 item 5; the server warms Harper's reader at start, app/entry.server.tsx) — timed
    // with this process's node:http client already warm, so the row measures the server's first
    // turn and not the bench's first use of node:http (until now it has spoken only through fetch)
    await warmHttpClient()
    const firstTurn = (await firstByteTimes(`${base}/harper/messages`, harperPost, (index) => harperVisitor(9000 + index), 1, 'end'))[0]!

    // the demo affiliate, vendor and admin (with the second factor), each through the login forms
    const cookies = await signInAll((pathname, init) => fetch(`${base}${pathname}`, init))

    const prerendered = (JSON.parse(fs.readFileSync(path.join(root, 'build/prerendered.json'), 'utf8')) as { paths: string[] }).paths
    const marketing = ['/how-it-works', ...prerendered].find((page) => prerendered.includes(page))!
    const postUrl = await postPath(base)
    const targets: Array<{ name: string; path: string; headers?: Record<string, string>; dynamic: boolean }> = [
      { name: `${marketing} (pre-rendered)`, path: marketing, dynamic: false },
      { name: '/find-services (filters)', path: FIND_SERVICES_FILTERED, dynamic: true },
      { name: '/blog', path: '/blog', dynamic: true },
      { name: '/blog/:slug', path: postUrl, dynamic: true },
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

    rows.push(...(await signedInRows(base, cookies)))

    // Harper: the first streamed byte of a turn, each post a new visitor (its own address and conversation)
    const post = harperPost
    const visitor = harperVisitor
    await firstByteTimes(`${base}/harper/messages`, post, visitor, 5)
    const harper = await firstByteTimes(`${base}/harper/messages`, post, (index) => visitor(index + 5), 40)
    // … and the first turn after start against the hundredth: a hundred whole turns, the last ten's median
    const turns = await firstByteTimes(`${base}/harper/messages`, post, (index) => visitor(9001 + index), 100, 'end')
    const hundredth = quantile(
      turns.slice(90).sort((a, b) => a - b),
      0.5,
    )
    // one first turn is one sample on a shared machine: the median of this server's and two more
    // fresh starts' (each its own database, nothing asked for before the turn)
    const firstTurns = [firstTurn]
    for (let start = 0; start < 2; start++) {
      const fresh = await launchBenchServer({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off', OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off' })
      try {
        firstTurns.push((await firstByteTimes(`${fresh.base}/harper/messages`, harperPost, (index) => harperVisitor(9100 + index), 1, 'end'))[0]!)
      } finally {
        fresh.close()
      }
    }
    const firstTurnMedian = quantile(firstTurns, 0.5)
    rows.push({
      group: 'Harper',
      figure: `first whole turn after the server starts (median of 3 starts: ${firstTurns.map((ms) => fmt(ms, 0)).join(', ')} ms)`,
      value: firstTurnMedian,
      unit: 'ms',
      reference: { name: 'the 100th turn (median of the 91st–100th)', value: hundredth },
      ratio: firstTurnMedian / hundredth,
      budget: `≤ ${BUDGETS.firstTurnRatio}× the 100th`,
      ok: firstTurnMedian <= BUDGETS.firstTurnRatio * hundredth,
    })
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
    rows.push(bundleTextRow())
    // after the load and the memory figure, on the same warm server, with nothing else running
    if (measure === 'all') lighthouse = await lighthouseScores(base)
  } finally {
    app.kill('SIGTERM')
  }
  return { rows, lighthouse }
}

/**
 * The signed-in pages against the framework's floor (docs/decisions/0047): the floor page first,
 * anonymous (its own row, against a bare server sending its bytes: what the stack's rendering costs
 * at all), then each dashboard signed in as its demo user, as a ratio to the floor's req/s.
 */
async function signedInRows(base: string, cookies: Record<SignedInRole, string>): Promise<Row[]> {
  const group = `throughput (${CONNECTIONS} connections)`
  const floorResponse = await fetch(`${base}${FLOOR_PAGE}`)
  if (floorResponse.status !== 200) throw new Error(`GET ${FLOOR_PAGE}: status ${floorResponse.status}`)
  if (floorResponse.headers.get('x-harper-render')) throw new Error(`${FLOOR_PAGE} is not rendered per request`)
  const floorBytes = Buffer.from(await floorResponse.arrayBuffer())
  const floor = await load(`${base}${FLOOR_PAGE}`)
  const bare = await bareServer(floorBytes)
  const reference = await load(bare.url)
  bare.close()
  const rows: Row[] = [
    {
      group,
      figure: `${FLOOR_PAGE} (floor: rendered per request, anonymous)`,
      value: floor.perSecond,
      unit: 'req/s',
      reference: { name: 'bare node:http, same bytes', value: reference.perSecond },
      ratio: floor.perSecond / reference.perSecond,
      p99Ms: floor.p99,
      errors: floor.errors,
      budget: 'the reference below, 0 errors',
      ok: floor.errors === 0,
    },
  ]
  const pages: Array<{ role: SignedInRole; path: string }> = [
    { role: 'affiliate', path: '/affiliate-dashboard' },
    { role: 'vendor', path: '/vendor-dashboard' },
    { role: 'admin', path: '/admin-dashboard' },
  ]
  for (const page of pages) {
    const headers = { Cookie: cookies[page.role] }
    const response = await fetch(`${base}${page.path}`, { headers, redirect: 'manual' })
    if (response.status !== 200) throw new Error(`GET ${page.path} as the ${page.role}: status ${response.status}`)
    await response.arrayBuffer()
    const measured = await load(`${base}${page.path}`, headers)
    const ratio = measured.perSecond / floor.perSecond
    rows.push({
      group,
      figure: `${page.path} (signed in)`,
      value: measured.perSecond,
      unit: 'req/s',
      reference: { name: `${FLOOR_PAGE}, the floor`, value: floor.perSecond },
      ratio,
      p99Ms: measured.p99,
      errors: measured.errors,
      budget: `≥ ${BUDGETS.signedInToFloorRatio}× the floor, 0 errors`,
      ok: ratio >= BUDGETS.signedInToFloorRatio && measured.errors === 0,
    })
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
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...lines.map((line) => line[index]!.length), ...(index === 0 ? rows.map((row) => row.group.length + 4) : [])),
  )
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
  const measure: Measure = process.argv.includes('--server-only') ? 'server-only' : process.argv.includes('--lighthouse-only') ? 'lighthouse-only' : 'all'
  const server = await serverRows(measure)
  rows.push(...server.rows)
  if (measure === 'lighthouse-only') {
    // a quick look while fixing what Lighthouse finds (`npx tsx scripts/bench/run.ts
    // --lighthouse-only` after a build): printed, not written to the results
    printTable(server.lighthouse.flatMap(lighthouseRowsOf))
    printLighthouseFindings(server.lighthouse)
    return
  }
  // ── overload (issue #25, docs/decisions/0048): the dashboard at 50 connections against a server
  // with the production overload limits, after the main server has stopped ──
  rows.push(...(await overloadRows()))
  // ── end of overload ──
  if (measure === 'server-only') {
    // a quick look while working on the server (`npx tsx scripts/bench/run.ts --server-only` after a
    // build): its figures are printed, not written to the results, and decide nothing
    printTable(rows)
    return
  }
  // in-process figures after the server has stopped, so they do not share the CPU with it
  rows.push(...(await harperBenchmarks()).map(harperRow))
  rows.push(...(await javascriptRows()))
  rows.push(...server.lighthouse.flatMap(lighthouseRowsOf))
  // Harper's turn first, then matching, then the rest in the order measured
  const order = ['throughput', 'overload', 'Harper', 'matching', 'JavaScript', 'memory', 'Lighthouse']
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
  printLighthouseFindings(server.lighthouse)
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    seconds,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    passed,
    budgets: { ...BUDGETS, lighthouse: LIGHTHOUSE_BUDGETS },
    rows,
    lighthouse: server.lighthouse,
  }
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(
    `\n${passed ? 'All budgets met.' : `Missed: ${rows.filter((row) => !row.ok).length} of ${rows.length} budgets.`} (${path.relative(root, RESULTS_FILE)})`,
  )
  process.exitCode = passed ? 0 : 1
}

await main()
