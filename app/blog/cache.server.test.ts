import { afterEach, describe, expect, test, vi } from 'vitest'
import { cachedBlogRead, currentBlogCacheWindow, invalidateBlogCache, isBlogCacheWindowOpen } from './cache.server.ts'

const noneDue = async () => null

function counter<T>(value: T) {
  const load = vi.fn(async () => value)
  return load
}

afterEach(() => {
  vi.useRealTimers()
  invalidateBlogCache()
})

describe('cachedBlogRead', () => {
  test('loads a key once; concurrent callers share the load', async () => {
    invalidateBlogCache()
    const load = counter('page 1')
    const results = await Promise.all([1, 2, 3].map(() => cachedBlogRead('list:1', load, noneDue)))
    expect(results).toEqual(['page 1', 'page 1', 'page 1'])
    expect(await cachedBlogRead('list:1', load, noneDue)).toBe('page 1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a write (invalidateBlogCache) makes the next read load again', async () => {
    invalidateBlogCache()
    const load = counter('post')
    await cachedBlogRead('post:a', load, noneDue)
    invalidateBlogCache()
    await cachedBlogRead('post:a', load, noneDue)
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('entries end when the next scheduled post falls due, and after 30 s at most', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') })
    invalidateBlogCache()
    const load = counter('list')
    const dueAt = new Date('2026-11-23T12:00:10Z')
    await cachedBlogRead('list:1', load, async () => dueAt)
    vi.setSystemTime(new Date('2026-11-23T12:00:09Z'))
    await cachedBlogRead('list:1', load, async () => dueAt)
    expect(load).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-11-23T12:00:10Z'))
    await cachedBlogRead('list:1', load, noneDue)
    expect(load).toHaveBeenCalledTimes(2)
    vi.setSystemTime(new Date('2026-11-23T12:00:39Z'))
    await cachedBlogRead('list:1', load, noneDue)
    expect(load).toHaveBeenCalledTimes(2)
    vi.setSystemTime(new Date('2026-11-23T12:00:41Z'))
    await cachedBlogRead('list:1', load, noneDue)
    expect(load).toHaveBeenCalledTimes(3)
  })

  test('a failed load is not kept', async () => {
    invalidateBlogCache()
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('ok')
    await expect(cachedBlogRead('categories', load, noneDue)).rejects.toThrow('database down')
    expect(await cachedBlogRead('categories', load, noneDue)).toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('what is derived from the reads (kept pages) lasts as long as their window: until a write, a due post or 30 s', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') })
    invalidateBlogCache()
    const dueAt = async () => new Date('2026-11-23T12:00:10Z')
    const first = await currentBlogCacheWindow(dueAt)
    expect(await currentBlogCacheWindow(dueAt)).toBe(first)
    expect(isBlogCacheWindowOpen(first)).toBe(true)
    invalidateBlogCache()
    expect(isBlogCacheWindowOpen(first)).toBe(false)
    const second = await currentBlogCacheWindow(dueAt)
    expect(second).not.toBe(first)
    vi.setSystemTime(new Date('2026-11-23T12:00:10Z'))
    expect(isBlogCacheWindowOpen(second)).toBe(false)
    const third = await currentBlogCacheWindow(noneDue)
    expect(isBlogCacheWindowOpen(third)).toBe(true)
    vi.setSystemTime(new Date('2026-11-23T12:00:40Z'))
    expect(isBlogCacheWindowOpen(third)).toBe(false)
  })
})

describe('several instances (REDIS_URL)', () => {
  // Two caches sharing one Redis, as two app instances do: the module is loaded twice.
  test('a write on one instance makes the other read the database again; with Redis down the cache is bypassed', async () => {
    const { Redis } = await import('ioredis')
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 })
    await redis.connect()
    vi.resetModules()
    const a = await import('./cache.server.ts')
    vi.resetModules()
    const b = await import('./cache.server.ts')
    expect(a).not.toBe(b)
    // a key of this run's own: other runs on the same Redis must not bump it
    const key = `harper-test:blog-cache-version:${process.pid}:${Date.now()}`
    a.useSharedBlogCacheVersion(() => redis, key)
    b.useSharedBlogCacheVersion(() => redis, key)
    try {
      const loadA = counter('list on a')
      const loadB = counter('list on b')
      await a.cachedBlogRead('list:1', loadA, noneDue)
      await b.cachedBlogRead('list:1', loadB, noneDue)
      await b.cachedBlogRead('list:1', loadB, noneDue)
      expect(loadB).toHaveBeenCalledTimes(1)
      // a deletes a post on instance a: b's next read loads again, as does a's
      await a.invalidateBlogCache()
      await b.cachedBlogRead('list:1', loadB, noneDue)
      await a.cachedBlogRead('list:1', loadA, noneDue)
      expect(loadB).toHaveBeenCalledTimes(2)
      expect(loadA).toHaveBeenCalledTimes(2)
      await b.cachedBlogRead('list:1', loadB, noneDue)
      expect(loadB).toHaveBeenCalledTimes(2)

      // Redis unreachable: every read goes to the database rather than risk a stale page
      const offline = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
      b.useSharedBlogCacheVersion(() => offline, key)
      await b.cachedBlogRead('list:1', loadB, noneDue)
      await b.cachedBlogRead('list:1', loadB, noneDue)
      expect(loadB).toHaveBeenCalledTimes(4)
      offline.disconnect()
    } finally {
      await redis.del(key).catch(() => undefined)
      redis.disconnect()
    }
  })
})
