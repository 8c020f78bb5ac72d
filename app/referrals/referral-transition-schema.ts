import { z } from 'zod'
import { DollarsSchema } from '~/leads/lead-action-schema.ts'
import { REFERRAL_TRANSITION_NAMES } from './lifecycle.ts'

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
