import crypto from 'node:crypto'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverQueued, listUnsubscribeHeaders, queueEmail } from '~/utils/mailer.server.ts'
import type { NewsletterSource } from './newsletter-schema.ts'

// Newsletter double opt-in. Subscribing stores (or refreshes) a row with a hashed confirmation
// token valid 7 days and emails the link; a row counts as a subscriber only once confirmed and
// not unsubscribed. The answer is the same whether the address was new, pending or confirmed.
//
// Unsubscribe links: the token is an HMAC of the address with the signing secret, so every
// newsletter email can carry a link without storing the token; the row stores its SHA-256 for
// lookup, refreshed whenever an email is sent (which also follows a rotated secret).
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** A pending address gets at most one confirmation email in this window. */
export const RESEND_AFTER_MS = 10 * 60 * 1000
export const NEWSLETTER_RATE_LIMIT = { name: 'newsletter', limit: 5, windowMs: 60 * 60 * 1000 }

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

function unsubscribeTokenFor(email: string) {
  const secret = getServerEnv().SESSION_SECRETS[0]!
  return crypto.createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url')
}

export function newsletterUrl(path: '/newsletter/confirm' | '/newsletter/unsubscribe', token: string) {
  const url = new URL(path, getServerEnv().PUBLIC_URL)
  url.searchParams.set('token', token)
  return url.toString()
}

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed'

export async function subscribeToNewsletter({
  email,
  name,
  source,
}: {
  email: string
  name?: string | null
  source: NewsletterSource
}): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase()
  const existing = await db.newsletterSubscriber.findUnique({ where: { email: address } })
  // already confirmed: nothing to send, and the visitor sees the same answer as everyone else
  if (existing?.confirmedAt && !existing.unsubscribedAt) return 'already-subscribed'
  // a confirmation sent minutes ago is still on its way: don't let a form flood someone's inbox
  if (existing?.confirmTokenExpiresAt && existing.updatedAt.getTime() > Date.now() - RESEND_AFTER_MS) return 'confirmation-sent'

  const confirmToken = crypto.randomBytes(32).toString('base64url')
  const unsubscribeToken = unsubscribeTokenFor(address)
  const fields = {
    confirmTokenHash: sha256(confirmToken),
    confirmTokenExpiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    unsubscribeTokenHash: sha256(unsubscribeToken),
    ...(name ? { name } : {}),
  }
  const confirmUrl = newsletterUrl('/newsletter/confirm', confirmToken)
  const unsubscribeUrl = newsletterUrl('/newsletter/unsubscribe', unsubscribeToken)
  // the token and its email are stored together (docs/decisions/0021)
  const emailId = await db.$transaction(async (tx) => {
    await tx.newsletterSubscriber.upsert({
      where: { email: address },
      create: { email: address, source, ...fields },
      update: fields,
    })
    return queueEmail(tx, {
      to: address,
      subject: 'Confirm your Harper Home newsletter subscription',
      text: [
        name ? `Hi ${name},` : 'Hi,',
        '',
        'Please confirm that you want to receive the Harper Home newsletter: practical guides for Florida homeowners and the agents who help them.',
        '',
        `Confirm your subscription: ${confirmUrl}`,
        '',
        'The link is valid for 7 days. If you did not ask for this, ignore this email and you will not hear from us.',
        '',
        `Unsubscribe: ${unsubscribeUrl}`,
      ].join('\n'),
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    })
  })
  await deliverQueued([emailId])
  return 'confirmation-sent'
}

export type ConfirmOutcome = { status: 'confirmed'; email: string; unsubscribeUrl: string } | { status: 'invalid' } | { status: 'expired' }

export async function confirmNewsletterSubscription(token: string | null): Promise<ConfirmOutcome> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const subscriber = await db.newsletterSubscriber.findUnique({ where: { confirmTokenHash: sha256(token) } })
  if (!subscriber) return { status: 'invalid' }
  if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= Date.now()) return { status: 'expired' }
  const unsubscribeToken = unsubscribeTokenFor(subscriber.email)
  await db.newsletterSubscriber.update({
    where: { id: subscriber.id },
    data: {
      confirmedAt: new Date(),
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      unsubscribeTokenHash: sha256(unsubscribeToken),
    },
  })
  return { status: 'confirmed', email: subscriber.email, unsubscribeUrl: newsletterUrl('/newsletter/unsubscribe', unsubscribeToken) }
}

export async function findSubscriberByUnsubscribeToken(token: string | null) {
  if (!token || token.length > 200) return null
  return db.newsletterSubscriber.findUnique({ where: { unsubscribeTokenHash: sha256(token) }, select: { id: true, email: true, unsubscribedAt: true } })
}

/** Idempotent: unsubscribing twice keeps the first time. */
export async function unsubscribeFromNewsletter(token: string | null): Promise<'unsubscribed' | 'invalid'> {
  const subscriber = await findSubscriberByUnsubscribeToken(token)
  if (!subscriber) return 'invalid'
  if (!subscriber.unsubscribedAt) {
    await db.newsletterSubscriber.update({
      where: { id: subscriber.id },
      data: { unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null },
    })
  }
  return 'unsubscribed'
}
