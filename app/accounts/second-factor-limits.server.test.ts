import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { connectRateLimitRedis, createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from '~/utils/rate-limit.server.ts'
import { checkCodeUnderLimits, SECOND_FACTOR_LIMITS } from './second-factor-limits.server.ts'

// The second factor's failure limits (docs/decisions/0034), on a store of the test's own: a code
// "right" or "wrong" is decided here, so the test is about the counting alone.

type Attempt = { userId?: string; clientAddress: string; right?: boolean; recoveryCode?: boolean; knownAddress?: boolean }

const attempt = (store: RateLimitStore, { userId = 'owner', clientAddress, right = false, recoveryCode = false, knownAddress = false }: Attempt) =>
  checkCodeUnderLimits({
    userId,
    clientAddress,
    isRecoveryCode: recoveryCode,
    isKnownAddress: async () => knownAddress,
    check: async () => right,
    failed: (ok) => !ok,
    store,
  }).then((result) => (result.status === 'checked' ? (result.outcome ? 'accepted' : 'wrong') : 'limited'))

test('5 wrong codes per account and address; the right code then still works from another address', async () => {
  const store = createMemoryRateLimitStore()
  const results = []
  for (let n = 0; n < 7; n++) results.push(await attempt(store, { clientAddress: '198.51.100.1' }))
  expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited', 'limited'])
  // even the right code from the attacker's address is not checked: that is the brute-force bound
  expect(await attempt(store, { clientAddress: '198.51.100.1', right: true })).toBe('limited')
  expect(await attempt(store, { clientAddress: '203.0.113.1', right: true })).toBe('accepted')
  expect(await attempt(store, { clientAddress: '203.0.113.2', right: true, recoveryCode: true })).toBe('accepted')
})

test('right codes are not counted: many in a row from one address all go through', async () => {
  const store = createMemoryRateLimitStore()
  for (let n = 0; n < 3 * SECOND_FACTOR_LIMITS.global.limit; n++) expect(await attempt(store, { clientAddress: '203.0.113.3', right: true })).toBe('accepted')
  expect(await attempt(store, { clientAddress: '203.0.113.3' })).toBe('wrong')
})

test('a burst of concurrent wrong codes from one address checks only 5', async () => {
  const store = createMemoryRateLimitStore()
  const results = await Promise.all(Array.from({ length: 40 }, () => attempt(store, { clientAddress: '198.51.100.2' })))
  expect(results.filter((result) => result === 'wrong')).toHaveLength(5)
})

test('10 failures an hour per account from any addresses: then a 6-digit code from a new address waits, a known address or a recovery code does not', async () => {
  const store = createMemoryRateLimitStore()
  for (let n = 0; n < 10; n++) expect(await attempt(store, { clientAddress: `198.51.100.${100 + Math.floor(n / 3)}` })).toBe('wrong')
  expect(await attempt(store, { clientAddress: '198.51.100.150', right: true })).toBe('limited')
  expect(await attempt(store, { clientAddress: '203.0.113.4', right: true, knownAddress: true })).toBe('accepted')
  expect(await attempt(store, { clientAddress: '192.0.2.4', right: true, recoveryCode: true })).toBe('accepted')
  // a wrong recovery code is still counted per address (5), so it is no way round the bound there
  for (let n = 0; n < 5; n++) expect(await attempt(store, { clientAddress: '198.51.100.151', recoveryCode: true })).toBe('wrong')
  expect(await attempt(store, { clientAddress: '198.51.100.151', recoveryCode: true })).toBe('limited')
  // other accounts are not touched by this one's count
  expect(await attempt(store, { userId: 'someone-else', clientAddress: '198.51.100.150', right: true })).toBe('accepted')
})

test('the global backstop: 30 failures an hour over all accounts stop 6-digit codes from new addresses on every account', async () => {
  const store = createMemoryRateLimitStore()
  for (let n = 0; n < SECOND_FACTOR_LIMITS.global.limit; n++) {
    expect(await attempt(store, { userId: `admin-${Math.floor(n / 5)}`, clientAddress: `198.51.100.${n}` })).toBe('wrong')
  }
  expect(await attempt(store, { userId: 'admin-untouched', clientAddress: '198.51.100.200', right: true })).toBe('limited')
  expect(await attempt(store, { userId: 'admin-untouched', clientAddress: '203.0.113.5', right: true, knownAddress: true })).toBe('accepted')
  expect(await attempt(store, { userId: 'admin-untouched', clientAddress: '198.51.100.200', right: true, recoveryCode: true })).toBe('accepted')
})

// The machine (and CI) runs Redis on 127.0.0.1:6379; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

test('with Redis, two app instances count one account’s failures together', async () => {
  const [redisA, redisB] = [connectRateLimitRedis(redisUrl), connectRateLimitRedis(redisUrl)]
  try {
    await Promise.all([redisA, redisB].map((redis) => (redis.status === 'ready' ? null : new Promise((resolve) => redis.once('ready', resolve)))))
    // a key prefix of this run's own, so a rerun (or another worktree's run) starts at zero
    const keyPrefix = `harper-test-${crypto.randomUUID()}:`
    const [instanceA, instanceB] = [createRedisRateLimitStore(redisA, { keyPrefix }), createRedisRateLimitStore(redisB, { keyPrefix })]
    const results = []
    for (let n = 0; n < 6; n++) results.push(await attempt(n % 2 ? instanceB : instanceA, { clientAddress: '198.51.100.3' }))
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited'])
    expect(await attempt(instanceA, { clientAddress: '203.0.113.6', right: true })).toBe('accepted')
    expect(Number(await redisA.get(`${keyPrefix}${SECOND_FACTOR_LIMITS.perAccountAndAddress.name}:198.51.100.3|owner`))).toBe(5)
    expect(Number(await redisB.get(`${keyPrefix}${SECOND_FACTOR_LIMITS.perAccount.name}:account|owner`))).toBe(5)
    await Promise.all([redisA, redisB].map((redis) => redis.keys(`${keyPrefix}*`).then((keys) => keys.length && redis.del(...keys))))
  } finally {
    redisA.disconnect()
    redisB.disconnect()
  }
})
