import { z } from '~/utils/zod.ts'

// The admin second factor's forms (docs/decisions/0023): one code field, shared by the pages and
// their actions. At sign-in the field takes a 6-digit code or a recovery code (xxxxx-xxxxx).
const code = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .trim()
  .min(6, 'Enter the code from your authenticator app.')
  .max(32, 'That code is too long.')

export const TwoFactorEnrolSchema = z.object({
  code: code.regex(/^\d{3}\s?\d{3}$/, 'Enter the 6-digit code from your authenticator app.'),
  redirectTo: z.string().optional(),
})

export const TwoFactorVerifySchema = z.object({ code, redirectTo: z.string().optional() })

/** The name authenticator apps show for the account. */
export const TWO_FACTOR_ISSUER = 'Harper Home'

export const TWO_FACTOR_PATHS = { enrol: '/admin-auth/enrol', verify: '/admin-auth/verify' } as const

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not valid. Try the current code from your authenticator app, or a recovery code.',
  invalidEnrolmentCode: 'That code is not valid. Check the key in your app and try the current code.',
  replayedCode: 'That code has already been used. Wait for the next one.',
  enrolled: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  verified: 'Login successful!',
  enrolmentLinkNeeded: 'Open the enrolment link we emailed you in this browser first.',
  enrolmentLinkSent: 'We emailed you a new enrolment link.',
  enrolmentLink: {
    invalid: 'That enrolment link is not valid for this account. Use the newest link we emailed you.',
    expired: 'That enrolment link has expired. Ask for a new one below.',
    used: 'That enrolment link has already been used. Ask for a new one below.',
  },
  recoveryCodeUsed: (left: number) => `Recovery code accepted. ${left} recovery ${left === 1 ? 'code is' : 'codes are'} left.`,
} as const
