import crypto from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import { createSessionCookie, createToastCookie, e2eDb, expect, test } from './fixtures.ts'

// The blog's kept pages as HTTP sees them (docs/decisions/0015): anonymous reads of /blog and of a
// post are answered from HTML rendered once, with a fresh nonce and the visit's own view count.

// One test here publishes, edits and deletes posts, which forgets the kept pages: run in parallel
// with the others, it could make a read that expects a kept page meet a freshly rendered one.
test.describe.configure({ mode: 'serial' })

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]

/** GETs `path` until the answer comes from a kept page (the first may render it). */
async function cachedGet(request: import('@playwright/test').APIRequestContext, path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.get(path, { headers: { 'User-Agent': BROWSER, ...headers } })
    if (response.headers()['x-harper-render'] === 'cached') return response
  }
  throw new Error(`${path} was never answered from a kept page`)
}

/** The headers that describe the page (not the connection, the date, the request id or the nonce). */
function pageHeaders(response: APIResponse) {
  // kept pages carry an ETag over their content (0027); a page rendered per visitor has none
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-harper-render', 'x-request-id', 'etag'])
  const nonce = nonceOf(response)!
  return Object.fromEntries(
    Object.entries(response.headers())
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, 'NONCE')]),
  )
}

test('a kept page is what the server renders, with a fresh nonce on every response that its scripts carry', async ({ request }) => {
  const responses = [await cachedGet(request, '/blog'), await cachedGet(request, '/blog')]
  const nonces = responses.map(nonceOf)
  expect(nonces[0]).toBeTruthy()
  expect(nonces[0]).not.toBe(nonces[1])
  for (const [index, response] of responses.entries()) {
    const html = await response.text()
    expect(html).not.toContain('PRERENDER')
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[index]}"`)
  }
  // a toast cookie that carries no toast: rendered by React Router for this visitor, the same page
  const { name } = await createToastCookie({ type: 'success', description: 'unused' })
  const rendered = await request.get('/blog', { headers: { 'User-Agent': BROWSER, Cookie: `${name}=not-a-toast` } })
  expect(rendered.headers()['x-harper-render']).toBeUndefined()
  expect(pageHeaders(rendered)).toEqual(pageHeaders(responses[0]))
  expect(pageHeaders(rendered)).toMatchObject({ vary: expect.stringContaining('Cookie') })
  expect((await rendered.text()).replaceAll(nonceOf(rendered)!, 'NONCE')).toBe((await responses[0].text()).replaceAll(nonces[0]!, 'NONCE'))
})

test('a visitor with a session or a pending toast always gets a page rendered for them', async ({ request, baseURL, insertNewUser }) => {
  await cachedGet(request, '/blog')
  const session = await createSessionCookie((await insertNewUser({ role: 'affiliate' })).id, baseURL!)
  const signedIn = await request.get('/blog', { headers: { Cookie: session.cookieHeader } })
  expect(signedIn.headers()['x-harper-render']).toBeUndefined()
  expect(signedIn.headers()['cache-control']).toContain('no-store')
  const toast = await createToastCookie({ type: 'success', description: 'Logged out successfully.' })
  const toasted = await request.get('/blog', { headers: { Cookie: toast.cookieHeader } })
  expect(toasted.headers()['x-harper-render']).toBeUndefined()
  expect(await toasted.text()).toContain('Logged out successfully.')
})

test("a kept post page counts each reader's visit once and shows the count with it", async ({ request }) => {
  const post = await e2eDb.blogPost.findFirstOrThrow({ where: { status: 'published', publishedAt: { lte: new Date() }, category: 'Pipe Repair' } })
  const path = `/blog/${post.slug}`
  await cachedGet(request, path)
  const counts: number[] = []
  for (let visit = 0; visit < 2; visit++) {
    const response = await request.get(path, { headers: { 'User-Agent': BROWSER } })
    expect(response.headers()['x-harper-render']).toBe('cached')
    const html = await response.text()
    counts.push(Number(/data-testid="view-count">([\d,]+) views<\/span>/.exec(html)![1]!.replaceAll(',', '')))
    // a post ships no JavaScript (routes/blog.$slug.tsx): no hydration data to disagree with the text
    expect(html).not.toContain('__reactRouterContext')
  }
  expect(counts[1]).toBe(counts[0]! + 1)
  // stored with the server's next view tally, within a second (app/blog/view-tally.server.ts)
  await expect.poll(async () => (await e2eDb.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBeGreaterThanOrEqual(counts[1]!)
})

test('admin writes show at once on kept pages: a publish, an edit, a delete (404)', async ({ request, baseURL, insertNewUser }) => {
  const admin = await createSessionCookie((await insertNewUser({ role: 'admin' })).id, baseURL!)
  const tag = crypto.randomUUID().slice(0, 8)
  const fields = {
    intent: 'create',
    title: `E2E kept ${tag}`,
    content: '<p>Roof care for the hurricane season.</p>',
    category: `Kept ${tag}`,
    authorName: 'Harper Home Team',
    status: 'published',
  }
  const adminPost = (form: Record<string, string>) =>
    request.post('/admin/blog', { form, headers: { Cookie: admin.cookieHeader, Origin: baseURL! }, maxRedirects: 0 })
  const list = `/blog?category=${encodeURIComponent(fields.category)}`
  expect(await (await cachedGet(request, list)).text()).not.toContain(fields.title)

  expect((await adminPost(fields)).status()).toBe(302)
  const post = await e2eDb.blogPost.findFirstOrThrow({ where: { title: fields.title } })
  try {
    expect(await (await request.get(list)).text()).toContain(fields.title)
    expect(await (await cachedGet(request, `/blog/${post.slug}`)).text()).toContain(fields.title)

    await adminPost({ ...fields, intent: 'update', id: post.id, title: `${fields.title} edited` })
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain(`${fields.title} edited`)
    expect(await (await cachedGet(request, list)).text()).toContain(`${fields.title} edited`)

    await adminPost({ intent: 'delete', id: post.id })
    expect((await request.get(`/blog/${post.slug}`, { headers: { 'User-Agent': BROWSER } })).status()).toBe(404)
    expect(await (await request.get(list)).text()).not.toContain(fields.title)
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { id: post.id } })
  }
})
