import { afterEach, expect, test, vi } from 'vitest'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { hashPassword, needsRehash, PASSWORD_HASH_COSTS, verifyPassword } from './password.server.ts'

afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
})

function atCost(cost: 'production' | 'test') {
  vi.stubEnv('PASSWORD_HASH_COST', cost)
  resetServerEnvForTests()
}

const paramsOf = (hash: string) => hash.split('$').slice(1, 4).map(Number)

test('a hash verifies its own password and no other', async () => {
  const hash = await hashPassword('correct horse battery staple')
  expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
  expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false)
  expect(await verifyPassword('', hash)).toBe(false)
})

test('hashes are salted and record the parameters they were made with', async () => {
  const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
  expect(a).not.toBe(b)
  expect(a.split('$')[0]).toBe('scrypt')
  // the suites run at the test cost (tests/setup/worker-database.ts)
  expect(paramsOf(a)).toEqual([PASSWORD_HASH_COSTS.test.N, PASSWORD_HASH_COSTS.test.r, PASSWORD_HASH_COSTS.test.p])
})

test('production hashes at least at OWASP’s scrypt setting N = 2^15, r = 8, p = 3', async () => {
  atCost('production')
  const hash = await hashPassword('a production password')
  const [N, r, p] = paramsOf(hash)
  expect(N).toBeGreaterThanOrEqual(2 ** 15)
  expect(r).toBe(8)
  expect(N * r * p).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3)
  expect(await verifyPassword('a production password', hash)).toBe(true)
})

test('a hash made at either cost still verifies under the other, and is flagged for re-hashing there', async () => {
  atCost('production')
  const strong = await hashPassword('made in production')
  expect(needsRehash(strong)).toBe(false)
  atCost('test')
  const cheap = await hashPassword('made under test')
  expect(needsRehash(cheap)).toBe(false)
  expect(await verifyPassword('made in production', strong)).toBe(true)
  expect(await verifyPassword('made under test!', strong)).toBe(false)
  expect(needsRehash(strong)).toBe(true)
  atCost('production')
  expect(await verifyPassword('made under test', cheap)).toBe(true)
  expect(needsRehash(cheap)).toBe(true)
})

test('older, weaker parameters are flagged for re-hashing; malformed hashes never verify', async () => {
  atCost('production')
  expect(needsRehash('scrypt$1024$8$1$c2FsdA==$a2V5')).toBe(true)
  expect(await verifyPassword('anything', 'plaintext-password')).toBe(false)
  expect(await verifyPassword('anything', 'bcrypt$10$8$1$c2FsdA==$a2V5')).toBe(false)
})
