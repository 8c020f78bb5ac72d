import crypto from 'node:crypto'
import { expect, test, vi } from 'vitest'
import { checkRateLimit, connectRateLimitRedis, createMemoryRateLimitStore, createRedisRateLimitStore, tooManyRequests } from './rate-limit.server.ts'

const rule = { name: 'contact', limit: 3, windowMs: 60_000 }

test('allows `limit` requests per window per address, then refuses with the time left', async () => {
  vi.useFakeTimers({ now: 1_000_000 })
  try {
    const store = createMemoryRateLimitStore()
    const hit = (ip: string) => checkRateLimit(ip, rule, { store })
    expect((await Promise.all([hit('1.1.1.1'), hit('1.1.1.1'), hit('1.1.1.1')])).every((r) => r.allowed)).toBe(true)
    expect(await hit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect((await hit('2.2.2.2')).allowed).toBe(true)
    vi.advanceTimersByTime(30_000)
    expect(await hit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    vi.advanceTimersByTime(30_001)
    expect((await hit('1.1.1.1')).allowed).toBe(true)
  } finally {
    vi.useRealTimers()
  }
})

test('an extra key (e.g. the email) gets its own budget', async () => {
  const store = createMemoryRateLimitStore()
  for (let i = 0; i < 3; i++) await checkRateLimit('3.3.3.3', rule, { store, extraKey: 'a@example.com' })
  expect((await checkRateLimit('3.3.3.3', rule, { store, extraKey: 'a@example.com' })).allowed).toBe(false)
  expect((await checkRateLimit('3.3.3.3', rule, { store, extraKey: 'b@example.com' })).allowed).toBe(true)
})

test('a 429 answer says when to come back', () => {
  const init = tooManyRequests(42)
  expect(init.status).toBe(429)
  expect(new Headers(init.headers).get('Retry-After')).toBe('42')
})

// The machine (and CI) runs Redis on 127.0.0.1:6379; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Waits until the client is connected, so the test counts in Redis rather than in the fallback memory. */
async function readyRedis() {
  const redis = connectRateLimitRedis(redisUrl)
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
  return redis
}

test('with Redis, two app instances share one count', async () => {
  const [redisA, redisB] = await Promise.all([readyRedis(), readyRedis()])
  try {
    const instanceA = createRedisRateLimitStore(redisA)
    const instanceB = createRedisRateLimitStore(redisB)
    // a rule of its own, so a rerun (or another worktree's run) starts at zero
    const shared = { name: `shared-test-${crypto.randomUUID()}`, limit: 3, windowMs: 60_000 }
    expect((await checkRateLimit('4.4.4.4', shared, { store: instanceA })).allowed).toBe(true)
    expect((await checkRateLimit('4.4.4.4', shared, { store: instanceB })).allowed).toBe(true)
    expect((await checkRateLimit('4.4.4.4', shared, { store: instanceA })).allowed).toBe(true)
    const refused = await checkRateLimit('4.4.4.4', shared, { store: instanceB })
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect((await checkRateLimit('4.4.4.4', shared, { store: instanceA })).allowed).toBe(false)
    expect((await checkRateLimit('5.5.5.5', shared, { store: instanceB })).allowed).toBe(true)
    expect(Number(await redisA.get(`harper-rate-limit:${shared.name}:4.4.4.4|`))).toBe(5)
  } finally {
    redisA.disconnect()
    redisB.disconnect()
  }
})

test('while Redis is unreachable the limit still holds, counted in memory', async () => {
  const redis = connectRateLimitRedis('redis://127.0.0.1:1')
  try {
    const store = createRedisRateLimitStore(redis)
    const results = []
    for (let i = 0; i < 4; i++) results.push((await checkRateLimit('6.6.6.6', rule, { store })).allowed)
    expect(results).toEqual([true, true, true, false])
  } finally {
    redis.disconnect()
  }
})
