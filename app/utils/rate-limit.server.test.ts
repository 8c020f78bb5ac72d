import { expect, test } from 'vitest'
import { checkRateLimit, createMemoryRateLimitStore, tooManyRequests } from './rate-limit.server.ts'

const rule = { name: 'contact', limit: 3, windowMs: 60_000 }

test('allows `limit` requests per window per address, then refuses with the time left', () => {
  let now = 1_000_000
  const store = createMemoryRateLimitStore(() => now)
  const hit = (ip: string) => checkRateLimit(ip, rule, { store, now })
  expect([hit('1.1.1.1'), hit('1.1.1.1'), hit('1.1.1.1')].every((r) => r.allowed)).toBe(true)
  expect(hit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
  expect(hit('2.2.2.2').allowed).toBe(true)
  now += 30_000
  expect(hit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 30 })
  now += 30_001
  expect(hit('1.1.1.1').allowed).toBe(true)
})

test('an extra key (e.g. the email) gets its own budget', () => {
  const store = createMemoryRateLimitStore()
  for (let i = 0; i < 3; i++) checkRateLimit('3.3.3.3', rule, { store, extraKey: 'a@example.com' })
  expect(checkRateLimit('3.3.3.3', rule, { store, extraKey: 'a@example.com' }).allowed).toBe(false)
  expect(checkRateLimit('3.3.3.3', rule, { store, extraKey: 'b@example.com' }).allowed).toBe(true)
})

test('a 429 answer says when to come back', () => {
  const init = tooManyRequests(42)
  expect(init.status).toBe(429)
  expect(new Headers(init.headers).get('Retry-After')).toBe('42')
})
