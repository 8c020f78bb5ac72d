import { isbot } from 'isbot'
import { databaseProvider, db } from '~/utils/db.server.ts'
import type { BlogPostInput } from './blog-post-schema.ts'
import { cachedBlogRead, currentBlogCacheWindow, invalidateBlogCache } from './cache.server.ts'
import { htmlToText, normalizeSearchQuery, readingTimeMinutes, sanitizePostHtml, searchTextFor } from './html.server.ts'
import { BLOG_PAGE_SIZE, POPULAR_POSTS_COUNT, totalPagesFor } from './pagination.ts'
import { resolvePublishedAt, zonedLocalToDate } from './publishing.ts'
import { slugify, uniqueSlug } from './slug.ts'
import { tallyPostView } from './view-tally.server.ts'
import { truncateText } from '~/utils/misc.ts'

// Data access and rules for blog posts. Public reads go through the cache (cache.server.ts);
// every write clears it. Functions return outcomes, never HTTP responses: routes map them.

/** Public = published and due (a future publishedAt is a scheduled post). */
const publicWhere = (now: Date) => ({ status: 'published', publishedAt: { lte: now } })

const listSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  authorName: true,
  publishedAt: true,
  category: true,
  featuredImageUrl: true,
} as const

function nextScheduledAt() {
  return db.blogPost
    .findFirst({ where: { status: 'published', publishedAt: { gt: new Date() } }, orderBy: { publishedAt: 'asc' }, select: { publishedAt: true } })
    .then((post) => post?.publishedAt ?? null)
}

/**
 * Ids of published posts whose search text contains `search` (already lower-cased) as a plain
 * substring. Not Prisma's `contains`: it passes % and _ through as LIKE wildcards, and SQLite's LIKE
 * has no default escape character — so instr()/strpos(), which give the same rows on both.
 */
async function publishedIdsMatching(search: string): Promise<string[]> {
  const rows =
    databaseProvider() === 'postgres'
      ? await db.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "BlogPost" WHERE "status" = 'published' AND strpos("searchText", ${search}) > 0`
      : await db.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "BlogPost" WHERE "status" = 'published' AND instr("searchText", ${search}) > 0`
  return rows.map((row) => row.id)
}

/** The blog cache's current validity window (cache.server.ts), for what is derived from its reads. */
export function blogContentWindow() {
  return currentBlogCacheWindow(nextScheduledAt)
}

export type BlogListQuery = { page: number; q?: string | null; category?: string | null }

/** One page of public posts, newest first, with the exact total (spec §7 "Blog list"). */
export function listPublishedPosts({ page, q, category }: BlogListQuery) {
  const search = normalizeSearchQuery(q).toLowerCase()
  const categoryFilter = truncateText(category?.trim() ?? '', 60) || null
  const key = `list:${page}:${categoryFilter ?? ''}:${search}`
  return cachedBlogRead(
    key,
    async () => {
      const where = {
        ...publicWhere(new Date()),
        ...(categoryFilter ? { category: categoryFilter } : {}),
        ...(search ? { id: { in: await publishedIdsMatching(search) } } : {}),
      }
      const [posts, total] = await Promise.all([
        db.blogPost.findMany({
          where,
          select: listSelect,
          orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * BLOG_PAGE_SIZE,
          take: BLOG_PAGE_SIZE,
        }),
        db.blogPost.count({ where }),
      ])
      return { posts, total, totalPages: totalPagesFor(total) }
    },
    nextScheduledAt,
  )
}

/** Categories of public posts with their counts, by name. */
export function publishedCategories() {
  return cachedBlogRead(
    'categories',
    async () => {
      const groups = await db.blogPost.groupBy({ by: ['category'], where: publicWhere(new Date()), _count: { _all: true } })
      return groups.map((group) => ({ category: group.category, count: group._count._all })).sort((a, b) => a.category.localeCompare(b.category))
    },
    nextScheduledAt,
  )
}

/** The most viewed public posts (spec §9: 3). */
export function popularPosts() {
  return cachedBlogRead(
    'popular',
    () =>
      db.blogPost.findMany({
        where: publicWhere(new Date()),
        select: { id: true, title: true, slug: true, publishedAt: true },
        orderBy: [{ viewCount: 'desc' }, { publishedAt: 'desc' }],
        take: POPULAR_POSTS_COUNT,
      }),
    nextScheduledAt,
  )
}

const postSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  category: true,
  authorName: true,
  featuredImageUrl: true,
  status: true,
  metaTitle: true,
  metaDescription: true,
  keywords: true,
  tags: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  viewCount: true,
} as const

type PostRow = NonNullable<Awaited<ReturnType<typeof findPostRow>>>

function findPostRow(where: Record<string, unknown>) {
  return db.blogPost.findFirst({ where, select: postSelect })
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/** A post as the page shows it: content sanitised (again) at render time, reading time computed. */
function toPostView(row: PostRow) {
  const html = sanitizePostHtml(row.content)
  return {
    ...row,
    content: html,
    keywords: stringList(row.keywords),
    tags: stringList(row.tags),
    readingMinutes: readingTimeMinutes(htmlToText(html)),
  }
}

export type PostView = ReturnType<typeof toPostView>

/** A public post by slug, or null for a missing, draft or not yet due one. */
export function findPublishedPost(slug: string) {
  return cachedBlogRead(
    `post:${slug}`,
    async () => {
      const row = await findPostRow({ slug, ...publicWhere(new Date()) })
      return row ? toPostView(row) : null
    },
    nextScheduledAt,
  )
}

/** Any post by slug, drafts and scheduled ones included (admin preview; never cached). */
export async function findPostForPreview(slug: string) {
  const row = await findPostRow({ slug })
  return row ? toPostView(row) : null
}

/** The post's stored view count, or null when it is no longer public (deleted or unpublished, perhaps by another server process). */
async function storedViewCount(id: string): Promise<number | null> {
  const row = await db.blogPost.findFirst({ where: { id, ...publicWhere(new Date()) }, select: { viewCount: true } })
  return row?.viewCount ?? null
}

/** A visit worth counting: a browser's GET of the page, not a crawler, a link preview or a prefetch. */
function countsAsView(request: Request) {
  const userAgent = request.headers.get('User-Agent')
  if (!userAgent || isbot(userAgent)) return false
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? ''
  return request.method === 'GET' && !/prefetch|prerender/i.test(purpose)
}

/**
 * A visit to a public post: the post and its view count, with this visit counted (once) when it is
 * a reader's — added to the view tally (view-tally.server.ts), shown with the stored count read
 * here. Null when the post is not public — including when it was deleted or unpublished by another
 * server process since it was cached (the read finds no row). Throws only when the post cannot be
 * loaded; a failed count is only logged (spec §8) and shows the cached count.
 */
export async function visitPublishedPost(request: Request, slug: string): Promise<{ post: PostView; viewCount: number } | null> {
  const post = await findPublishedPost(slug)
  if (!post) return null
  if (!countsAsView(request)) return { post, viewCount: post.viewCount }
  try {
    const stored = await storedViewCount(post.id)
    return stored === null ? null : { post, viewCount: tallyPostView(post.id, stored) }
  } catch (error) {
    console.error('counting a blog post view failed', { slug, error })
    return { post, viewCount: post.viewCount }
  }
}

/** The latest public posts for the RSS feed. */
export function latestPostsForFeed(limit = 20) {
  return cachedBlogRead(
    `feed:${limit}`,
    async () => {
      const rows = await db.blogPost.findMany({
        where: publicWhere(new Date()),
        select: { ...listSelect, content: true, tags: true },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        take: limit,
      })
      return rows.map((row) => ({ ...row, content: sanitizePostHtml(row.content), tags: stringList(row.tags) }))
    },
    nextScheduledAt,
  )
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** Every post, drafts included, newest first by creation (spec §7 "Admin blog"). */
export function listPostsForAdmin() {
  return db.blogPost.findMany({
    select: { id: true, title: true, slug: true, category: true, authorName: true, status: true, publishedAt: true, createdAt: true, viewCount: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
}

export async function findPostForEdit(id: string) {
  const row = await findPostRow({ id })
  return row ? { ...row, keywords: stringList(row.keywords), tags: stringList(row.tags) } : null
}

/** Existing categories, for the form's suggestions. */
export async function allCategories() {
  const rows = await db.blogPost.findMany({ distinct: ['category'], select: { category: true }, orderBy: { category: 'asc' } })
  return rows.map((row) => row.category)
}

export type SavePostOutcome =
  | { ok: true; post: { id: string; slug: string; status: string; publishedAt: Date | null }; created: boolean }
  | { ok: false; error: 'not-found' | 'content-empty' | 'failed' }

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002'

async function freeSlug(base: string, exceptId: string | undefined) {
  const rows = await db.blogPost.findMany({
    where: { OR: [{ slug: base }, { slug: { startsWith: `${base}-` } }], ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { slug: true },
  })
  return uniqueSlug(
    base,
    rows.map((row) => row.slug),
  )
}

/**
 * Creates (no `id`) or updates a post: sanitises the content, makes the slug unique (a numeric
 * suffix), applies the publishing rules, and clears the public cache.
 */
export async function savePost({
  id,
  input,
  actorId,
  now = new Date(),
}: {
  id?: string
  input: BlogPostInput
  actorId: string
  now?: Date
}): Promise<SavePostOutcome> {
  const content = sanitizePostHtml(input.content)
  if (!htmlToText(content) && !/<img\b/.test(content)) return { ok: false, error: 'content-empty' }
  try {
    const existing = id ? await db.blogPost.findUnique({ where: { id }, select: { id: true, slug: true, publishedAt: true } }) : null
    if (id && !existing) return { ok: false, error: 'not-found' }
    const publishedAt = resolvePublishedAt({
      status: input.status,
      requested: input.publishedAt ? zonedLocalToDate(input.publishedAt) : null,
      existing: existing?.publishedAt ?? null,
      now,
    })
    const fields = {
      title: input.title,
      excerpt: input.excerpt ?? null,
      content,
      category: input.category,
      authorName: input.authorName,
      featuredImageUrl: input.featuredImageUrl || null,
      status: input.status,
      metaTitle: input.metaTitle ?? null,
      metaDescription: input.metaDescription ?? null,
      keywords: input.keywords,
      tags: input.tags,
      publishedAt,
      searchText: searchTextFor({ title: input.title, excerpt: input.excerpt, content }),
    }
    // an edit with the slug field emptied keeps the post's URL: links to it must not break
    const base = input.slug || existing?.slug || slugify(input.title) || 'post'
    // a concurrent save may take the same slug between our check and our write: try the next one
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = existing && existing.slug === base ? base : await freeSlug(base, id)
      try {
        const post = existing
          ? await db.blogPost.update({
              where: { id: existing.id },
              data: { ...fields, slug },
              select: { id: true, slug: true, status: true, publishedAt: true },
            })
          : await db.blogPost.create({ data: { ...fields, slug, authorId: actorId }, select: { id: true, slug: true, status: true, publishedAt: true } })
        return { ok: true, post, created: !existing }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
    return { ok: false, error: 'failed' }
  } catch (error) {
    console.error('saving a blog post failed', { id, error })
    return { ok: false, error: 'failed' }
  } finally {
    await invalidateBlogCache()
  }
}

export type DeletePostOutcome = { ok: true } | { ok: false; error: 'not-found' | 'failed' }

export async function deletePost(id: string): Promise<DeletePostOutcome> {
  try {
    const { count } = await db.blogPost.deleteMany({ where: { id } })
    return count ? { ok: true } : { ok: false, error: 'not-found' }
  } catch (error) {
    console.error('deleting a blog post failed', { id, error })
    return { ok: false, error: 'failed' }
  } finally {
    await invalidateBlogCache()
  }
}
