import crypto from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { BLOG_MESSAGES } from '~/blog/blog-post-schema.ts'
import { invalidateBlogCache } from '~/blog/cache.server.ts'
import { sanitizePostHtml } from '~/blog/html.server.ts'
import { VIEW_COUNT_PLACEHOLDER, visitCacheableBlogPage, type CachedPage } from '~/blog/page-cache.server.ts'
import { dateToZonedLocal } from '~/blog/publishing.ts'
import { xmlCharactersOnly } from '~/blog/rss-feed.ts'
import { storePendingPostViews } from '~/blog/view-tally.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { action as adminBlogAction, loader as adminBlogLoader } from '~/routes/admin.blog.tsx'
import { loader as postLoader } from '~/routes/blog.$slug.tsx'
import { loader as rssLoader } from '~/routes/blog.rss.xml.ts'
import { loader as blogLoader } from '~/routes/blog.tsx'
import { loader as sitemapLoader } from '~/routes/sitemap.xml.ts'
import { db } from '~/utils/db.server.ts'
import { htmlEntitiesDecoded, readRssFeed } from '../fixtures/rss-reader.ts'
import { BASE_URL, cookieFrom, formRequest, getRequest, outcome, replyErrors, routeArgs, sessionCookieFor } from './helpers.ts'

// The blog against a real database (SQLite by default, PostgreSQL with TEST_DATABASE_URL). Each
// test makes its own category or search word, so other rows in the database do not matter.

const args = routeArgs
const unique = (prefix: string) => `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const DAY = 86_400_000

type ListData = {
  posts: Array<{ slug: string; title: string }>
  total: number
  totalPages: number
  categories: Array<{ category: string; count: number }>
  popular: Array<{ slug: string }>
  error: string | null
}
type PostData = { post: { id: string; slug: string; content: string; viewCount: number; readingMinutes: number }; preview: boolean }

/** Rows written straight to the database, as another process would; the cache is cleared after. */
async function insertPost(fields: {
  title?: string
  category?: string
  status?: string
  publishedAt?: Date | null
  viewCount?: number
  content?: string
  excerpt?: string
  searchText?: string
  authorName?: string
  tags?: string[]
}) {
  const title = fields.title ?? unique('Post ')
  const content = fields.content ?? '<p>Body</p>'
  const post = await db.blogPost.create({
    data: {
      title,
      slug: unique('post-'),
      content,
      excerpt: fields.excerpt ?? null,
      category: fields.category ?? unique('Cat'),
      status: fields.status ?? 'published',
      publishedAt: fields.publishedAt === undefined ? new Date(Date.now() - DAY) : fields.publishedAt,
      viewCount: fields.viewCount ?? 0,
      keywords: [],
      tags: fields.tags ?? [],
      ...(fields.authorName === undefined ? {} : { authorName: fields.authorName }),
      searchText: fields.searchText ?? `${title} ${fields.excerpt ?? ''} ${content}`.toLowerCase(),
    },
  })
  invalidateBlogCache()
  return post
}

async function list(query: string) {
  const result = await outcome(blogLoader(args(getRequest(`/blog${query}`))))
  return { status: result.status, data: result.data as ListData }
}

function visit(slug: string, { userAgent = BROWSER, cookie }: { userAgent?: string | null; cookie?: string } = {}) {
  const headers: Record<string, string> = {}
  if (userAgent) headers['User-Agent'] = userAgent
  if (cookie) headers.Cookie = cookie
  return outcome(postLoader(args(new Request(`${BASE_URL}/blog/${slug}`, { headers }), { slug })))
}

/** A user with these roles and a live session (no password: signing in is tested in auth.test.ts). */
async function signedIn(roles: Role[]) {
  const user = await db.user.create({
    data: { email: `${unique('blog')}@example.test`, name: 'Blog Tester', roles: { create: roles.map((role) => ({ role })) } },
  })
  return { user, cookie: await sessionCookieFor(user.id) }
}

function postFields(overrides: Record<string, string> = {}) {
  return {
    intent: 'create',
    title: unique('Admin Post '),
    content: '<p>Roof care for the hurricane season.</p>',
    category: unique('Cat'),
    authorName: 'Harper Home Team',
    status: 'draft',
    ...overrides,
  }
}

async function adminPost(cookie: string, fields: Record<string, string>) {
  return outcome(adminBlogAction(args(formRequest('/admin/blog', fields, { cookie }))))
}

describe('/blog list', () => {
  test('8 published posts per page, newest first, with the exact total; drafts and scheduled posts are left out', async () => {
    const category = unique('Cat')
    for (let index = 0; index < 10; index++) await insertPost({ title: `Post ${index}`, category, publishedAt: new Date(Date.now() - (index + 1) * DAY) })
    await insertPost({ category, status: 'draft', publishedAt: null })
    await insertPost({ category, publishedAt: new Date(Date.now() + DAY) })

    const first = await list(`?category=${encodeURIComponent(category)}`)
    expect(first.status).toBe(200)
    expect(first.data.total).toBe(10)
    expect(first.data.totalPages).toBe(2)
    expect(first.data.posts.map((post) => post.title)).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6', 'Post 7'])
    const second = await list(`?category=${encodeURIComponent(category)}&page=2`)
    expect(second.data.posts.map((post) => post.title)).toEqual(['Post 8', 'Post 9'])
    expect(first.data.categories.find((entry) => entry.category === category)?.count).toBe(10)
  })

  test('search is case-insensitive over title, excerpt and content, beyond ASCII, and takes % literally', async () => {
    const word = unique('zq')
    const category = unique('Cat')
    const inTitle = await insertPost({ category, title: `${word.toUpperCase()} in the title` })
    const inExcerpt = await insertPost({ category, excerpt: `about ${word}` })
    const inContent = await insertPost({ category, content: `<p>Deep in the <strong>${word.toUpperCase()}</strong> text</p>` })
    await insertPost({ category, title: 'Unrelated' })
    const accented = await insertPost({ category, title: `ÉCLAIR ${word}`, searchText: `éclair ${word}` })

    const found = await list(`?q=${encodeURIComponent(word.toUpperCase())}`)
    expect(found.data.posts.map((post) => post.slug).sort()).toEqual([inTitle.slug, inExcerpt.slug, inContent.slug, accented.slug].sort())
    const lower = await list(`?q=${encodeURIComponent(`éclair ${word}`)}`)
    expect(lower.data.posts.map((post) => post.slug)).toEqual([accented.slug])
    const both = await list(`?q=${word}&category=${encodeURIComponent(category)}&page=1`)
    expect(both.data.total).toBe(4)
    for (const wildcard of ['%', '_', `${word.slice(0, 3)}%`]) {
      expect((await list(`?q=${encodeURIComponent(wildcard)}&category=${encodeURIComponent(category)}`)).data.total).toBe(0)
    }
    const percent = await insertPost({ category, title: `Save 30-50% ${word}` })
    expect((await list(`?q=${encodeURIComponent('50% ')}&category=${encodeURIComponent(category)}`)).data.posts.map((post) => post.slug)).toEqual([
      percent.slug,
    ])
  })

  test('nothing found: no posts, the page still renders (the component shows the spec message)', async () => {
    const result = await list(`?q=${unique('nothing')}`)
    expect(result.status).toBe(200)
    expect(result.data.posts).toEqual([])
    expect(result.data.total).toBe(0)
  })

  test('the 3 most viewed public posts', async () => {
    const top = await insertPost({ viewCount: 9_000_001 })
    const second = await insertPost({ viewCount: 9_000_000 })
    const third = await insertPost({ viewCount: 8_999_999 })
    await insertPost({ status: 'draft', publishedAt: null, viewCount: 9_999_999 })
    const result = await list('')
    expect(result.data.popular.map((post) => post.slug)).toEqual([top.slug, second.slug, third.slug])
  })
})

describe('/blog/:slug', () => {
  test('a published post: sanitised content, reading time; a browser visit counts once', async () => {
    const post = await insertPost({ content: '<p>Safe</p><script>alert(1)</script>', viewCount: 41 })
    const first = await visit(post.slug)
    expect(first.status).toBe(200)
    const data = first.data as PostData
    expect(data.post.content).toBe('<p>Safe</p>')
    expect(data.post.readingMinutes).toBe(1)
    expect(data.post.viewCount).toBe(42)
    expect((await visit(post.slug)).data).toMatchObject({ post: { viewCount: 43 } })
    // stored with the next tally (within a second, or at shutdown)
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(43)
    expect((await visit(post.slug)).data).toMatchObject({ post: { viewCount: 44 } })
  })

  test('bots and requests without a user agent are not counted', async () => {
    const post = await insertPost({ viewCount: 5 })
    await visit(post.slug, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await visit(post.slug, { userAgent: null })
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(5)
  })

  test('concurrent visits are all counted, each reader shown their own count, and stored in one update', async () => {
    const post = await insertPost({ viewCount: 0 })
    const results = await Promise.all(Array.from({ length: 25 }, () => visit(post.slug)))
    expect(results.every((result) => result.status === 200)).toBe(true)
    expect(new Set(results.map((result) => (result.data as PostData).post.viewCount))).toEqual(new Set(Array.from({ length: 25 }, (_, index) => index + 1)))
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(25)
  })

  test('the tally is stored within a second without being asked, and a failed store keeps the views', async () => {
    const post = await insertPost({ viewCount: 7 })
    await visit(post.slug)
    await expect.poll(async () => (await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount, { timeout: 3_000 }).toBe(8)
    await visit(post.slug)
    const update = vi.spyOn(db.blogPost, 'updateMany').mockRejectedValueOnce(new Error('database is locked'))
    await storePendingPostViews()
    expect(update).toHaveBeenCalledTimes(1)
    update.mockRestore()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(8)
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(9)
  })

  test('missing, draft and scheduled slugs answer 404', async () => {
    const draft = await insertPost({ status: 'draft', publishedAt: null })
    const scheduled = await insertPost({ publishedAt: new Date(Date.now() + DAY) })
    for (const slug of [unique('missing-'), draft.slug, scheduled.slug]) expect((await visit(slug)).status).toBe(404)
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: draft.id } })).viewCount).toBe(0)
  })

  test('a post deleted by another process is 404 at once, even when its page is cached', async () => {
    const post = await insertPost({})
    expect((await visit(post.slug)).status).toBe(200)
    await db.blogPost.delete({ where: { id: post.id } }) // not through savePost: the cache is not cleared
    expect((await visit(post.slug)).status).toBe(404)
  })

  test('an admin previews a draft (not counted); anyone else gets 404', async () => {
    const draft = await insertPost({ status: 'draft', publishedAt: null })
    const { cookie } = await signedIn(['moderator'])
    const preview = await visit(draft.slug, { cookie })
    expect(preview.status).toBe(200)
    expect((preview.data as PostData).preview).toBe(true)
    expect(preview.headers.get('Cache-Control')).toContain('no-store')
    const affiliate = await signedIn(['affiliate'])
    expect((await visit(draft.slug, { cookie: affiliate.cookie })).status).toBe(404)
    // an admin who has given only the password (aal1) is not an admin yet (docs/decisions/0023)
    const passwordOnly = await sessionCookieFor((await signedIn(['moderator'])).user.id, { aal: 'aal1' })
    expect((await visit(draft.slug, { cookie: passwordOnly })).status).toBe(404)
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: draft.id } })).viewCount).toBe(0)
  })
})

describe('/admin/blog access', () => {
  test('anonymous visitors go to /admin-auth', async () => {
    const result = await outcome(adminBlogLoader(args(getRequest('/admin/blog'))))
    expect(result.status).toBe(302)
    expect(result.location).toBe('/admin-auth?redirectTo=%2Fadmin%2Fblog')
    const posted = await outcome(adminBlogAction(args(formRequest('/admin/blog', postFields()))))
    expect(posted.location).toMatch(/^\/admin-auth/)
  })

  test("signed-in non-admins get 'Unauthorized access' and go to /, for the page and for every write", async () => {
    const { cookie } = await signedIn(['affiliate'])
    const page = await outcome(adminBlogLoader(args(getRequest('/admin/blog', { cookie }))))
    expect(page.status).toBe(302)
    expect(page.location).toBe('/')
    const { getToast } = await import('~/utils/toast.server.ts')
    const { toast } = await getToast(getRequest('/', { cookie: cookieFrom(page) }))
    expect(toast?.description).toBe(BLOG_MESSAGES.unauthorized)
    const fields = postFields({ status: 'published' })
    const write = await adminPost(cookie, fields)
    expect(write.location).toBe('/')
    expect(await db.blogPost.count({ where: { title: fields.title } })).toBe(0)
  })

  test('super_admin and moderator see every post, drafts included, newest first by creation', async () => {
    for (const role of ['super_admin', 'moderator'] as const) {
      const { cookie } = await signedIn([role])
      const older = await insertPost({ status: 'draft', publishedAt: null })
      const newer = await insertPost({})
      const page = await outcome(adminBlogLoader(args(getRequest('/admin/blog', { cookie }))))
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toContain('no-store')
      const slugs = (page.data as { posts: Array<{ slug: string }> }).posts.map((post) => post.slug)
      expect(slugs.indexOf(newer.slug)).toBeGreaterThanOrEqual(0)
      expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug))
    }
  })
})

describe('/admin/blog actions', () => {
  test('create a draft (not public) → publish it (public, dated now) → edit it (date kept) → delete it (404)', async () => {
    const { cookie, user } = await signedIn(['super_admin'])
    const fields = postFields({ title: `Hurricane Prep: ${unique('Roofs ')}!`, tags: ' roofing, storms ,', keywords: 'roof,  florida' })
    const created = await adminPost(cookie, fields)
    expect(created.status).toBe(302)
    expect(created.location).toBe('/admin/blog')
    const { getToast } = await import('~/utils/toast.server.ts')
    expect((await getToast(getRequest('/', { cookie: cookieFrom(created) }))).toast?.description).toBe(BLOG_MESSAGES.created)
    const draft = await db.blogPost.findFirstOrThrow({ where: { title: fields.title } })
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, authorId: user.id, tags: ['roofing', 'storms'], keywords: ['roof', 'florida'] })
    expect(draft.slug).toMatch(/^hurricane-prep-roofs-[a-z0-9]+$/)
    expect((await visit(draft.slug)).status).toBe(404)

    const before = Date.now()
    const published = await adminPost(cookie, { ...fields, intent: 'update', id: draft.id, status: 'published' })
    expect((await getToast(getRequest('/', { cookie: cookieFrom(published) }))).toast?.description).toBe(BLOG_MESSAGES.updated)
    const live = await db.blogPost.findUniqueOrThrow({ where: { id: draft.id } })
    expect(live.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(live.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now())
    expect((await visit(live.slug)).status).toBe(200)
    expect((await list(`?category=${encodeURIComponent(fields.category)}`)).data.posts.map((post) => post.slug)).toEqual([live.slug])

    // the form shows the stored date to the minute; saving it unchanged keeps the exact date
    await adminPost(cookie, {
      ...fields,
      intent: 'update',
      id: draft.id,
      status: 'published',
      title: `${fields.title} (updated)`,
      publishedAt: dateToZonedLocal(live.publishedAt!),
    })
    const edited = await db.blogPost.findUniqueOrThrow({ where: { id: draft.id } })
    expect(edited.title).toBe(`${fields.title} (updated)`)
    expect(edited.publishedAt).toEqual(live.publishedAt)
    expect(edited.slug).toBe(live.slug)

    const deleted = await adminPost(cookie, { intent: 'delete', id: draft.id })
    expect((await getToast(getRequest('/', { cookie: cookieFrom(deleted) }))).toast?.description).toBe(BLOG_MESSAGES.deleted)
    expect(await db.blogPost.count({ where: { id: draft.id } })).toBe(0)
    expect((await visit(live.slug)).status).toBe(404)
    expect((await list(`?category=${encodeURIComponent(fields.category)}`)).data.posts).toEqual([])
  })

  test('a new post saved as published is public at once; a future date schedules it', async () => {
    const { cookie } = await signedIn(['moderator'])
    const now = await adminPost(cookie, postFields({ status: 'published' }))
    expect(now.status).toBe(302)
    const future = new Date(Date.now() + 3 * DAY)
    const fields = postFields({ status: 'published', publishedAt: dateToZonedLocal(future) })
    await adminPost(cookie, fields)
    const scheduled = await db.blogPost.findFirstOrThrow({ where: { title: fields.title } })
    expect(Math.abs(scheduled.publishedAt!.getTime() - future.getTime())).toBeLessThan(60_000)
    expect((await visit(scheduled.slug)).status).toBe(404)
    expect((await list(`?category=${encodeURIComponent(fields.category)}`)).data.total).toBe(0)
    // when it falls due it appears (moved into the past here, as time would)
    await db.blogPost.update({ where: { id: scheduled.id }, data: { publishedAt: new Date(Date.now() - 1000) } })
    invalidateBlogCache()
    expect((await visit(scheduled.slug)).status).toBe(200)
  })

  test('the same title twice gets a numeric suffix; an explicit slug is normalised and kept unique', async () => {
    const { cookie } = await signedIn(['super_admin'])
    const title = unique('Seawall Basics ')
    await adminPost(cookie, postFields({ title }))
    await adminPost(cookie, postFields({ title }))
    const slugs = (await db.blogPost.findMany({ where: { title }, orderBy: { createdAt: 'asc' }, select: { slug: true } })).map((row) => row.slug)
    expect(slugs[1]).toBe(`${slugs[0]}-2`)
    await adminPost(cookie, postFields({ title: unique('Other '), slug: slugs[0] }))
    expect(await db.blogPost.count({ where: { slug: `${slugs[0]}-3` } })).toBe(1)
  })

  test('invalid input answers 400 with the messages under the fields and stores nothing', async () => {
    const { cookie } = await signedIn(['super_admin'])
    const fields = postFields({ title: '', content: '', category: '', authorName: '', featuredImageUrl: 'javascript:alert(1)' })
    const result = await adminPost(cookie, fields)
    expect(result.status).toBe(400)
    const errors = replyErrors(result.data)
    expect(errors.title).toEqual([BLOG_MESSAGES.titleRequired])
    expect(errors.content).toEqual([BLOG_MESSAGES.contentRequired])
    expect(errors.category).toEqual([BLOG_MESSAGES.categoryRequired])
    expect(errors.authorName).toEqual([BLOG_MESSAGES.authorRequired])
    expect(errors.featuredImageUrl).toEqual([BLOG_MESSAGES.featuredImage])
    // content that is only a script is empty once cleaned
    const onlyScript = await adminPost(cookie, postFields({ content: '<script>alert(1)</script>' }))
    expect(onlyScript.status).toBe(400)
    expect(replyErrors(onlyScript.data).content).toEqual([BLOG_MESSAGES.contentRequired])
  })

  test('an unknown intent, or a delete without an id, answers 400 and changes nothing', async () => {
    const { cookie } = await signedIn(['super_admin'])
    expect((await adminPost(cookie, { intent: 'publish-everything' })).status).toBe(400)
    expect((await adminPost(cookie, {})).status).toBe(400)
    expect((await adminPost(cookie, { intent: 'delete' })).status).toBe(400)
  })

  test("updating or deleting a post that is gone: 'Failed to save post' / 'Failed to delete post'", async () => {
    const { cookie } = await signedIn(['super_admin'])
    const update = await adminPost(cookie, postFields({ intent: 'update', id: 'does-not-exist' }))
    expect(update.status).toBe(404)
    expect((replyErrors(update.data) as Record<string, string[]>)[''] ?? []).toContain(BLOG_MESSAGES.saveFailed)
    const removal = await adminPost(cookie, { intent: 'delete', id: 'does-not-exist' })
    const { getToast } = await import('~/utils/toast.server.ts')
    expect((await getToast(getRequest('/', { cookie: cookieFrom(removal) }))).toast).toMatchObject({ type: 'error', description: BLOG_MESSAGES.deleteFailed })
  })

  test('XSS payloads are stored cleaned and rendered inert', async () => {
    const { cookie } = await signedIn(['super_admin'])
    const payload = [
      '<p>Intro</p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<img src="https://cdn.example/roof.png" onerror="alert(3)" alt="roof">',
      '<a href="javascript:alert(4)">click</a>',
      '<a href="https://example.com/guide">guide</a>',
      '<svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('')
    const fields = postFields({ status: 'published', content: payload })
    await adminPost(cookie, fields)
    const stored = await db.blogPost.findFirstOrThrow({ where: { title: fields.title } })
    for (const html of [stored.content, ((await visit(stored.slug)).data as PostData).post.content]) {
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg|<iframe/i)
      expect(html).toContain('<img src="https://cdn.example/roof.png" alt="roof"')
      expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">guide</a>')
    }
    // a row written around the app (an import, a manual fix) is cleaned when rendered too
    const raw = await insertPost({ content: '<p>ok</p><img src=x onerror=alert(7)><a href="javascript:alert(8)">x</a>' })
    const rendered = ((await visit(raw.slug)).data as PostData).post.content
    expect(rendered).toBe('<p>ok</p><a>x</a>')
  })
})

describe('feeds', () => {
  test('RSS lists public posts and not drafts; the sitemap lists public posts with their dates', async () => {
    const live = await insertPost({ title: unique('Feed live '), publishedAt: new Date() })
    const draft = await insertPost({ title: unique('Feed draft '), status: 'draft', publishedAt: null })
    const rss = (await rssLoader()) as Response
    expect(rss.headers.get('Content-Type')).toContain('application/rss+xml')
    const xml = await rss.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(live.title)
    expect(xml).not.toContain(draft.title)
    const sitemap = await ((await sitemapLoader()) as Response).text()
    expect(sitemap).toContain(`/blog/${live.slug}</loc><lastmod>${live.publishedAt!.toISOString()}</lastmod>`)
    expect(sitemap).not.toContain(draft.slug)
  })

  test('a post with hostile text keeps the feed well-formed XML, inert, and its text as written', async () => {
    // `]]>` more than once (the `feed` library split only the first, so the second closed the CDATA
    // section and the rest was markup), tags, entities, a CDATA opener, characters XML 1.0 cannot
    // carry (controls, U+FFFE/U+FFFF), emoji and a carriage return. Lone surrogates cannot be stored
    // (Prisma refuses them; a form post carries them as U+FFFD): app/blog/rss-feed.test.ts has them.
    const hostile = (label: string) =>
      `${unique(label)} ]]> <script>alert(1)</script> ]]> <h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(2)</h:script> ]]> ` +
      `Tom & Jerry &amp; &lt; <![CDATA[ x ]]> \u0001\u0008\u000b\u001f\ufffe\uffff 🏠 end\r\n`
    const inserted = await insertPost({
      title: hostile('Hostile title '),
      excerpt: hostile('Hostile excerpt '),
      content: `<p>a ]]> b ]]> <![CDATA[ c</p><script>alert(3)</script><p>${hostile('Hostile content ')}</p>`,
      category: hostile('Cat '),
      tags: [hostile('tag ')],
      authorName: hostile('Author '),
      publishedAt: new Date(),
    })
    const stored = await db.blogPost.findUniqueOrThrow({ where: { id: inserted.id } })

    const xml = await ((await rssLoader()) as Response).text()
    const feed = readRssFeed(xml)
    expect(feed.foreignElements).toEqual([])
    expect(feed.elements.filter((key) => /\bscript$/i.test(key))).toEqual([])
    const item = feed.items.find((entry) => entry.link.endsWith(`/blog/${stored.slug}`))!
    expect(item).toBeDefined()
    expect(item.title).toBe(xmlCharactersOnly(stored.title))
    // the description is HTML to a reader: the excerpt is plain text, so a reader shows it as typed
    expect(htmlEntitiesDecoded(item.description)).toBe(xmlCharactersOnly(stored.excerpt!))
    expect(item.content).toBe(xmlCharactersOnly(sanitizePostHtml(stored.content)))
    expect(item.content).not.toMatch(/<script/i)
    expect(item.creator).toBe(xmlCharactersOnly(stored.authorName))
    expect(item.categories).toEqual([xmlCharactersOnly(stored.category), ...(stored.tags as string[]).map(xmlCharactersOnly)])
  })
})

describe('kept pages (app/blog/page-cache.server.ts, served by server/cached-pages.ts)', () => {
  const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

  function anonymousVisit(path: string, { userAgent = BROWSER, method = 'GET' }: { userAgent?: string; method?: string } = {}) {
    return visitCacheableBlogPage(new Request(`${BASE_URL}${path}`, { method, headers: { 'User-Agent': userAgent } }))
  }

  /** A page as server/cached-pages.ts renders one to keep: the route's loader with `pageTemplate`, its data as the HTML. */
  function templateOf(path: string) {
    return async (): Promise<CachedPage> => {
      const request = new Request(`${BASE_URL}${path}`)
      const context = { cspNonce: 'NONCE-PLACEHOLDER', clientAddress: null, pageTemplate: true }
      const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : null
      const result = await outcome(slug ? postLoader({ request, params: { slug }, context } as never) : blogLoader({ request, params: {}, context } as never))
      return { status: result.status, headers: [['content-type', 'text/html; charset=utf-8']], html: JSON.stringify(result.data) }
    }
  }

  /** What this visit is served: the kept page or a new render, with its placeholders filled. */
  async function served(path: string, options: { userAgent?: string; method?: string } = {}) {
    const visit = await anonymousVisit(path, options)
    if (!visit) return null
    const { page, cached } = await visit.page(templateOf(path))
    const html = visit.fills.reduce((text, [placeholder, value]) => text.replaceAll(placeholder, value), page.html)
    return { cached, status: page.status, data: JSON.parse(html) as Partial<ListData & PostData> }
  }
  const titlesOf = (page: Awaited<ReturnType<typeof served>>) => page?.data.posts?.map((post) => post.title)

  test('only /blog (any query) and /blog/:slug are kept', async () => {
    for (const path of ['/blog/rss.xml', '/admin/blog', '/blog/Not-A-Slug', '/blog/a/b', '/sitemap.xml']) expect(await anonymousVisit(path), path).toBeNull()
    expect(await anonymousVisit('/blog?page=2&q=roof')).not.toBeNull()
  })

  test('a kept page is served until a create, publish, edit or delete; no draft and no deleted post ever shows', async () => {
    const { cookie } = await signedIn(['super_admin'])
    const fields = postFields({ title: unique('Kept ') })
    const path = `/blog?category=${encodeURIComponent(fields.category)}`
    expect(await served(path)).toMatchObject({ cached: false })
    expect(await served(path)).toMatchObject({ cached: true })

    await adminPost(cookie, fields) // a draft
    const draft = await db.blogPost.findFirstOrThrow({ where: { title: fields.title } })
    expect(await served(path)).toMatchObject({ cached: false })
    expect(titlesOf(await served(path))).toEqual([])
    expect(await served(`/blog/${draft.slug}`)).toBeNull()

    await adminPost(cookie, { ...fields, intent: 'update', id: draft.id, status: 'published' })
    const published = await served(path)
    expect(published?.cached).toBe(false)
    expect(titlesOf(published)).toEqual([fields.title])
    expect(await served(`/blog/${draft.slug}`)).toMatchObject({ cached: false, status: 200 })
    expect(await served(`/blog/${draft.slug}`)).toMatchObject({ cached: true, status: 200 })

    await adminPost(cookie, { ...fields, intent: 'update', id: draft.id, status: 'published', title: `${fields.title} (edited)` })
    expect(titlesOf(await served(path))).toEqual([`${fields.title} (edited)`])
    expect(await served(`/blog/${draft.slug}`)).toMatchObject({ cached: false, data: { post: { title: `${fields.title} (edited)` } } })

    await adminPost(cookie, { ...fields, intent: 'update', id: draft.id, status: 'draft' }) // unpublished
    expect(titlesOf(await served(path))).toEqual([])
    expect(await served(`/blog/${draft.slug}`)).toBeNull()
    await adminPost(cookie, { ...fields, intent: 'update', id: draft.id, status: 'published' })
    expect(titlesOf(await served(path))).toHaveLength(1)
    await served(`/blog/${draft.slug}`)

    await adminPost(cookie, { intent: 'delete', id: draft.id })
    expect(await served(`/blog/${draft.slug}`)).toBeNull() // rendered as usual: 404
    expect(titlesOf(await served(path))).toEqual([])
  })

  test('a post deleted by another process is not served from its kept page to a reader', async () => {
    const post = await insertPost({})
    await served(`/blog/${post.slug}`)
    expect(await served(`/blog/${post.slug}`)).toMatchObject({ cached: true })
    await db.blogPost.delete({ where: { id: post.id } }) // around the app: nothing is cleared
    expect(await served(`/blog/${post.slug}`)).toBeNull()
  })

  test('a kept post page counts each reader once and shows each the count with their visit; the render counts nothing', async () => {
    const post = await insertPost({ viewCount: 41 })
    const path = `/blog/${post.slug}`
    const template = await templateOf(path)()
    expect(template.html).toContain(String(VIEW_COUNT_PLACEHOLDER))
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(41)

    const first = await served(path)
    expect(first).toMatchObject({ cached: false, data: { post: { viewCount: 42 } } })
    const second = await served(path)
    expect(second).toMatchObject({ cached: true, data: { post: { viewCount: 43 } } })
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(43)
    // crawlers and HEAD requests see a count (as of the blog cache's read) without adding to it
    const crawled = await served(path, { userAgent: BOT })
    expect(crawled?.cached).toBe(true)
    expect(crawled?.data.post?.viewCount).toBeLessThanOrEqual(43)
    expect(await served(path, { method: 'HEAD' })).toMatchObject({ cached: true })
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(43)

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => served(path)))
    expect(new Set(concurrent.map((page) => page?.data.post?.viewCount)).size).toBe(10)
    await storePendingPostViews()
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).viewCount).toBe(53)
  })

  test('a scheduled post appears on the kept list and on its own page when it falls due', async () => {
    const category = unique('Cat')
    const path = `/blog?category=${category}`
    const scheduled = await insertPost({ category, publishedAt: new Date(Date.now() + 1500) })
    expect(titlesOf(await served(path))).toEqual([])
    expect(await served(path)).toMatchObject({ cached: true })
    expect(await served(`/blog/${scheduled.slug}`)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, scheduled.publishedAt!.getTime() - Date.now()) + 50))
    const due = await served(path)
    expect(due?.cached).toBe(false)
    expect(titlesOf(due)).toEqual([scheduled.title])
    expect(await served(`/blog/${scheduled.slug}`)).toMatchObject({ status: 200 })
  })

  test('only a plain 200 HTML page is kept: not an error, a cookie-setting or a private answer', async () => {
    const path = `/blog?q=${unique('kept')}`
    const answers: Array<Partial<CachedPage>> = [
      { status: 500 },
      {
        headers: [
          ['content-type', 'text/html'],
          ['set-cookie', 'a=b'],
        ],
      },
      {
        headers: [
          ['content-type', 'text/html'],
          ['cache-control', 'private, no-store'],
        ],
      },
      { headers: [['content-type', 'application/json']] },
    ]
    for (const answer of answers) {
      const render = async (): Promise<CachedPage> => ({ status: 200, headers: [['content-type', 'text/html']], html: 'x', ...answer })
      expect((await (await anonymousVisit(path))!.page(render)).cached).toBe(false)
    }
    expect((await (await anonymousVisit(path))!.page(templateOf(path))).cached).toBe(false)
    expect((await (await anonymousVisit(path))!.page(templateOf(path))).cached).toBe(true)
  })

  test('concurrent visits to a missing page share one render; the kept pages are bounded, least recently used go first', async () => {
    const path = `/blog?q=${unique('shared')}`
    let renders = 0
    const render = async (): Promise<CachedPage> => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { status: 200, headers: [['content-type', 'text/html']], html: 'shared' }
    }
    const visits = await Promise.all(Array.from({ length: 5 }, () => anonymousVisit(path)))
    await Promise.all(visits.map((visit) => visit!.page(render)))
    expect(renders).toBe(1)

    const instant = async (): Promise<CachedPage> => ({ status: 200, headers: [['content-type', 'text/html']], html: 'search' })
    const searches = Array.from({ length: 301 }, (_, index) => `/blog?q=${unique(`bound${index}-`)}`)
    for (const search of searches) await (await anonymousVisit(search))!.page(instant)
    expect((await (await anonymousVisit(searches[0]))!.page(instant)).cached).toBe(false)
    expect((await (await anonymousVisit(searches[300]))!.page(instant)).cached).toBe(true)
  })
})
