import { Redis } from 'ioredis'
import { getServerEnv } from './env.server.ts'
import { logger } from './logger.server.ts'

// The one Redis connection of a process, when REDIS_URL is set (docs/decisions/0022, 0027): shared
// rate-limit counters and the blog cache's shared version. It fails fast — no queue of commands
// while disconnected — and keeps reconnecting; every caller has an answer for "Redis is down".

/** A Redis client that fails fast (no queue of commands while disconnected) and keeps reconnecting. */
export function connectRedis(url: string, purpose: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  let lastError = ''
  redis.on('error', (error: Error) => {
    // one line per new problem, not one per reconnect attempt
    if (error.message !== lastError) logger.warn({ err: error }, `Redis unavailable: ${purpose}`)
    lastError = error.message
  })
  redis.on('ready', () => (lastError = ''))
  return redis
}

let shared: { url: string; redis: Redis } | undefined

/** This process's client for REDIS_URL, or null when it is unset (one instance, in-memory state). */
export function sharedRedis(): Redis | null {
  const { REDIS_URL } = getServerEnv()
  if (!REDIS_URL) return null
  if (shared?.url !== REDIS_URL) {
    shared = { url: REDIS_URL, redis: connectRedis(REDIS_URL, 'rate limits count in memory, the blog cache is bypassed') }
  }
  return shared.redis
}
