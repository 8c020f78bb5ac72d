import { createSessionCookie, createToastCookie, expect, test } from './fixtures.ts'
import { PAGE_SERVING, prerenderedPaths, routePatterns } from '~/route-serving.ts'
import routes from '~/routes.ts'
import { executableScripts, scriptsRefusedByPolicy } from './csp.ts'

// The pre-rendered pages as HTTP sees them (docs/decisions/0008-prerendering-and-budgets.md);
// the browser-side budgets are in performance.spec.ts.

/** Pages served with no JavaScript at all (app/route-serving.ts: /privacy, /terms among the pre-rendered). */
const patterns = routePatterns(routes)
const CONTENT_ONLY = Object.entries(PAGE_SERVING).flatMap(([file, serving]) => (serving.js === 'none' ? [patterns.get(file)] : []))

test('a pre-rendered page is served as built: the same bytes each time, under a policy naming its inline scripts’ hashes', async ({ request, baseURL }) => {
  for (const path of prerenderedPaths(routes)) {
    const responses = [await request.get(path), await request.get(path)]
    const bodies = await Promise.all(responses.map((response) => response.text()))
    expect(bodies[1], path).toBe(bodies[0])
    expect(responses[1]!.headers()['content-security-policy'], path).toBe(responses[0]!.headers()['content-security-policy'])
    const [response, html] = [responses[0]!, bodies[0]!]
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-harper-render'], `${path} comes from the pre-rendered file`).toBe('prerendered')
    expect(html, path).not.toContain('PRERENDER')
    expect(html, path).not.toContain('nonce=')
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
    // content-only pages ship no script at all (issue #13); every other page has some
    expect(executableScripts(html).length > 0, path).toBe(!CONTENT_ONLY.includes(path))
    expect(scriptsRefusedByPolicy(html, response.headers()['content-security-policy'] ?? ''), path).toEqual([])
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
