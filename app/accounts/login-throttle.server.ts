import { db } from '~/utils/db.server.ts'
import { normalizeEmail } from './users.server.ts'

// The per-account throttle against credential stuffing (docs/decisions/0020). Failed passwords
// for one email are counted in the database, from any address, so every instance agrees. After
// `failuresBeforeLock` of them the account's sign-in is locked, for a time that doubles with each
// further failure; attempts in a lock are refused (429) without checking the password — except
// from an address the account has signed in from before, so an attacker elsewhere cannot lock the
// owner out. A password reset or a successful sign-in clears the count.
export const ACCOUNT_THROTTLE = {
  failuresBeforeLock: 5,
  baseLockMs: 30 * 1000,
  maxLockMs: 15 * 60 * 1000,
  /** failures are forgotten after this long without another */
  memoryMs: 60 * 60 * 1000,
  /** how far back a successful sign-in makes an address known */
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
} as const

const LOGIN_ACTIONS = ['admin.login', 'affiliate.login', 'vendor.login']

/** How long the account is locked after its `failures`-th failure in a row (0 before `failuresBeforeLock`). */
export function lockDurationMs(failures: number): number {
  // the lock starts with the last allowed failure
  const over = failures - ACCOUNT_THROTTLE.failuresBeforeLock
  if (over < 0) return 0
  return Math.min(ACCOUNT_THROTTLE.maxLockMs, ACCOUNT_THROTTLE.baseLockMs * 2 ** Math.min(over, 20))
}

export type AccountThrottleCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Whether a sign-in attempt for `email` from `clientAddress` may have its password checked now. */
export async function checkAccountThrottle(emailInput: string, clientAddress: string | null | undefined, now = new Date()): Promise<AccountThrottleCheck> {
  const email = normalizeEmail(emailInput)
  const row = await db.loginThrottle.findUnique({ where: { email }, select: { lockedUntil: true } })
  if (!row?.lockedUntil || row.lockedUntil <= now) return { allowed: true }
  if (await isKnownAddress(email, clientAddress, now)) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)) }
}

/** An address this account has signed in from successfully (the audit log's record) in the last 90 days. */
async function isKnownAddress(email: string, clientAddress: string | null | undefined, now: Date): Promise<boolean> {
  if (!clientAddress) return false
  const user = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (!user) return false
  const signIn = await db.auditEvent.findFirst({
    where: {
      actorId: user.id,
      action: { in: LOGIN_ACTIONS },
      outcome: 'success',
      ipAddress: clientAddress,
      createdAt: { gte: new Date(now.getTime() - ACCOUNT_THROTTLE.knownAddressMs) },
    },
    select: { id: true },
  })
  return signIn !== null
}

/** Counts a wrong password for `email` and locks the account's sign-in when past the allowance. */
export async function recordAccountFailure(emailInput: string, now = new Date()): Promise<{ failures: number; lockedUntil: Date | null }> {
  const email = normalizeEmail(emailInput)
  const forgetBefore = new Date(now.getTime() - ACCOUNT_THROTTLE.memoryMs)
  // a count whose last failure is long past starts again
  await db.loginThrottle.updateMany({ where: { email, lastFailureAt: { lt: forgetBefore } }, data: { failures: 0, lockedUntil: null } })
  const { failures } = await db.loginThrottle.upsert({
    where: { email },
    create: { email, failures: 1, lastFailureAt: now },
    update: { failures: { increment: 1 }, lastFailureAt: now },
    select: { failures: true },
  })
  const lockMs = lockDurationMs(failures)
  const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs) : null
  if (lockedUntil) await db.loginThrottle.update({ where: { email }, data: { lockedUntil } })
  return { failures, lockedUntil }
}

/** A successful sign-in or a password reset: the account's failures are forgiven. */
export async function clearAccountThrottle(emailInput: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { email: normalizeEmail(emailInput) } })
}
