import { z } from '~/utils/zod.ts'

// The affiliate application form (spec §5): one schema for the page (instant validation with
// Conform) and the action (re-validation). Messages are the spec's words; where the spec names
// none (upper bounds it leaves open), the message follows the same pattern.

export const AFFILIATE_APPLICATION_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  email: 'Invalid email address',
  company: 'Company name is required',
  companyTooLong: 'Company name must be less than 200 characters',
  phone: 'Valid phone number required',
  referralCodeTooLong: 'Referral code must be less than 50 characters',
  terms: 'You must agree to the terms and privacy policy',
  rosterNotCsv: 'Please upload a CSV file',
  rosterTooLarge: 'The roster file is too large (max 256 KB).',
  duplicateEmail: 'An application with this email already exists',
  failed: 'Failed to submit application. Please try again.',
  success: "Application received! We'll review within 48 hours.",
} as const

/** The roster is a short list of agents; the cap keeps a single upload small (also enforced by the parser). */
export const ROSTER_MAX_BYTES = 256 * 1024
/** The most agents one roster may list. */
export const ROSTER_MAX_ROWS = 500

const M = AFFILIATE_APPLICATION_MESSAGES

/** A roster must be named *.csv or typed text/csv (browsers on Windows often send another type for .csv). */
export function isCsvFile(file: { name: string; type: string }) {
  return file.name.trim().toLowerCase().endsWith('.csv') || file.type.split(';')[0]!.trim().toLowerCase() === 'text/csv'
}

export const AffiliateApplicationSchema = z.object({
  name: z.string({ error: M.nameTooShort }).trim().min(2, { error: M.nameTooShort }).max(100, { error: M.nameTooLong }),
  // Stored lower-cased: the column is unique, so "A@x.com" and "a@x.com" are one application.
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.email }).max(255, { error: M.email })),
  brokerageName: z.string({ error: M.company }).trim().min(2, { error: M.company }).max(200, { error: M.companyTooLong }),
  phone: z
    .string({ error: M.phone })
    .trim()
    .min(10, { error: M.phone })
    .max(20, { error: M.phone })
    .regex(/^[\d\s()+.-]+$/, { error: M.phone }),
  referralCode: z.string().trim().max(50, { error: M.referralCodeTooLong }).optional(),
  agreeToTerms: z.boolean({ error: M.terms }).refine((agreed) => agreed, { error: M.terms }),
  roster: z
    .file({ error: M.rosterNotCsv })
    .refine(isCsvFile, { error: M.rosterNotCsv })
    .refine((file) => file.size <= ROSTER_MAX_BYTES, { error: M.rosterTooLarge })
    .optional(),
})

export type AffiliateApplicationInput = z.output<typeof AffiliateApplicationSchema>
