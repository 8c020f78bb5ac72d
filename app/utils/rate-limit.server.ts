import { data } from 'react-router'
// A fixed-window counter per key, in memory (one container is the deployment unit). The store
// is an interface so a shared store (e.g. Redis) can replace it when the app runs on several
// instances.
export type RateLimitStore = {
  hit(key: string, windowMs: number): { count: number; resetAt: number }
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    hit(key, windowMs) {
      const time = now()
      let entry = windows.get(key)
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs }
        windows.set(key, entry)
        if (windows.size > 50_000) {
          for (const [k, v] of windows) if (v.resetAt <= time) windows.delete(k)
        }
      }
      entry.count += 1
      return { ...entry }
    },
  }
}

const defaultStore = createMemoryRateLimitStore()

export type RateLimitRule = { name: string; limit: number; windowMs: number }

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one request of `rule` for the caller, by the client address the server saw (the load
 * context's `clientAddress`), plus an optional extra key such as an email.
 */
export function checkRateLimit(
  clientAddress: string | null | undefined,
  rule: RateLimitRule,
  { extraKey, store = defaultStore, now = Date.now() }: { extraKey?: string; store?: RateLimitStore; now?: number } = {},
): RateLimitResult {
  const key = [rule.name, clientAddress ?? 'unknown', extraKey ?? ''].join('|')
  const { count, resetAt } = store.hit(key, rule.windowMs)
  if (count <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
}

/** The status and Retry-After header of a 429 answer (routes pass headers on with `pipeHeaders`). */
export function tooManyRequests(retryAfterSeconds: number): ResponseInit {
  return { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } }
}

/** For loaders and links (no form to answer on): throws a 429 with Retry-After when over the limit. */
export function enforceRateLimit(clientAddress: string | null | undefined, rule: RateLimitRule) {
  const result = checkRateLimit(clientAddress, rule)
  if (!result.allowed) throw data({ error: RATE_LIMIT_MESSAGE }, tooManyRequests(result.retryAfterSeconds))
}
