// One bounded benchmark run (< 60 s) against an existing production build (`npm run build`):
//   1. the gzipped JavaScript home loads, against the 100 KB budget (from the build's manifest);
//   2. server throughput of GET / (pre-rendered without a Harper conversation, server-rendered with
//      one) and of a pre-rendered page, against a bare
//      node:http server answering the same HTML — loopback only, keep-alive, N concurrent loops;
//   3. the blog (issue #11): /blog and a post at 50 connections, each against a bare server
//      answering its own bytes: at least 6 % of its requests per second, p99 ≤ 100 ms, no errors.
//   4. Harper's turn and matching times (scripts/bench/harper.ts; reported, not budgeted here).
// Exits non-zero when a budget is exceeded. Usage: npx tsx scripts/bench/run.ts
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { harperBenchmarks, printHarperFigures } from './harper.ts'
import { documentJavascript, HOME_JS_BUDGET_BYTES, homeJavascript } from './home-js.ts'

const root = path.resolve(import.meta.dirname, '../..')
const CONCURRENCY = 16
const BLOG_CONCURRENCY = 50
const BLOG_MIN_RATIO = 0.06
const BLOG_MAX_P99_MS = 100
const WARMUP_MS = 1_000
const DURATION_MS = 5_000

type LoadResult = { requests: number; errors: number; perSecond: number; p50: number; p99: number }

/** N keep-alive loops hitting `url` for a fixed time; latencies in milliseconds. */
async function load(url: string, concurrency = CONCURRENCY, headers: Record<string, string> = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', () => {})
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`))))
      })
      request.on('error', reject)
    })
  const run = async (until: number, latencies: number[] | null, counts: { errors: number }) => {
    while (performance.now() < until) {
      const started = performance.now()
      try {
        await get()
        latencies?.push(performance.now() - started)
      } catch {
        counts.errors++
      }
    }
  }
  const warmupEnd = performance.now() + WARMUP_MS
  await Promise.all(Array.from({ length: concurrency }, () => run(warmupEnd, null, { errors: 0 })))
  const latencies: number[] = []
  const counts = { errors: 0 }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, () => run(started + DURATION_MS, latencies, counts)))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { requests: latencies.length, errors: counts.errors, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) }
}

/** A bare node:http server answering `body` to every request, and its URL. */
async function bareServer(body: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
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
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

async function main() {
  let failed = false

  // 1. JavaScript budget
  const js = await homeJavascript(root)
  console.log('\nHome JavaScript (gzip -9, from build/server/index.js assets manifest)')
  for (const file of js.files) console.log(`  ${file.url.padEnd(44)} ${fmt(file.gzipBytes).padStart(8)} B`)
  const overBudget = js.gzipBytes > HOME_JS_BUDGET_BYTES
  console.log(`  ${'total'.padEnd(44)} ${fmt(js.gzipBytes).padStart(8)} B  budget ${fmt(HOME_JS_BUDGET_BYTES)} B  ${overBudget ? 'OVER BUDGET' : 'ok'}`)
  failed ||= overBudget
  // for comparison: a page that hydrates (filters and load-more enhance without reloads)
  const hydrated = await documentJavascript(root, ['root', 'routes/find-services'])
  console.log(`  /find-services (hydrated, for comparison)    ${fmt(hydrated.gzipBytes).padStart(8)} B`)

  // 2. Throughput: the production server on a throwaway SQLite database, then a bare server
  const port = await freePort()
  const databaseUrl = 'file:./data/bench.db'
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  })
  const app = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-only-session-secret-0123456789-0123456789',
    },
  })
  const rows: Array<[string, LoadResult]> = []
  const blogRows: Array<{ name: string; measured: LoadResult; bare: LoadResult }> = []
  let bare: http.Server | undefined
  try {
    const base = `http://127.0.0.1:${port}`
    await waitFor(`${base}/healthz`, 20_000)
    // home: the pre-rendered file for a visitor without a conversation, rendered per request with one
    rows.push(['GET / (pre-rendered, no chat)', await load(`${base}/`)])
    const chat = await fetch(`${base}/harper/messages`, {
      method: 'POST',
      body: new URLSearchParams({ message: 'roof leaking in 32931' }),
      redirect: 'manual',
    })
    const chatCookie = chat.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    rows.push(['GET / (server-rendered, with a chat)', await load(`${base}/`, CONCURRENCY, { Cookie: chatCookie })])
    const prerendered = fs.existsSync(path.join(root, 'build/prerendered.json'))
      ? (JSON.parse(fs.readFileSync(path.join(root, 'build/prerendered.json'), 'utf8')) as { paths: string[] }).paths.find((page) => page !== '/')
      : undefined
    if (prerendered) rows.push([`GET ${prerendered} (pre-rendered)`, await load(`${base}${prerendered}`)])

    const html = await (await fetch(`${base}/`)).text()
    bare = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) })
      response.end(html)
    })
    await new Promise<void>((resolve) => bare!.listen(0, '127.0.0.1', resolve))
    rows.push(['bare node:http, same HTML as /', await load(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)])

    // 3. the blog: its list and its newest post (first in the feed), each against a bare server with its bytes
    const postSlug = (await (await fetch(`${base}/blog/rss.xml`)).text()).match(/\/blog\/([a-z0-9-]+)<\/link>/)?.[1]
    for (const [name, pagePath] of [
      ['GET /blog', '/blog'],
      ['GET /blog/:slug', `/blog/${postSlug}`],
    ] as const) {
      const bytes = await (await fetch(`${base}${pagePath}`)).text()
      const measured = await load(`${base}${pagePath}`, BLOG_CONCURRENCY)
      const reference = await bareServer(bytes)
      const bareResult = await load(reference.url, BLOG_CONCURRENCY)
      reference.server.close()
      blogRows.push({ name, measured, bare: bareResult })
    }
  } finally {
    app.kill('SIGTERM')
    bare?.close()
  }

  const bareRate = rows.at(-1)![1].perSecond
  console.log(`\nThroughput (loopback, ${CONCURRENCY} keep-alive loops, ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up)`)
  console.log(
    `  ${'target'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'vs bare'.padStart(8)}`,
  )
  for (const [name, result] of rows) {
    console.log(
      `  ${name.padEnd(36)} ${fmt(result.perSecond).padStart(9)} ${fmt(result.p50, 1).padStart(8)} ${fmt(result.p99, 1).padStart(8)} ${String(result.errors).padStart(7)} ${`${fmt((result.perSecond / bareRate) * 100)}%`.padStart(8)}`,
    )
    failed ||= result.errors > 0
  }
  console.log(`\nBlog (${BLOG_CONCURRENCY} keep-alive connections; target ≥ ${BLOG_MIN_RATIO * 100} % of bare, p99 ≤ ${BLOG_MAX_P99_MS} ms, no errors)`)
  for (const { name, measured, bare: reference } of blogRows) {
    const ratio = measured.perSecond / reference.perSecond
    const ok = ratio >= BLOG_MIN_RATIO && measured.p99 <= BLOG_MAX_P99_MS && measured.errors === 0
    console.log(
      `  ${name.padEnd(20)} ${fmt(measured.perSecond).padStart(7)} req/s  p99 ${fmt(measured.p99, 1).padStart(6)} ms  errors ${measured.errors}  ` +
        `bare ${fmt(reference.perSecond)} req/s  ${fmt(ratio * 100, 1)} %  ${ok ? 'ok' : 'BELOW TARGET'}`,
    )
    failed ||= !ok
  }

  // 4. Harper: reported, not asserted (see scripts/bench/harper.ts)
  printHarperFigures(await harperBenchmarks())

  console.log(failed ? '\nBudget exceeded or errors: see above.' : '\nAll budgets met.')
  process.exitCode = failed ? 1 : 0
}

await main()
