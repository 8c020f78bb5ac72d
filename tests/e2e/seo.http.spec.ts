import { createSessionCookie, e2eDb, expect, test } from './fixtures.ts'
import { INDEXABLE_PAGES, NOINDEX_PATHS, ROBOTS_DISALLOW } from '~/utils/seo.ts'

// What search engines and link previews see: per-page tags, JSON-LD, the sitemap and robots.txt.
// Read from the served HTML (the same with and without JavaScript).

type Tags = { title?: string; canonical?: string; meta: Map<string, string>; jsonLd: unknown[] }

function readTags(html: string): Tags {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string>()
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\s(?:name|property)="([^"]+)"/.exec(tag)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined) meta.set(key, decode(content))
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(head)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
  }
}
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

test('every indexable page has its title, description, absolute canonical and social tags', async ({ request, baseURL }) => {
  const titles = new Set<string>()
  for (const { path } of INDEXABLE_PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const tags = readTags(await response.text())
    const url = new URL(path, baseURL).href
    expect(tags.title, path).toBeTruthy()
    expect(titles.has(tags.title!), `${path}: title is unique`).toBe(false)
    titles.add(tags.title!)
    expect(tags.meta.get('description'), `${path}: description`).toBeTruthy()
    expect(tags.canonical, path).toBe(url)
    expect(tags.meta.get('og:url'), path).toBe(url)
    expect(tags.meta.get('og:title'), path).toBe(tags.title)
    expect(tags.meta.get('og:description'), path).toBe(tags.meta.get('description'))
    expect(tags.meta.get('og:type'), path).toBeTruthy()
    expect(tags.meta.get('og:image'), path).toMatch(new RegExp(`^${baseURL}/`))
    expect(tags.meta.get('twitter:card'), path).toBe('summary_large_image')
    expect(tags.meta.get('twitter:title'), path).toBe(tags.title)
    expect(tags.meta.get('twitter:image'), path).toBe(tags.meta.get('og:image'))
    expect(tags.meta.get('robots'), `${path} must be indexable`).toBeUndefined()
  }
})

test('the social card image is a local 1200×630 PNG', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const image = new URL(readTags(html).meta.get('og:image')!)
  const response = await request.get(image.pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  expect(png.length).toBeLessThan(100_000)
})

test('the spec’s titles: For Vendors omits the product name', async ({ request }) => {
  const tags = readTags(await (await request.get('/for-vendors')).text())
  expect(tags.title).toBe('For Vendors | Join the Trusted Marketplace')
})

test('home and contact describe the business in Cocoa Beach, FL as JSON-LD', async ({ request, baseURL }) => {
  for (const path of ['/', '/contact']) {
    const { jsonLd } = readTags(await (await request.get(path)).text())
    const business = jsonLd.find((item) => (item as { address?: unknown }).address) as
      { '@context': string; name: string; url: string; address: { addressLocality: string; addressRegion: string } } | undefined
    expect(business, `${path} has organisation JSON-LD (organizationJsonLd() in its meta)`).toBeDefined()
    expect(business!['@context']).toBe('https://schema.org')
    expect(business!.name).toBe('Harper Home')
    expect(business!.url).toBe(`${baseURL}/`)
    expect(business!.address).toMatchObject({ addressLocality: 'Cocoa Beach', addressRegion: 'FL' })
  }
})

test('sign-in pages are marked noindex', async ({ request }) => {
  for (const path of ['/vendor-login', '/affiliate-auth', '/admin-auth']) {
    const tags = readTags(await (await request.get(path)).text())
    expect(tags.meta.get('robots'), path).toBe('noindex, nofollow')
  }
})

test('dashboards and admin pages are marked noindex for the people who can open them', async ({ request, baseURL, insertNewUser }) => {
  const pagesFor = { affiliate: ['/affiliate-dashboard'], admin: ['/admin-dashboard', '/admin/blog'] } as const
  for (const [role, paths] of Object.entries(pagesFor) as [keyof typeof pagesFor, readonly string[]][]) {
    const { cookieHeader } = await createSessionCookie((await insertNewUser({ role })).id, baseURL!)
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0, headers: { Cookie: cookieHeader } })
      expect(response.status(), `${role} ${path}`).toBe(200)
      expect(readTags(await response.text()).meta.get('robots'), path).toBe('noindex, nofollow')
    }
  }
})

test('/sitemap.xml lists every public page and every published post, and nothing private', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  for (const { path } of INDEXABLE_PAGES) expect(locs, path).toContain(new URL(path, baseURL).href)

  const published = await e2eDb.blogPost.findMany({ where: { status: 'published' }, select: { slug: true, publishedAt: true } })
  expect(published.length).toBeGreaterThan(0)
  for (const post of published) {
    const loc = `${baseURL}/blog/${post.slug}`
    expect(locs, post.slug).toContain(loc)
    expect(xml).toContain(`<loc>${loc}</loc><lastmod>${post.publishedAt!.toISOString()}</lastmod>`)
  }
  const drafts = await e2eDb.blogPost.findMany({ where: { status: { not: 'published' } }, select: { slug: true } })
  for (const draft of drafts) expect(locs).not.toContain(`${baseURL}/blog/${draft.slug}`)

  expect(locs).toHaveLength(INDEXABLE_PAGES.length + published.length)
  for (const loc of locs) {
    const path = new URL(loc).pathname
    expect(NOINDEX_PATHS as readonly string[], loc).not.toContain(path)
    expect(
      ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix)),
      loc,
    ).toBe(false)
  }
})

test('/robots.txt keeps crawlers out of dashboards, admin and sign-in, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const lines = (await response.text()).split('\n')
  expect(lines[0]).toBe('User-agent: *')
  for (const path of [
    '/admin',
    '/admin/',
    '/admin-auth',
    '/admin-dashboard',
    '/affiliate-auth',
    '/affiliate-dashboard',
    '/vendor-login',
    '/logout',
    '/newsletter/',
  ]) {
    expect(lines, path).toContain(`Disallow: ${path}`)
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(lines.some((line) => line === 'Disallow: /')).toBe(false)
})
