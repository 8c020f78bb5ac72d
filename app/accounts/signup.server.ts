import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverQueued, queueEmail, sendEmail } from '~/utils/mailer.server.ts'
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './password.server.ts'
import type { AffiliateSignupInput } from './signup-schema.ts'
import { normalizeEmail } from './users.server.ts'
import { checkVerificationToken, createVerificationToken, spendVerificationToken, tokenLink } from './verification.server.ts'

export const CONFIRM_EMAIL_PATH = '/affiliate-auth/confirm'

/**
 * Creates an account (no role: the affiliate role comes with an approved application) and, in the
 * same transaction, queues the email with its confirmation link (docs/decisions/0021). An email
 * that already has an account gets a note instead, and the caller answers the same either way,
 * so sign-up cannot reveal who has an account.
 */
export async function signUpAffiliate(input: AffiliateSignupInput): Promise<{ status: 'signed-up' }> {
  const email = normalizeEmail(input.email)
  const hash = await hashPassword(input.password)
  const created = await db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) return null
    const user = await tx.user.create({ data: { email, name: input.name, password: { create: { hash } } }, select: { id: true } })
    const { token } = await createVerificationToken({ purpose: 'email_confirmation', email, userId: user.id }, tx)
    const emailId = await queueEmail(tx, {
      to: email,
      subject: 'Confirm your Harper Home email address',
      text: [
        `Hi ${input.name},`,
        '',
        "Thanks for signing up for Harper Home. Confirm your email address: open this link and press 'Confirm my email' (the link works once and expires in 24 hours):",
        tokenLink(CONFIRM_EMAIL_PATH, token),
        '',
        "If you didn't sign up for Harper Home, ignore this email: nothing is confirmed until the button is pressed.",
        '',
        "Your affiliate dashboard opens once your affiliate application is approved. If you haven't applied yet:",
        `${getServerEnv().PUBLIC_URL}/affiliates#affiliate-application`,
        '',
        'The Harper Home team',
      ].join('\n'),
    })
    return { emailId }
  })
  if (created) {
    await deliverQueued([created.emailId])
  } else {
    // no write to attach it to: recorded, then delivered
    await sendEmail({
      to: email,
      subject: 'You already have a Harper Home account',
      text: [
        'Someone tried to sign up for Harper Home with this email address, which already has an account.',
        '',
        `If it was you, log in at ${getServerEnv().PUBLIC_URL}/affiliate-auth, or choose a new password at ${getServerEnv().PUBLIC_URL}/forgot-password.`,
        '',
        "If it wasn't you, you can ignore this email.",
      ].join('\n'),
    })
  }
  return { status: 'signed-up' }
}

export type ConfirmEmailOutcome =
  | { status: 'confirmed'; userId: string }
  | { status: 'invalid' | 'expired' | 'used' }
  /** the link is good, but whoever pressed the button has not shown they set the account's password */
  | { status: 'password-required' | 'wrong-password' }

/**
 * Spends an email-confirmation token and marks the address confirmed. Owning the inbox is not
 * enough: a stranger may have signed up with someone else's address and a password of their own,
 * and a confirmation by the address's owner would make the stranger's password a confirmed one
 * (kept at approval, docs/decisions/0031). So the button confirms for the account signed in in
 * this browser, or for whoever types the account's password; an account without a password has
 * nothing to take over.
 */
export async function confirmEmail(token: string, proof: { signedInUserId: string | null; password?: string }): Promise<ConfirmEmailOutcome> {
  const check = await checkVerificationToken(token, ['email_confirmation'])
  if (check.status !== 'valid') return { status: check.status }
  if (check.userId !== proof.signedInUserId) {
    const stored = await db.password.findUnique({ where: { userId: check.userId }, select: { hash: true } })
    if (stored) {
      if (!proof.password) return { status: 'password-required' }
      if (!(await verifyPassword(proof.password, stored.hash))) return { status: 'wrong-password' }
    } else if (proof.password) await spendPasswordCheckTime(proof.password)
  }
  return db.$transaction(async (tx) => {
    if (!(await spendVerificationToken(tx, check.verificationId))) return { status: 'used' as const }
    await tx.user.update({ where: { id: check.userId }, data: { emailVerifiedAt: new Date() } })
    return { status: 'confirmed' as const, userId: check.userId }
  })
}
