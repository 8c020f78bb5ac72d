// An in-process cache of what the public blog shows (lists, categories, popular posts, rendered
// posts). Published content changes rarely and only through savePost/deletePost, which clear it,
// so a page never shows a post after its deletion or unpublishing from this process. Entries also
// expire when the next scheduled post falls due (so it appears on time) and after CACHE_TTL_MS at
// most. docs/decisions/0015-blog-cms.md.
//
// Several instances (docs/decisions/0027): with REDIS_URL set, every write also increments a shared
// version in Redis and every window check reads it (one GET, well under a millisecond on a local
// network); a version this process has not seen clears its cache first. So once a save or delete
// has answered on any instance, no instance serves what it replaced. While Redis cannot be read the
// cache is bypassed (each check clears it): slower, never stale. Without REDIS_URL (one instance)
// nothing is shared and the 30 s bound covers any stray second process.
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { sharedRedis } from '~/utils/redis.server.ts'

const CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 500

type Entry = { value: Promise<unknown>; generation: number }

// least recently used keys go first once free-text searches fill it
const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES })
// changes whenever the entries are dropped: a write, or the end of a validity window
let generation = 0
let horizon = 0 // entries are valid until this instant
let horizonPromise: Promise<void> | null = null

export const SHARED_VERSION_KEY = 'harper:blog-cache-version'

/** Where the shared version lives: REDIS_URL's Redis, or nowhere (one instance). Tests pass their own. */
let sharedStore: () => Redis | null = sharedRedis
let sharedKey = SHARED_VERSION_KEY
let seenSharedVersion: string | null = null

export function useSharedBlogCacheVersion(store: () => Redis | null, key = SHARED_VERSION_KEY) {
  sharedStore = store
  sharedKey = key
  seenSharedVersion = null
}

function clearLocally() {
  generation++
  entries.clear()
  horizon = 0
  horizonPromise = null
}

/**
 * Forget everything cached, here and (with Redis) on every other instance; the next request reads
 * the database. Called after every blog write has finished, before its answer is sent.
 */
export async function invalidateBlogCache() {
  clearLocally()
  const redis = sharedStore()
  if (!redis) return
  try {
    // not taken as seen: another instance's write may have come in between, so the next read
    // finds the version moved and clears this process's cache once more
    await redis.incr(sharedKey)
  } catch (error) {
    // the other instances bypass their caches while they cannot read Redis either; otherwise the 30 s bound
    console.error('blog cache: the shared version could not be raised', error)
  }
}

/** With Redis: clears this process's cache when another instance has written since it last looked. */
async function followSharedVersion() {
  const redis = sharedStore()
  if (!redis) return
  let version: string | null
  try {
    version = (await redis.get(sharedKey)) ?? '0'
  } catch {
    clearLocally() // cannot tell whether anything changed: read the database
    return
  }
  if (version !== seenSharedVersion) {
    seenSharedVersion = version
    clearLocally()
  }
}

/**
 * The current validity window, opening a new one when the last has ended: a number that changes
 * whenever the cache is cleared (a write, a scheduled post falling due, the 30 s bound). Anything
 * derived from cached reads — the rendered pages of page-cache.server.ts — belongs to the window
 * taken before its reads and is valid only while `isBlogCacheWindowOpen` says so.
 */
export async function currentBlogCacheWindow(nextDueAt: () => Promise<Date | null>): Promise<number> {
  await followSharedVersion()
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
  const entry: Entry = { value: load(), generation }
  entries.set(key, entry)
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return entry.value as Promise<T>
}
