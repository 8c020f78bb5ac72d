import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { pino } from 'pino'
import { describe, expect, test } from 'vitest'
import { PRERENDER_PLACEHOLDERS } from '~/utils/seo.ts'
import { inlineScriptHashes, preferredEncoding, preparePrerenderedPage, prerenderedResponder } from './prerendered.ts'

const { nonce: NONCE, origin: ORIGIN } = PRERENDER_PLACEHOLDERS
const context = 'window.__reactRouterContext = {"url":"/how-it-works"};'
const entry = 'import "/assets/entry.client.js";'
const TEMPLATE = `<!DOCTYPE html><html><head><link rel="canonical" href="${ORIGIN}/how-it-works"/>
<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>
<script type="application/ld+json">{"@id":"${ORIGIN}/"}</script></head>
<body><h1>How it works</h1><script nonce="${NONCE}">${context}</script><script nonce="${NONCE}" type="module" async="">${entry}</script></body></html>`
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64')

describe('preparePrerenderedPage', () => {
  const page = preparePrerenderedPage(TEMPLATE, 'https://harper.example', { 'X-Content-Type-Options': 'nosniff' })
  const html = page.bodies.identity.toString()
  const header = (name: string) => page.headers[page.headers.indexOf(name) + 1]

  test('the origin is this server’s and no nonce is left; the policy names each inline script’s hash and no nonce', () => {
    expect(html).toContain('href="https://harper.example/how-it-works"')
    expect(html).not.toContain('nonce')
    expect(html).not.toContain(ORIGIN)
    const csp = header('Content-Security-Policy')!
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(context)}' 'sha256-${sha256(entry)}';`)
    expect(csp).not.toContain('nonce')
    expect(csp).toContain("object-src 'none'")
    // JSON-LD is data, not code: no hash for it
    expect(inlineScriptHashes(html)).toEqual([sha256(context), sha256(entry)])
  })

  test('gzip and brotli bodies are the same page, worked out once; one strong ETag', () => {
    expect(zlib.gunzipSync(page.bodies.gzip).toString()).toBe(html)
    expect(zlib.brotliDecompressSync(page.bodies.br).toString()).toBe(html)
    expect(page.bodies.br.length).toBeLessThan(html.length)
    expect(page.etag).toMatch(/^"[\w-]{27}"$/)
    expect(header('X-Content-Type-Options')).toBe('nosniff')
  })

  test('a page pre-rendered without the nonce placeholder is refused', () => {
    expect(() => preparePrerenderedPage('<script>alert(1)</script>', 'https://harper.example', {})).toThrow(/nonce placeholder/)
  })
})

test.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0, gzip;q=0', 'identity'],
  ['*', 'br'],
  ['*;q=0, gzip', 'gzip'],
  ['identity', 'identity'],
  ['deflate', 'identity'],
] as const)('Accept-Encoding %j → %s', (header, expected) => {
  expect(preferredEncoding(header)).toBe(expected)
})

describe('prerenderedResponder', async () => {
  const lines: Array<Record<string, unknown>> = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  const page = preparePrerenderedPage(TEMPLATE, 'https://harper.example', { 'X-Frame-Options': 'DENY' })
  const respond = prerenderedResponder({ pages: new Map([['/how-it-works', page]]), perRequestCookie: /harper_session=/, logger })
  const server = http.createServer((req, res) => {
    if (!respond(req, res)) res.writeHead(299).end('rendered')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch would decompress the body and hide Content-Encoding
      http
        .request(`${origin}${path}`, { method, headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
        .end()
    })

  test('the page in the encoding the client takes, with its headers, logged and given a request id', async () => {
    const plain = await get('/how-it-works', { 'X-Request-Id': 'edge-7' })
    expect(plain.status).toBe(200)
    expect(plain.body.equals(page.bodies.identity)).toBe(true)
    expect(plain.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
      'x-harper-render': 'prerendered',
      'cache-control': 'no-cache',
      vary: 'Cookie, Accept-Encoding',
      etag: page.etag,
      'x-request-id': 'edge-7',
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await get('/how-it-works', { 'Accept-Encoding': 'gzip, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).equals(page.bodies.identity)).toBe(true)
    expect(brotli.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const gzip = await get('/how-it-works', { 'Accept-Encoding': 'gzip' })
    expect(zlib.gunzipSync(gzip.body).equals(page.bodies.identity)).toBe(true)
    expect(lines.at(-3)).toMatchObject({ msg: 'request completed', requestId: 'edge-7', req: { method: 'GET', path: '/how-it-works' }, res: { status: 200 } })
  })

  test('a current If-None-Match gets a 304 without a body or a policy; HEAD gets the headers only', async () => {
    const revalidated = await get('/how-it-works', { 'If-None-Match': `"other", ${page.etag}` })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
    expect(revalidated.headers.etag).toBe(page.etag)
    const head = await get('/how-it-works', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(page.bodies.identity.length))
    expect(head.body.length).toBe(0)
  })

  test('a query string, a session cookie, another method or another path is left to the app', async () => {
    expect((await get('/how-it-works?utm=1')).status).toBe(299)
    expect((await get('/how-it-works', { Cookie: 'theme=dark; harper_session=abc' })).status).toBe(299)
    expect((await get('/how-it-works', {}, 'POST')).status).toBe(299)
    expect((await get('/how-it-works/')).status).toBe(299)
    expect((await get('/how-it-works', { Cookie: 'theme=dark' })).status).toBe(200)
    server.close()
  })
})
