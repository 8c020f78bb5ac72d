import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import { ADMIN_ROLES, type Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { sendEmail } from '~/utils/mailer.server.ts'
import { checkVerificationToken, createVerificationToken, spendVerificationToken, tokenLink } from './verification.server.ts'
import { TWO_FACTOR_ISSUER } from './two-factor-schemas.ts'

// The second factor of admin accounts (docs/decisions/0023): TOTP (RFC 6238, SHA-1, 6 digits,
// 30 s — what every authenticator app reads) through otpauth, and single-use recovery codes.

export const RECOVERY_CODE_COUNT = 10
/** Codes of the step before and after the server's are accepted too (clock drift). */
const TOTP_WINDOW = 1
const TOTP_PERIOD_SECONDS = 30

/** Admin roles need aal2 (a second factor) before any admin page or action. */
export function rolesRequireSecondFactor(roles: readonly Role[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly Role[]).includes(role))
}

// ─── the key at rest: AES-256-GCM under a key derived from each SESSION_SECRETS entry ─────────

function encryptionKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'harper-home', 'totp-secret-v1', 32))
}

export function encryptTotpKey(base32: string, secrets: readonly string[] = getServerEnv().SESSION_SECRETS): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(secrets[0]!), iv)
  const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.')
}

/** The base32 key; tries every secret, so rotating SESSION_SECRET (new first, old after) keeps factors working. */
export function decryptTotpKey(stored: string, secrets: readonly string[] = getServerEnv().SESSION_SECRETS): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown TOTP key format')
  for (const secret of secrets) {
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(secret), Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      // not this secret: try the next
    }
  }
  throw new Error('The TOTP key cannot be decrypted with any of SESSION_SECRETS')
}

function totpFor(base32: string, label = '') {
  return new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) })
}

/** The 6-digit code for `base32` at `now` (tests and the seed's documentation use it too). */
export function totpCodeAt(base32: string, now = Date.now()): string {
  return totpFor(base32).generate({ timestamp: now })
}

// ─── recovery codes ──────────────────────────────────────────────────────────────────────────

// no 0/o, 1/l/i: easy to copy from paper
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Lower-cased, spaces and dashes dropped: "ABCDE FGHJK" and "abcde-fghjk" are one code. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

/** Whether `code` has a recovery code's shape (10 letters and digits, dash, spaces and case aside). */
export function isRecoveryCodeShaped(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code))
}

// ~49 random bits each and single use: a plain SHA-256 is enough (no password-style hash needed)
function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex')
}

// ─── enrolment ───────────────────────────────────────────────────────────────────────────────

export type TwoFactorState = 'none' | 'pending' | 'verified'

export async function twoFactorStateOf(userId: string): Promise<TwoFactorState> {
  const factor = await db.twoFactor.findUnique({ where: { userId }, select: { verifiedAt: true } })
  return !factor ? 'none' : factor.verifiedAt ? 'verified' : 'pending'
}

export type Enrolment = { key: string; uri: string; qrSvg: string }

// Enrolment needs more than the password (docs/decisions/0034): a single-use link, emailed to the
// admin or printed by the operator's command, spent by the signed-in (aal1) session that opens it.
// Spending it makes a fresh pending key bound to that session; only that session sees the key and
// may confirm it, so whoever holds the password alone can neither enrol nor read a pending key.

export const ENROLMENT_LINK_PATH = '/admin-auth/enrol'

/** When the user's newest unspent, unexpired enrolment link was made, or null when none is live. */
export async function liveEnrolmentLinkOf(userId: string, now = new Date()): Promise<Date | null> {
  const live = await db.verification.findFirst({
    where: { userId, purpose: 'second_factor_enrolment', usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  })
  return live?.createdAt ?? null
}

/** A new enrolment link for `user` (replacing any unspent one): the absolute URL. */
export async function createEnrolmentLink(user: { id: string; email: string }): Promise<string> {
  const { token } = await createVerificationToken({ purpose: 'second_factor_enrolment', email: user.email, userId: user.id })
  return tokenLink(ENROLMENT_LINK_PATH, token)
}

/** Emails `user` a new enrolment link. */
export async function emailEnrolmentLink(user: { id: string; email: string; name: string }): Promise<void> {
  const link = await createEnrolmentLink(user)
  await sendEmail({
    to: user.email,
    subject: 'Set up two-step verification for Harper Home',
    text: [
      `Hi ${user.name},`,
      '',
      'Your admin account needs two-step verification. Open this link in the browser where you signed in to set it up — it works once and expires in 24 hours:',
      link,
      '',
      "If you didn't just sign in to Harper Home, someone else has your password: reset it now, and tell the site's operator.",
      '',
      'The Harper Home team',
    ].join('\n'),
  })
}

export type EnrolmentLinkOutcome = { status: 'spent' } | { status: 'invalid' | 'expired' | 'used' | 'enrolled' }

/**
 * Spends `token` for `userId`'s signed-in session `sessionId`: a new pending key (any earlier
 * pending one, which someone else may have seen, is replaced) that only this session may see and
 * confirm. A link of another account is invalid here.
 */
export async function spendEnrolmentLink(token: string, userId: string, sessionId: string, now = new Date()): Promise<EnrolmentLinkOutcome> {
  const check = await checkVerificationToken(token, ['second_factor_enrolment'], now)
  if (check.status !== 'valid') return { status: check.status }
  if (check.userId !== userId) return { status: 'invalid' }
  if ((await twoFactorStateOf(userId)) === 'verified') return { status: 'enrolled' }
  // single statements, no interactive transaction (0023): the spend is the conditional update
  // that only one request wins; then the pending key is replaced
  if (!(await spendVerificationToken(db, check.verificationId, now))) return { status: 'used' }
  const encryptedSecret = encryptTotpKey(new Secret({ size: 20 }).base32)
  await db.twoFactor.deleteMany({ where: { userId, verifiedAt: null } })
  await db.twoFactor.createMany({ data: [{ userId, encryptedSecret, enrolSessionId: sessionId }] }).catch(() => undefined)
  return { status: 'spent' }
}

/**
 * The pending key of the enrolment that session `sessionId` opened with a link, with its
 * otpauth:// URI and a QR code rendered here as SVG. Null when this session has not spent a link
 * (or the factor is already verified: the key is never shown again).
 */
export async function pendingEnrolment(user: { id: string; email: string }, sessionId: string): Promise<Enrolment | null> {
  const factor = await db.twoFactor.findUnique({ where: { userId: user.id } })
  if (!factor || factor.verifiedAt || factor.enrolSessionId !== sessionId) return null
  const key = decryptTotpKey(factor.encryptedSecret)
  const uri = totpFor(key, user.email).toString()
  return { key, uri, qrSvg: renderSVG(uri, { border: 2 }) }
}

export type EnrolmentOutcome = { status: 'enrolled'; recoveryCodes: string[] } | { status: 'invalid' | 'replayed' | 'no-enrolment' }

/**
 * Confirms the pending enrolment of session `sessionId` with a code from the app: the factor
 * becomes verified and ten recovery codes are made, returned here once in plain text and stored
 * only as hashes.
 */
export async function confirmEnrolment(userId: string, sessionId: string, code: string, now = Date.now()): Promise<EnrolmentOutcome> {
  const factor = await db.twoFactor.findUnique({ where: { userId } })
  if (!factor || factor.verifiedAt || factor.enrolSessionId !== sessionId) return { status: 'no-enrolment' }
  const step = acceptedStep(factor.encryptedSecret, code, now)
  if (step === null) return { status: 'invalid' }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const hashes = recoveryCodes.map(hashRecoveryCode)
  // single statements, no interactive transaction (it holds SQLite's write lock across round
  // trips): the codes first — useless until the factor is verified — then the conditional claim,
  // so of two confirmations racing one enrols, and the other takes its codes back
  await db.recoveryCode.createMany({ data: hashes.map((codeHash) => ({ userId, codeHash })) })
  const { count } = await db.twoFactor.updateMany({
    where: { userId, verifiedAt: null, enrolSessionId: sessionId, encryptedSecret: factor.encryptedSecret },
    data: { verifiedAt: new Date(now), lastUsedStep: step, enrolSessionId: null },
  })
  if (count === 0) {
    await db.recoveryCode.deleteMany({ where: { userId, codeHash: { in: hashes } } })
    return { status: 'no-enrolment' }
  }
  await db.recoveryCode.deleteMany({ where: { userId, codeHash: { notIn: hashes } } })
  return { status: 'enrolled', recoveryCodes }
}

// ─── sign-in ─────────────────────────────────────────────────────────────────────────────────

export type VerifyOutcome =
  { status: 'verified'; method: 'totp' | 'recovery-code'; recoveryCodesLeft?: number } | { status: 'invalid' | 'replayed' | 'no-factor' }

/** The time step `code` belongs to (within the window), or null when it is not a current code. */
function acceptedStep(encryptedSecret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const totp = totpFor(decryptTotpKey(encryptedSecret))
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

/**
 * Checks a code at sign-in: a TOTP code of a time step later than the last one accepted (a code
 * seen once is refused for the rest of its life), or an unused recovery code, which is spent.
 */
export async function verifySecondFactor(userId: string, code: string, now = Date.now()): Promise<VerifyOutcome> {
  const factor = await db.twoFactor.findUnique({ where: { userId } })
  if (!factor?.verifiedAt) return { status: 'no-factor' }
  const step = acceptedStep(factor.encryptedSecret, code, now)
  if (step !== null) {
    if (step <= factor.lastUsedStep) return { status: 'replayed' }
    // conditional on the step, so the same code posted twice at once is accepted once
    const { count } = await db.twoFactor.updateMany({ where: { userId, lastUsedStep: { lt: step } }, data: { lastUsedStep: step } })
    return count === 1 ? { status: 'verified', method: 'totp' } : { status: 'replayed' }
  }
  if (!isRecoveryCodeShaped(code)) return { status: 'invalid' }
  const normalised = normaliseRecoveryCode(code)
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(normalised), usedAt: null },
    data: { usedAt: new Date(now) },
  })
  if (count === 0) return { status: 'invalid' }
  const recoveryCodesLeft = await db.recoveryCode.count({ where: { userId, usedAt: null } })
  return { status: 'verified', method: 'recovery-code', recoveryCodesLeft }
}

// ─── the operator's way in and out ──────────────────────────────────────────────────────────────────

/**
 * For an admin who lost both the app and the recovery codes (scripts/reset-second-factor.ts): the
 * factor, its recovery codes and every session are deleted, so the next sign-in enrols afresh.
 * Returns false when no account has that email.
 */
export async function resetSecondFactor(email: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } })
  if (!user) return false
  await db.$transaction([
    db.twoFactor.deleteMany({ where: { userId: user.id } }),
    db.recoveryCode.deleteMany({ where: { userId: user.id } }),
    db.session.deleteMany({ where: { userId: user.id } }),
  ])
  return true
}

/**
 * An enrolment link printed by the operator (scripts/second-factor-enrolment-link.ts, and after a
 * reset): for an admin account without a verified factor. Otherwise says why not.
 */
export async function operatorEnrolmentLink(email: string): Promise<{ status: 'created'; link: string } | { status: 'no-account' | 'not-admin' | 'enrolled' }> {
  const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true, roles: { select: { role: true } } } })
  if (!user) return { status: 'no-account' }
  if (!rolesRequireSecondFactor(user.roles.map(({ role }) => role as Role))) return { status: 'not-admin' }
  if ((await twoFactorStateOf(user.id)) === 'verified') return { status: 'enrolled' }
  return { status: 'created', link: await createEnrolmentLink(user) }
}
