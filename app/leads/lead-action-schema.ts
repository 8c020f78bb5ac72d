import { z } from '~/utils/zod.ts'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'
import { DollarsSchema } from '~/service-requests/referral-transition-schema.ts'

// The vendor dashboard's forms, told apart by `intent` (docs/decisions/0006). An unknown intent
// fails to parse and is answered 400.
export const DECLINE_REASONS = ['Fully booked', 'Outside my service area', 'Not a service I offer', 'Budget too low', 'Other'] as const

const matchId = z.string({ error: 'Lead is required' }).trim().min(1).max(64)
const isoDate = (message: string) => z.iso.date({ error: message })

export const LeadActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept'), matchId }),
  z.object({
    intent: z.literal('decline'),
    matchId,
    reason: z.enum(DECLINE_REASONS, { error: 'Choose a reason for declining' }),
    detail: z.string().trim().max(300, 'Keep the reason under 300 characters').optional(),
  }),
  z.object({ intent: z.literal('schedule'), matchId, scheduledFor: isoDate('Choose the date of the job') }),
  z.object({ intent: z.literal('start'), matchId }),
  z.object({ intent: z.literal('complete'), matchId, jobValue: DollarsSchema }),
])
export type LeadAction = z.output<typeof LeadActionSchema>

export const VendorProfileSchema = z.object({
  intent: z.literal('update-profile'),
  serviceTypes: z
    .array(z.enum(SERVICE_TYPES, { error: 'Choose service types from the list' }), { error: 'Choose at least one service type' })
    .min(1, 'Choose at least one service type'),
  serviceRadiusMiles: z.coerce
    .number({ error: 'Enter a service radius in miles' })
    .int('Enter a whole number of miles')
    .min(1, 'The service radius must be between 1 and 200 miles')
    .max(200, 'The service radius must be between 1 and 200 miles'),
  available: z.literal('on').optional(),
  licenseExpiresAt: isoDate('Enter a valid date').optional(),
  insuranceExpiresAt: isoDate('Enter a valid date').optional(),
})
export type VendorProfileInput = z.output<typeof VendorProfileSchema>

export const VendorDashboardFormSchema = z.discriminatedUnion('intent', [...LeadActionSchema.options, VendorProfileSchema])

export const LEAD_MESSAGES = {
  accept: 'Lead accepted. The homeowner’s contact details are now shown.',
  decline: 'Lead declined. It goes to the next matched vendor.',
  schedule: 'Job scheduled.',
  start: 'Job marked as started.',
  complete: 'Job completed. Thank you!',
  profile: 'Profile updated.',
  notFound: 'Lead not found.',
  notAllowed: 'This lead has moved on since you opened the page. It is now',
  pastDate: 'Choose today or a later date',
  noProfile: 'No vendor profile is linked to this account yet.',
} as const
