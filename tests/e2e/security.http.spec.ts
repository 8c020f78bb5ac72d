import { executableScripts, scriptsRefusedByPolicy } from './csp.ts'
import { expect, test } from './fixtures.ts'

test('every HTML response carries an enforced CSP that lets every script on the page run', async ({ request }) => {
  // (/privacy, /terms, /how-it-works and posts are left out: they ship no page scripts — app/route-serving.ts)
  for (const path of ['/admin-auth', '/no-such-page', '/find-services', '/cipp-pipe-repair' /* pre-rendered, an island */, '/' /* pre-rendered, an island */]) {
    const response = await request.get(path)
    const csp = response.headers()['content-security-policy']
    expect(csp, path).toBeTruthy()
    expect(response.headers()['content-security-policy-report-only']).toBeUndefined()
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(executableScripts(html).length, path).toBeGreaterThan(0)
    expect(scriptsRefusedByPolicy(html, csp), path).toEqual([])
    // a page rendered per request names its nonce; a pre-rendered one names its inline scripts' hashes
    const prerendered = response.headers()['x-harper-render'] === 'prerendered'
    expect(csp, path).toMatch(prerendered ? /script-src 'self'( 'sha256-[\w+/]+=*')*;/ : /script-src 'self' 'nonce-[\w+/]+=*' 'strict-dynamic';/)
    // what the policy refuses: an injected inline script, and under a nonce an injected external one
    expect(scriptsRefusedByPolicy('<script>alert(1)</script>', csp)).toHaveLength(1)
    if (!prerendered) expect(scriptsRefusedByPolicy('<script src="/assets/x.js"></script>', csp)).toHaveLength(1)
  }
})

test('nonces differ between responses', async ({ request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/admin-auth')).headers()['content-security-policy'])![1]
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

test("home's one executable script is Harper's island, a module file the pre-rendered page's policy allows as 'self'", async ({ request }) => {
  const response = await request.get('/')
  expect(response.headers()['x-harper-render']).toBe('prerendered')
  expect(response.headers()['content-security-policy']).toContain("script-src 'self';")
  const scripts = executableScripts(await response.text())
  expect(scripts).toHaveLength(1)
  // React's bootstrap module (entry.server), with no nonce: the pre-rendered page's policy allows it as 'self'
  expect(scripts[0]!.tag).toMatch(/^<script type="module" src="\/assets\/harper-chat\.client-[\w-]+\.js" id="[^"]+" async="">$/)
})
