import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { getServerEnv } from '~/utils/env.server.ts'

// scrypt from Node's standard library (no native add-on to build): N=2^15, r=8, p=3 is one of
// OWASP's recommended scrypt settings (32 MiB per hash). The parameters are stored with each
// hash, so they can be raised later and old hashes re-hashed at login (needsRehash).
const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>

/**
 * The cost of new hashes, by PASSWORD_HASH_COST (docs/decisions/0039). `test` is the same scheme
 * about a hundred times cheaper (1 MiB, a few milliseconds instead of ~0.35 s on two cores): the
 * test suites set it, and the environment refuses it on a deployment. Verification always uses the
 * parameters stored in the hash, so a hash of either cost keeps working under the other.
 */
export const PASSWORD_HASH_COSTS = {
  production: { N: 2 ** 15, r: 8, p: 3, keyLength: 32 },
  test: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 },
} as const

const currentParams = () => PASSWORD_HASH_COSTS[getServerEnv().PASSWORD_HASH_COST]
const MAX_MEMORY = 64 * 1024 * 1024

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = currentParams()
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: MAX_MEMORY })
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$')
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false
  const expected = Buffer.from(keyB64, 'base64')
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return crypto.timingSafeEqual(actual, expected)
}

/** Whether a stored hash was made at another cost than the current one (re-hashed at login). */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$')
  const { N, r: R, p: P } = currentParams()
  return Number(n) !== N || Number(r) !== R || Number(p) !== P
}

// Hashed once so that a login for an unknown email costs as much as one for a known email.
let dummyHash: Promise<string> | undefined
export async function spendPasswordCheckTime(password: string) {
  dummyHash ??= hashPassword('timing-equaliser-password')
  await verifyPassword(password, await dummyHash)
}
