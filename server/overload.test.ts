import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import express from 'express'
import { expect, test } from 'vitest'
import { admissionControl, monitorEventLoop, overloadedPage } from './overload.ts'

/**
 * The server's order (server/index.ts): built files, then the admission check, then what stands
 * for React Router.
 */
async function startApp({
  delayMs,
  maxEventLoopDelayMs = 100,
  maxPagesInFlight = 0,
  gate,
  load,
}: {
  delayMs?: number
  maxEventLoopDelayMs?: number
  maxPagesInFlight?: number
  /** pages answer only once this settles; `entered` counts those being made */
  gate?: { promise: Promise<void>; entered: number }
  load?: { delayMs: () => number }
}) {
  const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-overload-'))
  fs.writeFileSync(path.join(assets, 'entry.js'), 'console.log(1)')
  const app = express()
  app.use('/assets', express.static(assets))
  app.use(admissionControl({ maxEventLoopDelayMs, maxPagesInFlight, retryAfterSeconds: 5, load: load ?? { delayMs: () => delayMs ?? 0 } }))
  app.all(/.*/, async (req, res) => {
    if (gate) {
      gate.entered++
      await gate.promise
    }
    res.type('text/plain').send(`rendered ${req.method} ${req.path}`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    [Symbol.asyncDispose]: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(assets, { recursive: true })
    },
  }
}

test('a late event loop: a page gets 503, Retry-After and the small page at once; no script, nothing rendered', async () => {
  await using app = await startApp({ delayMs: 250 })
  const response = await fetch(`${app.origin}/affiliate-dashboard?page=2`)
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('5')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/)
  const html = await response.text()
  expect(html).not.toContain('rendered')
  expect(html).toContain('<h1>We&#39;re busy right now</h1>'.replace('&#39;', "'"))
  expect(html).toContain('try again in 5 seconds')
  expect(html).toContain('<a class="primary" href="/affiliate-dashboard?page=2">Try again</a>')
  expect(html).toMatch(/<html lang="en">/)
  expect(html).not.toMatch(/<script/i)

  // a form's answer offers its page again (GET), never an address a request line made up
  const post = await fetch(`${app.origin}/affiliate-auth?x=1`, { method: 'POST', body: new URLSearchParams({ email: 'a@b.example' }) })
  expect(post.status).toBe(503)
  expect(await post.text()).toContain('href="/affiliate-auth">Try again')
  expect(overloadedPage({ retryUrl: '/"><script>', retryAfterSeconds: 5 })).toContain('href="/&#34;&#62;&#60;script&#62;"')
})

test('under the same overload, health checks and built files are answered as usual', async () => {
  await using app = await startApp({ delayMs: 10_000, maxPagesInFlight: 1 })
  const health = await fetch(`${app.origin}/healthz`)
  expect([health.status, await health.text()]).toEqual([200, 'rendered GET /healthz'])
  const asset = await fetch(`${app.origin}/assets/entry.js`)
  expect([asset.status, await asset.text()]).toEqual([200, 'console.log(1)'])
})

test('a loop within its bound admits every request; 0 turns the limits off', async () => {
  {
    await using app = await startApp({ delayMs: 100 })
    expect((await fetch(`${app.origin}/affiliate-dashboard`)).status).toBe(200)
  }
  await using app = await startApp({ delayMs: 10_000, maxEventLoopDelayMs: 0 })
  expect((await fetch(`${app.origin}/affiliate-dashboard`)).status).toBe(200)
})

test('past the bound on pages being made, the next page is shed; a form post is not counted; a finished page frees its place', async () => {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => (resolve = settle))
  const gate = { promise, entered: 0 }
  await using app = await startApp({ maxPagesInFlight: 2, maxEventLoopDelayMs: 0, gate })
  const first = [fetch(`${app.origin}/a`), fetch(`${app.origin}/b`)]
  await expect.poll(() => gate.entered).toBe(2)
  expect((await fetch(`${app.origin}/c`)).status).toBe(503)
  const post = fetch(`${app.origin}/d`, { method: 'POST' })
  await expect.poll(() => gate.entered).toBe(3)
  resolve()
  expect((await Promise.all([...first, post])).map((response) => response.status)).toEqual([200, 200, 200])
  expect((await fetch(`${app.origin}/e`)).status).toBe(200)
})

test('a blocked event loop is read as late at once, and a request that waited behind the block is shed', async () => {
  const load = monitorEventLoop()
  try {
    await using app = await startApp({ load })
    expect((await fetch(`${app.origin}/before`)).status).toBe(200)
    // the request is in the server's socket (written by the kernel, not by this blocked loop)...
    const socket = net.connect(Number(new URL(app.origin).port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const answer = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
    })
    socket.write('GET /behind-the-block HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    // ...while the loop is busy for 300 ms before it can read it
    const started = performance.now()
    while (performance.now() - started < 300) {
      // a synchronous render that will not yield
    }
    expect(load.delayMs()).toBeGreaterThan(200)
    const response = await answer
    expect(response).toMatch(/^HTTP\/1\.1 503 /)
    expect(response).toMatch(/\r\nRetry-After: 5\r\n/i)
  } finally {
    load.close()
  }
})
