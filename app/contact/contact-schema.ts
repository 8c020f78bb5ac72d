import { z } from '~/utils/zod.ts'
import { CONTACT_ROLES, CONTACT_SUBJECTS, valuesOf } from '~/marketplace/value-sets.ts'

// The contact form (spec §5), shared by the page (instant validation, HTML constraints) and the
// action. The captcha answer is only checked for presence here; the server verifies it against
// its signed challenge (captcha.server.ts). A posted `captchaVerified` flag is not in the schema,
// so it is dropped and can never stand in for the answer.
export const CONTACT_MESSAGE_MAX_LENGTH = 500

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 50 characters',
  email: 'Please enter a valid email address',
  emailMax: 'Email must be less than 255 characters',
  role: 'Please select your role',
  subject: 'Please select a subject',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 500 characters',
  privacy: 'You must agree to the privacy policy',
  captcha: 'Please complete the CAPTCHA verification',
  success: 'Message Sent Successfully!',
  successDetail: "Thank you! We'll respond within 1-2 business days.",
  failure: 'There was an error sending your message. Please try again.',
} as const

export const ContactSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameMin }).trim().min(2, CONTACT_MESSAGES.nameMin).max(50, CONTACT_MESSAGES.nameMax),
  email: z.string({ error: CONTACT_MESSAGES.email }).trim().max(255, CONTACT_MESSAGES.emailMax).pipe(z.email(CONTACT_MESSAGES.email)),
  role: z.enum(valuesOf(CONTACT_ROLES), { error: CONTACT_MESSAGES.role }),
  subject: z.enum(valuesOf(CONTACT_SUBJECTS), { error: CONTACT_MESSAGES.subject }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageMin })
    .trim()
    .min(10, CONTACT_MESSAGES.messageMin)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageMax),
  agreedToPrivacy: z.boolean({ error: CONTACT_MESSAGES.privacy }).refine((agreed) => agreed, CONTACT_MESSAGES.privacy),
  captchaAnswer: z
    .number({ error: CONTACT_MESSAGES.captcha })
    .int(CONTACT_MESSAGES.captcha)
    .min(0, CONTACT_MESSAGES.captcha)
    .max(100, CONTACT_MESSAGES.captcha),
  captchaToken: z.string({ error: CONTACT_MESSAGES.captcha }).min(1, CONTACT_MESSAGES.captcha).max(500, CONTACT_MESSAGES.captcha),
  /** the vendor card the visitor came from (/contact?vendor=<slug>); unknown slugs are ignored */
  vendor: z.string().trim().max(200).optional(),
})
export type ContactInput = z.output<typeof ContactSchema>
