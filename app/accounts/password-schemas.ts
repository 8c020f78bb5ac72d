import { z } from '~/utils/zod.ts'

// The forgot-password and set-password forms. A new password follows the strictest login rule
// (the vendor login's 8-128, spec §5), so it works on every login page.
export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Please enter a valid email address')),
})

export const SetPasswordSchema = z
  .object({
    token: z.string({ error: 'This link is not valid.' }).min(1, 'This link is not valid.').max(200),
    password: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be less than 128 characters'),
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export const PASSWORD_MESSAGES = {
  resetRequested: "If an account exists for that email, we've sent a link to reset your password. The link works once and expires in 1 hour.",
  linkInvalid: 'This link is not valid. Request a new one below.',
  linkExpired: 'This link has expired. Request a new one below.',
  linkUsed: 'This link has already been used. Request a new one below.',
  passwordSet: 'Your password has been set. You are now signed in.',
  passwordReset: 'Your password has been reset. Other sessions have been signed out.',
} as const
