import { expect, test } from './fixtures.ts'

test('every HTML response carries an enforced CSP whose nonce is on every script', async ({ request }) => {
  // (/, /privacy, /terms and posts are left out: they ship no page scripts — `hydrate: false`)
  for (const path of ['/admin-auth', '/no-such-page', '/find-services', '/how-it-works' /* pre-rendered */]) {
    const response = await request.get(path)
    const csp = response.headers()['content-security-policy']
    expect(csp, path).toBeTruthy()
    expect(response.headers()['content-security-policy-report-only']).toBeUndefined()
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const scripts = executableScripts(await response.text())
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`)
  }
})

/**
 * The opening tags of every script the browser would execute. Data blocks (JSON-LD,
 * `type="application/json"`) are not code: the CSP does not apply to them and they need no nonce.
 */
function executableScripts(html: string) {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => {
      const type = /\stype=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase()
      return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
    })
}

test('nonces differ between responses', async ({ request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy'])![1]
  expect(await nonceOf()).not.toBe(await nonceOf())
})

test('baseline headers on every response', async ({ request }) => {
  for (const path of ['/', '/healthz', '/favicon.svg']) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  }
})

test('/healthz answers 200 after a database round trip', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
})

test('a cross-site POST to a resource route is refused', async ({ request }) => {
  const response = await request.post('/logout', { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, maxRedirects: 0 })
  expect(response.status()).toBe(403)
})

test("home's one executable script is Harper's island, under the response's CSP nonce", async ({ request }) => {
  const response = await request.get('/')
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-")
  const scripts = executableScripts(await response.text())
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatch(new RegExp(`^<script type="module" src="/assets/chat-island\\.client-[\\w-]+\\.js" nonce="${nonce!.replace(/[+/=]/g, '\\$&')}">$`))
})
