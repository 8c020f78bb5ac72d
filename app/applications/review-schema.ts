import { z } from '~/utils/zod.ts'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'

// The admin dashboard's row forms (approve / reject, affiliate / vendor), told apart by `intent`.
// An intent outside this union fails to parse and is answered 400, never 500.
const applicationId = z.string({ error: 'Application is required' }).trim().min(1).max(64)

export const ReviewActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve-affiliate'), applicationId }),
  z.object({ intent: z.literal('reject-affiliate'), applicationId }),
  z.object({
    intent: z.literal('approve-vendor'),
    applicationId,
    serviceTypes: z
      .array(z.enum(SERVICE_TYPES, { error: 'Choose service types from the list' }), { error: 'Choose at least one service type' })
      .min(1, 'Choose at least one service type'),
    zip: z
      .string({ error: 'A 5-digit ZIP code is required' })
      .trim()
      .regex(/^\d{5}$/, 'A 5-digit ZIP code is required'),
  }),
  z.object({ intent: z.literal('reject-vendor'), applicationId }),
])
export type ReviewAction = z.output<typeof ReviewActionSchema>

/** The spec's approval and rejection messages (§8). */
export const REVIEW_MESSAGES = {
  affiliateApproved: 'Application Approved',
  vendorApproved: 'Vendor Application Approved',
  affiliateRejected: 'Application Rejected',
  vendorRejected: 'Vendor Application Rejected',
  errorTitle: 'Error',
  affiliateApproveFailed: 'Failed to approve application.',
  vendorApproveFailed: 'Failed to approve vendor application.',
  affiliateRejectFailed: 'Failed to reject application.',
  vendorRejectFailed: 'Failed to reject vendor application.',
  notAuthenticated: 'Not authenticated',
} as const
