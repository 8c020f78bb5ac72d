import { db } from '~/utils/db.server.ts'
import { sendEmail } from '~/utils/mailer.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { hashPassword } from './password.server.ts'
import { normalizeEmail } from './users.server.ts'
import { checkVerificationToken, createVerificationToken, spendVerificationToken, tokenLink } from './verification.server.ts'

export const SET_PASSWORD_PATH = '/reset-password'
/** The purposes whose links lead to the set-password page: a reset, or the welcome email's setup. */
export const PASSWORD_TOKEN_PURPOSES = ['password_reset', 'account_setup'] as const

/**
 * Emails a single-use reset link when an account has this email. The caller answers the same
 * whether or not it exists, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(emailInput: string): Promise<{ status: 'requested' }> {
  const email = normalizeEmail(emailInput)
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } })
  if (!user) return { status: 'requested' }
  const { token } = await createVerificationToken({ purpose: 'password_reset', email, userId: user.id })
  await sendEmail({
    to: user.email,
    subject: 'Reset your Harper Home password',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Harper Home account. Choose a new password here — the link works once and expires in 1 hour:',
      tokenLink(SET_PASSWORD_PATH, token),
      '',
      "If you didn't ask for this, ignore this email: your password stays as it is.",
      '',
      'The Harper Home team',
    ].join('\n'),
  })
  return { status: 'requested' }
}

export type SetPasswordOutcome =
  { status: 'password-set'; userId: string; roles: Role[]; purpose: 'password_reset' | 'account_setup' } | { status: 'invalid' | 'expired' | 'used' }

/**
 * Sets the password with a reset or account-setup token: spends the token, stores the hash and
 * deletes every session of the user, in one transaction. The caller then starts a fresh session
 * for this browser, so all *other* sessions end.
 */
export async function setPasswordWithToken(token: string, password: string): Promise<SetPasswordOutcome> {
  const check = await checkVerificationToken(token, PASSWORD_TOKEN_PURPOSES)
  if (check.status !== 'valid') return { status: check.status }
  const hash = await hashPassword(password)
  return db.$transaction(async (tx) => {
    if (!(await spendVerificationToken(tx, check.verificationId))) return { status: 'used' as const }
    await tx.password.upsert({ where: { userId: check.userId }, create: { userId: check.userId, hash }, update: { hash } })
    // following an emailed link proves the address
    await tx.user.updateMany({ where: { id: check.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } })
    await tx.session.deleteMany({ where: { userId: check.userId } })
    // the owner proved the address: the account's sign-in throttle is lifted (0020)
    const owner = await tx.user.findUnique({ where: { id: check.userId }, select: { email: true } })
    if (owner) await tx.loginThrottle.deleteMany({ where: { email: owner.email } })
    const roles = await tx.userRole.findMany({ where: { userId: check.userId }, select: { role: true } })
    return {
      status: 'password-set' as const,
      userId: check.userId,
      roles: roles.map((r) => r.role as Role),
      purpose: check.purpose as 'password_reset' | 'account_setup',
    }
  })
}

/** Where a member lands after setting a password: their own dashboard. */
export function dashboardPathFor(roles: readonly Role[]) {
  if (roles.includes('super_admin') || roles.includes('moderator')) return '/admin-dashboard'
  if (roles.includes('vendor') && !roles.includes('affiliate')) return '/vendor-dashboard'
  return '/affiliate-dashboard'
}
