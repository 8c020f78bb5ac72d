import { z } from '~/utils/zod.ts'

// The vendor application form (spec §3, §5): one schema for the browser (instant messages) and
// the action (the rule that counts). Messages are the spec's, word for word. Credential files are
// not part of the schema: the server judges them while reading the body (app/utils/uploads.server.ts)
// and the browser pre-checks them with the rules below.

/** The example host in the website message (spec: 'Please enter a valid website URL (e.g., {host})'). */
export const WEBSITE_EXAMPLE_HOST = 'www.yourcompany.com'

export const VENDOR_APPLICATION_MESSAGES = {
  businessNameMin: 'Business name must be at least 2 characters',
  businessNameMax: 'Business name must be less than 100 characters',
  contactNameMin: 'Contact name must be at least 2 characters',
  contactNameMax: 'Contact name must be less than 50 characters',
  emailInvalid: 'Please enter a valid email address',
  emailMax: 'Email must be less than 255 characters',
  phoneInvalid: 'Please enter a valid phone number',
  phoneMax: 'Phone number must be less than 20 characters',
  addressMin: 'Please enter a complete address',
  addressMax: 'Address must be less than 200 characters',
  servicesMin: 'Please describe your services (minimum 10 characters)',
  servicesMax: 'Services description must be less than 1000 characters',
  yearsRequired: 'Years of experience is required',
  yearsInvalid: 'Please enter a valid number',
  licenseMin: 'License number must be at least 3 characters',
  licenseMax: 'License number must be less than 50 characters',
  insuranceRequired: 'Insurance provider is required',
  insuranceMax: 'Insurance provider must be less than 100 characters',
  websiteInvalid: `Please enter a valid website URL (e.g., ${WEBSITE_EXAMPLE_HOST})`,
  additionalInfoMax: 'Additional information must be less than 2000 characters',
  agreeToTerms: 'You must agree to the terms and conditions',
  consentToContact: 'Consent to contact is required for application processing',
} as const

export const VENDOR_APPLICATION_TEXT = {
  submitting: 'Submitting Application...',
  successTitle: 'Application Submitted Successfully!',
  successDescription: "We'll review your application and contact you within 2-3 business days.",
  failureTitle: 'Submission Error',
  failureGeneric: 'There was an error submitting your application. Please try again.',
  storageUnavailable:
    'We could not save your files right now because our file storage is full, so nothing was submitted. Your answers are still here: please attach your files again and resubmit in a few minutes.',
  fileErrorTitle: 'File Upload Error',
  filesDropped: 'Only the first 5 files were kept.',
  reattachFiles: 'For your security, attached files are not kept when the form has errors. Please attach your files again.',
} as const

/** Credential files (spec §5, §9). The server re-checks everything by content. */
export const CREDENTIAL_FILE_RULES = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'jpeg', 'jpg', 'png', 'webp'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  /** the `accept` attribute of the file input */
  accept: '.pdf,.jpeg,.jpg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp',
} as const

export const fileTooLargeMessage = (file: string) => `${file} is too large (max 10MB)`
export const fileUnsupportedMessage = (file: string) => `${file} is not a supported file type`

const M = VENDOR_APPLICATION_MESSAGES

/** A required trimmed string: an empty or missing value gets the minimum-length message. */
function text(min: number, minMessage: string, max: number, maxMessage: string) {
  return z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage)
}

/**
 * An optional trimmed string: empty → null, otherwise `min`-`max` characters. Written as one
 * transform because Conform's coercion turns '' into undefined inside nested schemas.
 */
function optionalText({ min, minMessage, max, maxMessage }: { min?: number; minMessage?: string; max: number; maxMessage: string }) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? ''
      if (!trimmed) return null
      if (min !== undefined && trimmed.length < min) ctx.addIssue({ code: 'custom', message: minMessage ?? maxMessage })
      if (trimmed.length > max) ctx.addIssue({ code: 'custom', message: maxMessage })
      return trimmed
    })
}

const PHONE_CHARACTERS = /^[\d\s\-+().]+$/

/**
 * The website rule: trim; empty → null; `https://` is prepended when there is no http(s) scheme;
 * the result must be an http(s) URL whose host has a dot between non-empty labels.
 */
export function normalizeWebsiteUrl(input: string): string | null | undefined {
  const trimmed = input.trim()
  if (!trimmed) return null
  if (/\s/.test(trimmed)) return undefined
  const candidate = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password) return undefined
  const labels = url.hostname.split('.')
  if (labels.length < 2 || labels.some((label) => !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label))) return undefined
  const tld = labels[labels.length - 1]!
  if (!/^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i.test(tld)) return undefined
  if (url.href.length > 2048) return undefined
  return url.href
}

export const VendorApplicationSchema = z.object({
  businessName: text(2, M.businessNameMin, 100, M.businessNameMax),
  contactName: text(2, M.contactNameMin, 50, M.contactNameMax),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(255, M.emailMax)
    .pipe(z.email({ error: M.emailInvalid })),
  phone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .max(20, M.phoneMax)
    // one message for both "too short" and "wrong characters"
    .refine((value) => value.length >= 10 && PHONE_CHARACTERS.test(value), M.phoneInvalid),
  address: text(10, M.addressMin, 200, M.addressMax),
  servicesOffered: text(10, M.servicesMin, 1000, M.servicesMax),
  yearsExperience: z
    .string({ error: M.yearsRequired })
    .trim()
    .min(1, M.yearsRequired)
    // digits only; at most 3 of them so the value fits the integer column (a century is plenty)
    .regex(/^\d{1,3}$/, M.yearsInvalid)
    .transform((value) => Number.parseInt(value, 10)),
  licenseNumber: optionalText({ min: 3, minMessage: M.licenseMin, max: 50, maxMessage: M.licenseMax }),
  insuranceProvider: text(2, M.insuranceRequired, 100, M.insuranceMax),
  websiteUrl: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const normalized = normalizeWebsiteUrl(value ?? '')
      if (normalized === undefined) {
        ctx.addIssue({ code: 'custom', message: M.websiteInvalid })
        return z.NEVER
      }
      return normalized
    }),
  additionalInfo: optionalText({ max: 2000, maxMessage: M.additionalInfoMax }),
  agreeToTerms: z.boolean({ error: M.agreeToTerms }).refine((value) => value, M.agreeToTerms),
  consentToContact: z.boolean({ error: M.consentToContact }).refine((value) => value, M.consentToContact),
})

export type VendorApplicationInput = z.output<typeof VendorApplicationSchema>

/** The browser-side pre-check of one chosen file (the server decides by content). */
export function precheckCredentialFile(file: { name: string; size: number; type: string }): string | null {
  if (file.size > CREDENTIAL_FILE_RULES.maxFileBytes) return fileTooLargeMessage(file.name)
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const typeOk = !file.type || (CREDENTIAL_FILE_RULES.mimeTypes as readonly string[]).includes(file.type)
  if (!(CREDENTIAL_FILE_RULES.extensions as readonly string[]).includes(extension) || !typeOk) {
    return fileUnsupportedMessage(file.name)
  }
  return null
}

/**
 * The browser's look at a file's first bytes (the same four signatures the server accepts), so a
 * renamed program is flagged before it is sent. The server decides with file-type regardless.
 */
export function looksLikeCredentialDocument(head: Uint8Array): boolean {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => head[offset + i] === byte)
  return (
    starts([0x25, 0x50, 0x44, 0x46]) || // %PDF
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    starts([0xff, 0xd8, 0xff]) || // JPEG
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) // RIFF....WEBP
  )
}
