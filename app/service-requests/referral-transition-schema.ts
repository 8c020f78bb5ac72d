import { z } from '~/utils/zod.ts'
import { REFERRAL_TRANSITION_NAMES } from './process.ts'

/** Dollars as people type them ("5,250", "$5250.50") → whole cents. */
export const DollarsSchema = z
  .string({ error: 'Enter the final job value' })
  .trim()
  .max(16, 'Enter the final job value')
  .regex(/^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, 'Enter the final job value in dollars, like 5,250.00')
  .transform((value) => Math.round(Number(value.replace(/[$,\s]/g, '')) * 100))
  .refine((cents) => cents >= 1_00, 'The final job value must be at least $1.00')
  .refine((cents) => cents <= 10_000_000_00, 'The final job value must be at most $10,000,000')

/** The admin dashboard's row form on All Referrals: one allowed transition, a note, and the job value to complete. */
export const ReferralTransitionFormSchema = z
  .object({
    intent: z.literal('referral-transition'),
    referralId: z.string({ error: 'Referral is required' }).trim().min(1).max(64),
    transition: z.enum(REFERRAL_TRANSITION_NAMES, { error: 'Choose a change' }),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
    jobValue: DollarsSchema.optional(),
  })
  .refine((value) => value.transition !== 'complete' || value.jobValue, { path: ['jobValue'], message: 'Enter the final job value' })
export type ReferralTransitionForm = z.output<typeof ReferralTransitionFormSchema>

export const REFERRAL_TRANSITION_MESSAGES = {
  applied: 'Referral updated',
  unchanged: 'The referral was already there; nothing changed.',
  notAllowed: 'That change is not allowed from the referral’s current status',
  notFound: 'Referral not found.',
  jobValueRequired: 'Enter the final job value',
} as const
