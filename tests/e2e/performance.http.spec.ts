import { createSessionCookie, createToastCookie, expect, test } from './fixtures.ts'
import { prerenderedPaths } from '../../app/utils/seo.ts'

// The pre-rendered pages as HTTP sees them (docs/decisions/0008-prerendering-and-budgets.md);
// the browser-side budgets are in performance.spec.ts.

/** Pre-rendered pages that are not hydrated and have no island (routes/privacy.tsx, routes/terms.tsx). */
const CONTENT_ONLY = ['/privacy', '/terms']

test('a pre-rendered page is served as built, with a fresh nonce that matches its scripts', async ({ request, baseURL }) => {
  for (const path of prerenderedPaths()) {
    const responses = [await request.get(path), await request.get(path)]
    const nonces = responses.map((response) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1])
    expect(nonces[0], path).toBeTruthy()
    expect(nonces[0], `${path}: a new nonce per response`).not.toBe(nonces[1])
    for (const [index, response] of responses.entries()) {
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-harper-render'], `${path} comes from the pre-rendered file`).toBe('prerendered')
      const html = await response.text()
      expect(html, path).not.toContain('PRERENDER')
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/application\/(?:ld\+)?json/.test(tag))
      // content-only pages ship no script at all (issue #13); every other page has some
      expect(scripts.length > 0, path).toBe(!CONTENT_ONLY.includes(path))
      for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonces[index]}"`)
    }
  }
})

test('query strings, sessions and pending toasts get a server-rendered page', async ({ request, baseURL, insertNewUser }) => {
  expect((await request.get('/cipp-pipe-repair?step=2')).headers()['x-harper-render']).toBeUndefined()
  expect((await request.get('/terms', { headers: { Cookie: 'theme=dark' } })).headers()['x-harper-render']).toBe('prerendered')
  const session = await createSessionCookie((await insertNewUser({ role: 'affiliate' })).id, baseURL!)
  expect((await request.get('/terms', { headers: { Cookie: `theme=dark; ${session.cookieHeader}` } })).headers()['x-harper-render']).toBeUndefined()
  const toast = await createToastCookie({ type: 'success', description: 'Logged out successfully.' })
  expect((await request.get('/terms', { headers: { Cookie: toast.cookieHeader } })).headers()['x-harper-render']).toBeUndefined()
})
