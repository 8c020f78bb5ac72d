import { z } from '~/utils/zod.ts'
import { SERVICE_TYPES, URGENCIES, valuesOf } from '~/marketplace/value-sets.ts'

// parseWithZod turns empty fields into undefined, so optional fields are plain `.optional()`.
/** The affiliate dashboard's 'Refer a client' form. */
export const ReferClientSchema = z
  .object({
    intent: z.literal('refer-client'),
    clientName: z
      .string({ error: "Enter your client's name" })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(100, 'Name must be less than 100 characters'),
    clientEmail: z.string().trim().max(255, 'Email must be less than 255 characters').pipe(z.email('Please enter a valid email address')).optional(),
    clientPhone: z
      .string()
      .trim()
      .min(10, 'Please enter a valid phone number')
      .max(20, 'Phone number must be less than 20 characters')
      .regex(/^[\d\s\-+().]+$/, 'Please enter a valid phone number')
      .optional(),
    serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service type' }),
    zip: z
      .string({ error: 'Enter a 5-digit ZIP code' })
      .trim()
      .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
    urgency: z.enum(valuesOf(URGENCIES), { error: 'Please select when the work is needed' }),
    note: z.string().trim().max(1000, 'Note must be less than 1000 characters').optional(),
    clientConsent: z.literal('on', { error: 'Confirm that your client agreed to be contacted' }),
  })
  .refine((value) => value.clientEmail || value.clientPhone, {
    path: ['clientEmail'],
    message: "Enter your client's email or phone number",
  })
export type ReferClientInput = z.output<typeof ReferClientSchema>

export const REFER_CLIENT_MESSAGES = {
  referred: 'Referral submitted! We will match your client with a vetted professional.',
  failed: 'Failed to submit referral. Please try again.',
} as const
