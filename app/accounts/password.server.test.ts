import { expect, test } from 'vitest'
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, verifyPassword } from './password.server.ts'

test('a hash verifies its own password and no other', async () => {
  const hash = await hashPassword('correct horse battery staple')
  expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
  expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false)
  expect(await verifyPassword('', hash)).toBe(false)
})

test('hashes are salted and record their parameters', async () => {
  const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
  expect(a).not.toBe(b)
  const { N, r, p } = PASSWORD_HASH_PARAMS
  expect(a.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)
  expect(N).toBeGreaterThanOrEqual(2 ** 15)
})

test('older, weaker parameters are flagged for re-hashing; malformed hashes never verify', async () => {
  expect(needsRehash(await hashPassword('x-password'))).toBe(false)
  expect(needsRehash('scrypt$1024$8$1$c2FsdA==$a2V5')).toBe(true)
  expect(await verifyPassword('anything', 'plaintext-password')).toBe(false)
})
