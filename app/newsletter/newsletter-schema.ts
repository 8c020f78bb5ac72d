import { z } from '~/utils/zod.ts'

// The blog's two newsletter forms (spec §5, §8): the header form asks for an email, the footer
// form for a full name and an email. Both post to /newsletter with `source`.
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  emailMax: 'Email must be less than 255 characters',
  name: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  headerSuccess: "Thanks for subscribing! We'll keep you updated with the latest insights.",
  footerSuccess: 'Thanks for subscribing! Welcome to the community.',
} as const

export const NEWSLETTER_SOURCES = ['header', 'footer'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

const email = z.string({ error: NEWSLETTER_MESSAGES.email }).trim().max(255, NEWSLETTER_MESSAGES.emailMax).pipe(z.email(NEWSLETTER_MESSAGES.email))

export const HeaderNewsletterSchema = z.object({
  source: z.literal('header'),
  email,
  redirectTo: z.string().optional(),
})

export const FooterNewsletterSchema = z.object({
  source: z.literal('footer'),
  name: z.string({ error: NEWSLETTER_MESSAGES.name }).trim().min(1, NEWSLETTER_MESSAGES.name).max(100, NEWSLETTER_MESSAGES.nameMax),
  email,
  redirectTo: z.string().optional(),
})

export function newsletterSchemaFor(source: NewsletterSource) {
  return source === 'footer' ? FooterNewsletterSchema : HeaderNewsletterSchema
}

export function newsletterSuccessMessage(source: NewsletterSource) {
  return source === 'footer' ? NEWSLETTER_MESSAGES.footerSuccess : NEWSLETTER_MESSAGES.headerSuccess
}
