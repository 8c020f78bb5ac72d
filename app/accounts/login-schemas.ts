import { z } from '~/utils/zod.ts'

// One schema per login form, shared by the page (instant validation, HTML constraints) and its
// action. Messages are the spec's words (§5) where it fixes them.
const requiredEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Please enter a valid email address'))

/** Affiliate login and admin login: email and password required, password at least 6 characters. */
export const PasswordLoginSchema = z.object({
  email: requiredEmail,
  password: z.string({ error: 'Password is required' }).min(6, 'Password must be at least 6 characters'),
  redirectTo: z.string().optional(),
})

/** Vendor login (§5): password 8-128, optional "Remember me for 30 days". */
export const VendorLoginSchema = z.object({
  email: requiredEmail,
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be less than 128 characters'),
  rememberMe: z.boolean().optional(),
  redirectTo: z.string().optional(),
})

export const LOGIN_MESSAGES = {
  affiliateFailed: 'Login failed. Please check your credentials.',
  affiliateSuccess: 'Login successful!',
  adminDenied: 'Access denied. Admin privileges required.',
  vendorFailed: 'Login Failed - Invalid credentials. Please check your email and password.',
  vendorSuccess: 'Login Successful!',
  loggedOut: 'Logged out successfully.',
  loggedOutEverywhere: 'Signed out on every device.',
} as const

/** The vendor login's strength meter (§5): five criteria; 0-1 Weak, 2-3 Medium, 4-5 Strong. */
export function passwordStrength(password: string): { score: number; label: 'Weak' | 'Medium' | 'Strong' } {
  const score = [/.{8,}/, /[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((rule) => rule.test(password)).length
  return { score, label: score <= 1 ? 'Weak' : score <= 3 ? 'Medium' : 'Strong' }
}
