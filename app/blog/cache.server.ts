// An in-process cache of what the public blog shows (lists, categories, popular posts, rendered
// posts). Published content changes rarely and only through savePost/deletePost, which clear it,
// so a page never shows a post after its deletion or unpublishing from this process. Entries also
// expire when the next scheduled post falls due (so it appears on time) and after CACHE_TTL_MS at
// most (a bound for edits made by another server process). docs/decisions/0015-blog-cms.md.

const CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 500

type Entry = { value: Promise<unknown>; generation: number }

const entries = new Map<string, Entry>()
// changes whenever the entries are dropped: a write, or the end of a validity window
let generation = 0
let horizon = 0 // entries are valid until this instant
let horizonPromise: Promise<void> | null = null

/** Forget everything cached; the next request reads the database. */
export function invalidateBlogCache() {
  generation++
  entries.clear()
  horizon = 0
  horizonPromise = null
}

/**
 * The current validity window, opening a new one when the last has ended: a number that changes
 * whenever the cache is cleared (a write, a scheduled post falling due, the 30 s bound). Anything
 * derived from cached reads — the rendered pages of page-cache.server.ts — belongs to the window
 * taken before its reads and is valid only while `isBlogCacheWindowOpen` says so.
 */
export async function currentBlogCacheWindow(nextDueAt: () => Promise<Date | null>): Promise<number> {
  if (Date.now() >= horizon) {
    horizonPromise ??= (async () => {
      const startedGeneration = generation
      const due = await nextDueAt()
      if (startedGeneration !== generation) return
      generation++
      entries.clear()
      horizon = Math.min(Date.now() + CACHE_TTL_MS, due ? due.getTime() : Infinity)
    })().finally(() => {
      horizonPromise = null
    })
    await horizonPromise
  }
  return generation
}

export function isBlogCacheWindowOpen(cacheWindow: number): boolean {
  return cacheWindow === generation && Date.now() < horizon
}

/**
 * The value under `key`, loaded once per validity window. Concurrent callers share one load (no
 * stampede under load); a failed load is not kept. `nextDueAt` tells when the next scheduled post
 * becomes public, which ends the window early.
 */
export async function cachedBlogRead<T>(key: string, load: () => Promise<T>, nextDueAt: () => Promise<Date | null>): Promise<T> {
  await currentBlogCacheWindow(nextDueAt)
  const hit = entries.get(key)
  if (hit && hit.generation === generation) return hit.value as Promise<T>
  if (entries.size >= MAX_ENTRIES) entries.clear()
  const entry: Entry = { value: load(), generation }
  entries.set(key, entry)
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return entry.value as Promise<T>
}
