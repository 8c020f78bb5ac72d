import crypto from 'node:crypto'
import { createSessionCookie, e2eDb, expect, test } from './fixtures.ts'

// HTTP caching of public pages and assets (docs/decisions/0027): hashed assets are immutable;
// public pages answered before React Router carry an ETag over their content (a kept blog page's
// nonce left out) and answer 304 to a current If-None-Match; signed-in pages are never stored.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

test('a pre-rendered page: an ETag, no-cache, and a 304 without a body or a policy when it is current', async ({ request }) => {
  const first = await request.get('/how-it-works')
  expect(first.headers()['x-harper-render']).toBe('prerendered')
  const etag = first.headers()['etag']
  expect(etag).toMatch(/^"[\w-]{27}"$/)
  expect(first.headers()['cache-control']).toBe('no-cache')
  // the same bytes, ETag and policy for every response (its scripts are allowed by their hashes)
  const second = await request.get('/how-it-works')
  expect(second.headers()['etag']).toBe(etag)
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])

  const revalidated = await request.get('/how-it-works', { headers: { 'If-None-Match': etag! } })
  expect(revalidated.status()).toBe(304)
  expect(revalidated.headers()['etag']).toBe(etag)
  // the browser keeps the stored policy with its stored body
  expect(revalidated.headers()['content-security-policy']).toBeUndefined()
  expect((await revalidated.body()).length).toBe(0)
  expect((await request.get('/how-it-works', { headers: { 'If-None-Match': '"something-else"' } })).status()).toBe(200)
})

test('the blog list: a 304 while nothing changed, a new ETag once a post is published', async ({ request, baseURL, insertNewUser }) => {
  const tag = crypto.randomUUID().slice(0, 8)
  const list = `/blog?category=${encodeURIComponent(`Etag ${tag}`)}`
  let etag: string | undefined
  for (let attempt = 0; attempt < 3 && !etag; attempt++) {
    const response = await request.get(list, { headers: { 'User-Agent': BROWSER } })
    if (response.headers()['x-harper-render'] === 'cached') etag = response.headers()['etag']
  }
  expect(etag).toBeTruthy()
  expect((await request.get(list, { headers: { 'User-Agent': BROWSER, 'If-None-Match': etag! } })).status()).toBe(304)

  const admin = await createSessionCookie((await insertNewUser({ role: 'admin' })).id, baseURL!)
  const fields = {
    intent: 'create',
    title: `ETag ${tag}`,
    content: '<p>Gutters.</p>',
    category: `Etag ${tag}`,
    authorName: 'Harper Home Team',
    status: 'published',
  }
  expect((await request.post('/admin/blog', { form: fields, headers: { Cookie: admin.cookieHeader, Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(302)
  try {
    const changed = await request.get(list, { headers: { 'User-Agent': BROWSER, 'If-None-Match': etag! } })
    expect(changed.status()).toBe(200)
    expect(await changed.text()).toContain(fields.title)
    expect(changed.headers()['etag'] ?? '').not.toBe(etag)
  } finally {
    await e2eDb.blogPost.deleteMany({ where: { title: fields.title } })
  }
})

test('signed-in pages are never stored and carry no validator; hashed assets are immutable', async ({ request, baseURL, insertNewUser }) => {
  const session = await createSessionCookie((await insertNewUser({ role: 'affiliate' })).id, baseURL!)
  for (const path of ['/blog', '/how-it-works', '/affiliate-dashboard']) {
    const response = await request.get(path, { headers: { Cookie: session.cookieHeader } })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(response.headers()['etag'], path).toBeUndefined()
  }
  const html = await (await request.get('/cipp-pipe-repair')).text()
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const response = await request.get(asset!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
