import { z } from '~/utils/zod.ts'

/** Affiliate sign-up (spec §5): name, email and password required; password at least 6 characters. */
export const AffiliateSignupSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Please enter a valid email address')),
  password: z.string({ error: 'Password is required' }).min(6, 'Password must be at least 6 characters').max(128, 'Password must be less than 128 characters'),
})
export type AffiliateSignupInput = z.output<typeof AffiliateSignupSchema>

export const SIGNUP_MESSAGES = {
  created: 'Account created successfully! You can now login.',
  checkInbox:
    'We also emailed you a link to confirm your address (valid 24 hours). Your affiliate dashboard opens once your affiliate application is approved.',
  whatHappensNext:
    'You can log in as soon as your account is created. Your affiliate dashboard opens once your affiliate application is approved; confirm your email address with the link we send, so this password still works then.',
  failed: 'Signup failed. Please try again.',
  passwordHint: 'Password must be at least 6 characters',
  confirmed: 'Your email address is confirmed.',
  confirmButton: 'Confirm my email',
  confirmInvalid: 'This confirmation link is not valid.',
  confirmExpired: "This confirmation link has expired. You can still log in; to confirm your address, choose a new password with 'Forgot your password?'.",
  confirmUsed: 'This confirmation link has already been used. You can log in.',
  confirmPasswordPrompt: 'Enter the password you chose when you signed up, so we know the account is yours.',
  confirmPasswordRequired: 'Enter your password to confirm.',
  confirmWrongPassword: "That password doesn't match this account. Forgot it? Choose a new one with 'Forgot your password?'.",
} as const

/** The confirmation page's button (the token travels in a hidden field), with the password when not signed in as the account. */
export const ConfirmEmailSchema = z.object({ token: z.string().min(1).max(200), password: z.string().max(200).optional() })
