import { reserveRateLimit, type RateLimitReservation, type RateLimitStore } from '~/utils/rate-limit.server.ts'

// How many wrong second-factor codes are allowed, and to whom (docs/decisions/0034). Only
// failures count. Whoever posts a code already holds the password (an aal1 session), so these
// limits are all that stands between an attacker and the account, and they must not become a way
// to shut the owner out:
// - per account and address: 5 failures per 15 minutes, for everyone, known addresses included;
// - per account, from any address: 10 failures per hour;
// - over all accounts: 30 failures per hour (the backstop against one attacker holding several
//   admins' passwords).
// The last two refuse only a 6-digit code from an address the account has never passed the
// second factor from. A known address, and a recovery code (~49 bits: guessing one is hopeless
// at any rate these allow), go on to be checked, so an attacker failing elsewhere cannot lock
// the owner out.
export const SECOND_FACTOR_LIMITS = {
  perAccountAndAddress: { name: 'second-factor-address', limit: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { name: 'second-factor-account', limit: 10, windowMs: 60 * 60 * 1000 },
  global: { name: 'second-factor-global', limit: 30, windowMs: 60 * 60 * 1000 },
} as const

export type GuessCheck<T> = { status: 'checked'; outcome: T } | { status: 'rate_limited'; retryAfterSeconds: number }

type Guess<T> = {
  userId: string
  clientAddress: string | null | undefined
  /** a recovery code's shape: exempt from the per-account and global limits */
  isRecoveryCode: boolean
  /** whether this account has passed the second factor from this address before (asked only when needed) */
  isKnownAddress: () => Promise<boolean>
  /** checks the code; `failed` says whether its outcome counts as a wrong guess */
  check: () => Promise<T>
  failed: (outcome: T) => boolean
  store?: RateLimitStore
}

/** Checks one code under the limits: counted first, given back unless it turns out wrong. */
export async function checkCodeUnderLimits<T>({
  userId,
  clientAddress,
  isRecoveryCode,
  isKnownAddress,
  check,
  failed,
  store,
}: Guess<T>): Promise<GuessCheck<T>> {
  const { perAccountAndAddress, perAccount, global } = SECOND_FACTOR_LIMITS
  const reservations: RateLimitReservation[] = []
  const giveAllBack = () => Promise.all(reservations.map((reservation) => reservation.giveBack()))
  const refuse = async (retryAfterSeconds: number): Promise<GuessCheck<T>> => {
    await giveAllBack()
    return { status: 'rate_limited', retryAfterSeconds }
  }

  const own = await reserveRateLimit(clientAddress, perAccountAndAddress, { extraKey: userId, store })
  reservations.push(own)
  if (!own.result.allowed) return refuse(own.result.retryAfterSeconds)
  const shared = await Promise.all([reserveRateLimit('account', perAccount, { extraKey: userId, store }), reserveRateLimit('all', global, { store })])
  reservations.push(...shared)
  const overShared = shared.flatMap(({ result }) => (result.allowed ? [] : [result.retryAfterSeconds]))
  if (overShared.length > 0 && !isRecoveryCode && !(await isKnownAddress())) return refuse(Math.max(...overShared))

  const outcome = await check()
  if (!failed(outcome)) await giveAllBack()
  return { status: 'checked', outcome }
}
