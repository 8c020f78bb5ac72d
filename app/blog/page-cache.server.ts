import { LRUCache } from 'lru-cache'
import { blogContentWindow, findPublishedPost, visitPublishedPost } from './posts.server.ts'
import { isBlogCacheWindowOpen } from './cache.server.ts'
import { formatViewCount } from './format.ts'

// The HTML of public blog pages (/blog with any query, /blog/:slug), rendered once and served to
// anonymous visitors from server/cached-pages.ts without React Router (docs/decisions/0015). A
// page is kept only for the blog cache's validity window it was rendered in, so every rule of
// cache.server.ts — cleared by each save and delete, ended when a scheduled post falls due and
// after 30 s — applies to it unchanged. What differs per response is a placeholder in the kept
// HTML: the CSP nonce (filled by the server) and a post's view count (filled from the visit's
// own counting update, so each reader sees the count that includes their visit).

/** Where a post's view count goes in a kept page, in its text and in its hydration data. */
export const VIEW_COUNT_PLACEHOLDER = 8_642_097_531_864_209

const VIEW_COUNT_PLACEHOLDER_TEXT = formatViewCount(VIEW_COUNT_PLACEHOLDER)
const MAX_PAGES = 300
const MAX_BYTES = 32 * 1024 * 1024
const MAX_PAGE_BYTES = 1024 * 1024

/** The URLs whose anonymous reads may be kept: /blog and a post, /blog/:slug (not /blog/rss.xml). */
const CACHEABLE_PAGE_PATH = /^\/blog(?:\/([a-z0-9-]+))?$/

/** A rendered document as it is kept: per-response values are placeholders. */
export type CachedPage = { status: number; headers: Array<[string, string]>; html: string }

export type CacheablePageVisit = {
  /**
   * The page for this visit: the kept one (`cached`), or else what `render` gives — rendered with
   * the load context's `pageTemplate`, shared by concurrent visits, and kept when it may be.
   */
  page(render: () => Promise<CachedPage>): Promise<{ page: CachedPage; cached: boolean }>
  /** This response's values for the page's placeholders (the nonce aside). */
  fills: Array<[placeholder: string, value: string]>
}

type KeptPage = CachedPage & { cacheWindow: number }
// least recently used pages go first beyond MAX_PAGES or MAX_BYTES (free-text searches make the key space open)
const kept = new LRUCache<string, KeptPage>({ max: MAX_PAGES, maxSize: MAX_BYTES, sizeCalculation: (page) => Math.max(1, page.html.length) })
const rendering = new Map<string, Promise<CachedPage>>() // by window and key

/**
 * The per-visit part of an anonymous GET or HEAD of a cacheable blog URL: a post's view is counted
 * here, exactly as its loader would. Null for other URLs and for posts that are not public (the
 * request is then rendered as usual, e.g. a 404).
 */
export async function visitCacheableBlogPage(request: Request): Promise<CacheablePageVisit | null> {
  const url = new URL(request.url)
  const path = CACHEABLE_PAGE_PATH.exec(url.pathname)
  if (!path) return null
  const slug = path[1]
  // taken before anything is read: a page rendered from older reads is never kept
  const cacheWindow = await blogContentWindow()
  let fills: CacheablePageVisit['fills'] = []
  if (slug) {
    const visit = await visitPublishedPost(request, slug)
    if (!visit) return null
    fills = [
      [VIEW_COUNT_PLACEHOLDER_TEXT, formatViewCount(visit.viewCount)],
      [String(VIEW_COUNT_PLACEHOLDER), String(visit.viewCount)],
    ]
  }
  const key = url.pathname + url.search
  return {
    fills,
    page: (render) => keptOrRendered(keptPage(key), rendering, `${cacheWindow}:${key}`, render, (page) => keepPage(key, cacheWindow, page)),
  }
}

/** Development: the pages' sources changed (server/index.ts), so nothing rendered before is served. */
export function forgetKeptBlogPages() {
  kept.clear()
}

/** Whether a render may be kept for everyone: a 200 HTML page of bounded size, no cookie set, nothing private. */
export function isKeepablePage(page: CachedPage): boolean {
  const headers = new Headers(page.headers)
  return (
    page.status === 200 &&
    /^text\/html/.test(headers.get('Content-Type') ?? '') &&
    !headers.has('Set-Cookie') &&
    !/private|no-store/.test(headers.get('Cache-Control') ?? '') &&
    page.html.length <= MAX_PAGE_BYTES
  )
}

/**
 * A visit's page: the kept one, or else the render under `renderKey` — one render shared by
 * concurrent visits, offered to `keep` when done.
 */
export async function keptOrRendered(
  kept: CachedPage | undefined,
  rendering: Map<string, Promise<CachedPage>>,
  renderKey: string,
  render: () => Promise<CachedPage>,
  keep: (page: CachedPage) => void,
): Promise<{ page: CachedPage; cached: boolean }> {
  if (kept) return { page: kept, cached: true }
  let rendered = rendering.get(renderKey)
  if (!rendered) {
    rendered = render()
      .then((page) => {
        keep(page)
        return page
      })
      .finally(() => rendering.delete(renderKey))
    rendering.set(renderKey, rendered)
  }
  return { page: await rendered, cached: false }
}

/** A public post as a page to be kept renders it: no view counted, the count a placeholder. */
export async function publishedPostForCachedPage(slug: string) {
  const post = await findPublishedPost(slug)
  return post && { post, viewCount: VIEW_COUNT_PLACEHOLDER }
}

function keptPage(key: string): CachedPage | undefined {
  const page = kept.get(key) // now the most recently used
  if (!page) return undefined
  if (isBlogCacheWindowOpen(page.cacheWindow)) return page
  kept.delete(key)
  return undefined
}

function keepPage(key: string, cacheWindow: number, page: CachedPage) {
  if (!isKeepablePage(page) || !isBlogCacheWindowOpen(cacheWindow)) return
  kept.set(key, { ...page, cacheWindow })
}
