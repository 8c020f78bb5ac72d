import { z } from 'zod'

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
  checkInbox: 'We sent a link to confirm your email address; it expires in 24 hours.',
  failed: 'Signup failed. Please try again.',
  passwordHint: 'Password must be at least 6 characters',
  confirmed: 'Your email address is confirmed.',
  confirmInvalid: 'This confirmation link is not valid.',
  confirmExpired: 'This confirmation link has expired. Log in and sign up again, or contact us.',
  confirmUsed: 'This confirmation link has already been used. You can log in.',
} as const
