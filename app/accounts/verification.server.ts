import crypto from 'node:crypto'
import type { VerificationPurpose } from '~/marketplace/value-sets.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'

// One-time tokens in the Verification table (docs/decisions/0014). The link carries 32 random
// bytes; only their SHA-256 is stored, so a leaked database cannot be turned into working links.
// A token is spent by a conditional update (usedAt null and unexpired → now): two requests racing
// with the same link cannot both win.

export const TOKEN_LIFETIMES_MS: Record<VerificationPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  // the welcome email's set-password link: an approved member may read it days later
  account_setup: 7 * 24 * 60 * 60 * 1000,
  // a homeowner's status link (app/service-requests/status-link.server.ts): read, never spent
  request_status: 90 * 24 * 60 * 60 * 1000,
  // an admin's link to enrol a second factor (docs/decisions/0034): useless without the password
  second_factor_enrolment: 24 * 60 * 60 * 1000,
}

export function hashToken(token: string) {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** A new link token and the hash that is all the database keeps of it. */
export function generateToken() {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

/** Creates a token for `purpose`, replacing the user's unspent ones of the same purpose. */
export async function createVerificationToken(
  { purpose, email, userId }: { purpose: VerificationPurpose; email: string; userId: string },
  client: DbTransaction | typeof db = db,
  now = new Date(),
) {
  const { token, tokenHash } = generateToken()
  await client.verification.deleteMany({ where: { userId, purpose, usedAt: null } })
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIMES_MS[purpose])
  await client.verification.create({ data: { purpose, email, userId, tokenHash, expiresAt } })
  return { token, expiresAt }
}

/** The absolute link (PUBLIC_URL) that carries a token to the page that spends it. */
export function tokenLink(path: string, token: string) {
  const url = new URL(path, getServerEnv().PUBLIC_URL)
  url.searchParams.set('token', token)
  return url.toString()
}

export type TokenCheck =
  | { status: 'valid'; verificationId: string; userId: string; email: string; purpose: VerificationPurpose }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'used' }

/** Reads a token without spending it (to decide what a page shows). */
export async function checkVerificationToken(token: string, purposes: readonly VerificationPurpose[], now = new Date()): Promise<TokenCheck> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const row = await db.verification.findUnique({ where: { tokenHash: hashToken(token) } })
  // an account's token names its user and address (only a homeowner's status link has neither)
  if (!row || !row.userId || !row.email || !(purposes as readonly string[]).includes(row.purpose)) return { status: 'invalid' }
  if (row.usedAt) return { status: 'used' }
  if (row.expiresAt <= now) return { status: 'expired' }
  return { status: 'valid', verificationId: row.id, userId: row.userId, email: row.email, purpose: row.purpose as VerificationPurpose }
}

/**
 * Spends a token inside the caller's transaction: true only for the one request that flips its
 * usedAt. Callers check it first (checkVerificationToken) and must abort when this is false.
 */
export async function spendVerificationToken(tx: Pick<DbTransaction, 'verification'>, verificationId: string, now = new Date()) {
  const spent = await tx.verification.updateMany({
    where: { id: verificationId, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  return spent.count === 1
}
