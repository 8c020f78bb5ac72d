import { recordAnalyticsEvent } from '~/analytics/events.server.ts'
import { CONTACT_ROLES, CONTACT_SUBJECTS } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { deliverQueued, queueEmail } from '~/utils/mailer.server.ts'
import { consumeCaptcha, deleteExpiredCaptchaUses } from './captcha.server.ts'
import type { ContactInput } from './contact-schema.ts'
import { inboxForContactMessage } from './inbox-routing.ts'

/** Per-address limit on contact-form posts (checkPublicForm). */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 10, windowMs: 15 * 60 * 1000 }

export type ContactVendor = { id: string; slug: string; companyName: string }

/** The vendor a visitor came from (/contact?vendor=<slug>); unknown slugs are ignored (null). */
export async function findContactVendor(slug: string | null | undefined): Promise<ContactVendor | null> {
  const trimmed = slug?.trim()
  if (!trimmed || trimmed.length > 200) return null
  return db.vendorProfile.findUnique({ where: { slug: trimmed }, select: { id: true, slug: true, companyName: true } })
}

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((item) => item.value === value)?.label ?? value

export type ContactSendResult = { status: 'sent'; messageId: string; routedTo: string } | { status: 'captcha-used' }

/**
 * Stores a contact message and consumes its captcha challenge in one transaction (a replayed
 * challenge fails on CaptchaUse's primary key and stores nothing), queues in the same transaction
 * the email to the team inbox that fits the role and subject (Reply-To the sender), delivers it
 * after the commit and records the analytics event.
 */
export async function sendContactMessage({
  input,
  captcha,
  ipAddress,
}: {
  input: ContactInput
  captcha: { id: string; expiresAt: Date }
  ipAddress: string | null
}): Promise<ContactSendResult> {
  const vendor = await findContactVendor(input.vendor)
  const routedTo = inboxForContactMessage(input)
  const roleLabel = labelOf(CONTACT_ROLES, input.role)
  const subjectLabel = labelOf(CONTACT_SUBJECTS, input.subject)
  let stored: { messageId: string; emailId: string }
  try {
    stored = await db.$transaction(async (tx) => {
      await consumeCaptcha(tx, captcha)
      const message = await tx.contactMessage.create({
        data: {
          name: input.name,
          email: input.email.toLowerCase(),
          role: input.role,
          subject: input.subject,
          message: input.message,
          routedTo,
          ipAddress,
          vendorProfileId: vendor?.id ?? null,
        },
        select: { id: true },
      })
      const emailId = await queueEmail(tx, {
        to: routedTo,
        replyTo: `${input.name.replace(/[\r\n"<>]/g, ' ')} <${input.email}>`,
        subject: `[Contact] ${subjectLabel} from ${input.name}`,
        text: [
          `New message from the contact form (${message.id}).`,
          '',
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Role: ${roleLabel}`,
          `Subject: ${subjectLabel}`,
          ...(vendor ? [`About vendor: ${vendor.companyName} (${vendor.slug})`] : []),
          '',
          input.message,
          '',
          'Reply to this email to answer the sender. We promise a response within 1-2 business days.',
        ].join('\n'),
      })
      return { messageId: message.id, emailId }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'captcha-used' }
    throw error
  }
  const { messageId } = stored
  await deliverQueued([stored.emailId])
  // the message is stored and the email recorded: bookkeeping failures are logged, never shown as a failed send
  await recordAnalyticsEvent({ category: 'contact', action: 'submit', label: input.subject, properties: { role: input.role } }).catch((error) =>
    console.error(`contact ${messageId}: recording the analytics event failed`, error),
  )
  await deleteExpiredCaptchaUses().catch((error) => console.error('deleting expired captcha uses failed', error))
  return { status: 'sent', messageId, routedTo }
}

// Prisma's unique-constraint error (either provider's client class carries the code).
function isUniqueViolation(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'
}
