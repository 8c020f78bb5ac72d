import { LRUCache } from 'lru-cache'
import { isKeepablePage, keptOrRendered, type CacheablePageVisit, type CachedPage } from '~/blog/page-cache.server.ts'
import { sharedRedis } from '~/utils/redis.server.ts'

// The HTML of /find-services (any query) as an anonymous visitor gets it, rendered once and served
// from server/cached-pages.ts without React Router, like the blog's pages (docs/decisions/0015,
// 0026). The page depends on the directory only — its visitor parts (a session, a toast, a Harper
// conversation) are cookies, and a request carrying one is always rendered for its visitor.
//
// Validity: every directory write goes through app/vendors/profiles.server.ts, which calls
// `changingDirectory`: the kept pages are dropped when the write starts and again when it has
// committed, and no render that began while a write was under way is kept. A write inside a
// caller's transaction commits later than this module can see, so after one nothing is kept for
// longer than any transaction may last. A page is kept at most KEPT_MS in any case (credentials
// that lapse, a write around the app). With REDIS_URL every write also raises a shared version
// that each visit reads, so no instance serves a page another instance's write has replaced
// (docs/decisions/0027); while Redis cannot be read nothing is kept.

/** /find-services with any query; /find-services.data (client navigations) is never kept. */
const DIRECTORY_PAGE_PATH = /^\/find-services$/

const KEPT_MS = 30_000
/** longer than any directory transaction may last (profiles.server.ts allows 60 s) */
const AFTER_OUTER_TRANSACTION_MS = 65_000
const MAX_PAGES = 300
const MAX_BYTES = 32 * 1024 * 1024
export const SHARED_DIRECTORY_VERSION_KEY = 'harper:directory-page-version'

type Window = { generation: number; startedAt: number }
type KeptPage = CachedPage & { generation: number; keptAt: number }

// least recently used pages go first (free-text searches make the key space open)
const kept = new LRUCache<string, KeptPage>({ max: MAX_PAGES, maxSize: MAX_BYTES, sizeCalculation: (page) => Math.max(1, page.html.length) })
const rendering = new Map<string, Promise<CachedPage>>() // by generation and key
let generation = 0
let writesUnderWay = 0
/** no page whose render started before this instant is kept */
let keepFrom = 0
let seenSharedVersion: string | null = null

/**
 * REDIS_URL's Redis inside the app server; none in scripts (the seed, the bench's generator), which
 * would otherwise hold a connection open — their writes reach other processes within KEPT_MS.
 */
function sharedStore() {
  return process.env.HARPER_SERVER === '1' ? sharedRedis() : null
}

function dropPages() {
  generation++
  kept.clear()
}

/** Development: the page's sources changed (server/index.ts), so nothing rendered before is served. */
export const forgetKeptDirectoryPages = dropPages

/**
 * Runs a directory write (profiles.server.ts): kept pages are dropped before and after it.
 * `commitsHere` says whether the write's transaction ends with `write` (false: a caller's
 * transaction commits it later).
 */
export async function changingDirectory<T>(commitsHere: boolean, write: () => Promise<T>): Promise<T> {
  dropPages()
  writesUnderWay++
  try {
    return await write()
  } finally {
    writesUnderWay--
    dropPages()
    keepFrom = Math.max(keepFrom, commitsHere ? Date.now() : Date.now() + AFTER_OUTER_TRANSACTION_MS)
    const redis = sharedStore()
    if (redis) {
      try {
        await redis.incr(SHARED_DIRECTORY_VERSION_KEY)
      } catch (error) {
        console.error('directory pages: the shared version could not be raised', error)
      }
    }
  }
}

/** With Redis: drops this process's pages when another instance has written since it last looked. */
async function followSharedVersion() {
  const redis = sharedStore()
  if (!redis) return
  let version: string
  try {
    version = (await redis.get(SHARED_DIRECTORY_VERSION_KEY)) ?? '0'
  } catch {
    // cannot tell whether anything changed: keep nothing until it can
    dropPages()
    keepFrom = Math.max(keepFrom, Date.now() + 1)
    return
  }
  if (version !== seenSharedVersion) {
    // another instance's write may still be committing in its transaction
    if (seenSharedVersion !== null) keepFrom = Math.max(keepFrom, Date.now() + AFTER_OUTER_TRANSACTION_MS)
    seenSharedVersion = version
    dropPages()
  }
}

function keptPage(key: string): CachedPage | undefined {
  const page = kept.get(key)
  if (!page) return undefined
  if (page.generation === generation && Date.now() < page.keptAt + KEPT_MS) return page
  kept.delete(key)
  return undefined
}

function keepPage(key: string, window: Window, page: CachedPage) {
  if (!isKeepablePage(page) || window.generation !== generation || writesUnderWay > 0 || window.startedAt < keepFrom) return
  kept.set(key, { ...page, generation: window.generation, keptAt: window.startedAt })
}

/** The anonymous GET or HEAD of /find-services: its kept page, or a render that may be kept. Null for other URLs. */
export async function visitDirectoryPage(request: Request): Promise<CacheablePageVisit | null> {
  const url = new URL(request.url)
  if (!DIRECTORY_PAGE_PATH.test(url.pathname)) return null
  await followSharedVersion()
  // taken before anything is read: a page rendered from older reads is never kept
  const window: Window = { generation, startedAt: Date.now() }
  const key = url.search
  return {
    fills: [],
    page: (render) => keptOrRendered(keptPage(key), rendering, `${window.generation}:${key}`, render, (page) => keepPage(key, window, page)),
  }
}
