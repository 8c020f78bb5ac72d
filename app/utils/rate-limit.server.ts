import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { data } from 'react-router'
import { connectRedis, sharedRedis } from './redis.server.ts'

// Fixed-window limits through rate-limiter-flexible (docs/decisions/0022): in this process's
// memory by default, in Redis when REDIS_URL is set so that every instance counts against one
// budget. A window starts with its first request and lasts `windowMs`.

export type RateLimitRule = { name: string; limit: number; windowMs: number }

/** Where the counts live: one limiter per rule. */
export type RateLimitStore = { limiterFor(rule: RateLimitRule): RateLimiterAbstract }

function storeOf(makeLimiter: (rule: RateLimitRule) => RateLimiterAbstract): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>()
  return {
    limiterFor(rule) {
      const id = `${rule.name}|${rule.limit}|${rule.windowMs}`
      let limiter = limiters.get(id)
      if (!limiter) limiters.set(id, (limiter = makeLimiter(rule)))
      return limiter
    },
  }
}

const limiterOptions = (rule: RateLimitRule, keyPrefix: string) => ({
  keyPrefix: `${keyPrefix}${rule.name}`,
  points: rule.limit,
  duration: rule.windowMs / 1000,
})

export function createMemoryRateLimitStore(): RateLimitStore {
  return storeOf((rule) => new RateLimiterMemory(limiterOptions(rule, '')))
}

/**
 * Counts in Redis, shared by every instance given the same server. While Redis is unreachable
 * each process counts in its own memory instead (the library's insurance limiter): limits loosen
 * to one budget per instance rather than refusing everyone or letting everything through.
 */
export function createRedisRateLimitStore(redis: Redis, { keyPrefix = 'harper-rate-limit:' }: { keyPrefix?: string } = {}): RateLimitStore {
  const insurance = createMemoryRateLimitStore()
  return storeOf(
    (rule) =>
      new RateLimiterRedis({
        ...limiterOptions(rule, keyPrefix),
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance.limiterFor(rule),
      }),
  )
}

/** A Redis client for the rate limits alone (tests); the app shares one per process (redis.server.ts). */
export function connectRateLimitRedis(url: string): Redis {
  return connectRedis(url, 'rate limits count in memory')
}

let defaultStore: RateLimitStore | undefined

function getDefaultStore(): RateLimitStore {
  if (!defaultStore) {
    const redis = sharedRedis()
    defaultStore = redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore()
  }
  return defaultStore
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one request of `rule` for the caller, by the client address the server saw (the load
 * context's `clientAddress`), plus an optional extra key such as an email.
 */
export async function checkRateLimit(
  clientAddress: string | null | undefined,
  rule: RateLimitRule,
  options: RateLimitKeyOptions = {},
): Promise<RateLimitResult> {
  const { result } = await reserveRateLimit(clientAddress, rule, options)
  return result
}

type RateLimitKeyOptions = { extraKey?: string; store?: RateLimitStore }

/** One request counted against `rule`; `giveBack` takes it off the count again. */
export type RateLimitReservation = { result: RateLimitResult; giveBack(): Promise<void> }

/**
 * Counts one request like checkRateLimit, and hands back a way to uncount it — for limits on
 * failures only (docs/decisions/0034): the attempt is counted before it is checked, so a burst of
 * concurrent attempts cannot all pass a check made before any of them is counted, and a success
 * (or a refused attempt, which nothing checked) gives its count back.
 */
export async function reserveRateLimit(
  clientAddress: string | null | undefined,
  rule: RateLimitRule,
  { extraKey, store = getDefaultStore() }: RateLimitKeyOptions = {},
): Promise<RateLimitReservation> {
  const key = `${clientAddress ?? 'unknown'}|${extraKey ?? ''}`
  const limiter = store.limiterFor(rule)
  // a lost give-back (Redis gone between the two calls) only leaves one attempt too many counted
  const giveBack = () =>
    limiter.reward(key).then(
      () => undefined,
      () => undefined,
    )
  try {
    await limiter.consume(key)
    return { result: { allowed: true }, giveBack }
  } catch (rejection) {
    // the library refuses with the window's state; anything else is a real error
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    return { result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }, giveBack }
  }
}

/** The status and Retry-After header of a 429 answer (routes pass headers on with `pipeHeaders`). */
export function tooManyRequests(retryAfterSeconds: number): ResponseInit {
  return { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } }
}

/** For loaders and links (no form to answer on): throws a 429 with Retry-After when over the limit. */
export async function enforceRateLimit(clientAddress: string | null | undefined, rule: RateLimitRule) {
  const result = await checkRateLimit(clientAddress, rule)
  if (!result.allowed) throw data({ error: RATE_LIMIT_MESSAGE }, tooManyRequests(result.retryAfterSeconds))
}
