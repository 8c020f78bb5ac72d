import nodemailer, { type Transporter } from 'nodemailer'
import { db } from './db.server.ts'
import { getServerEnv } from './env.server.ts'

// Every email the product sends goes through sendEmail: it is recorded in OutboundEmail first,
// then delivered over SMTP when SMTP_URL is set. Without SMTP_URL the row is the delivery
// ('recorded'), and admins read it in the outbox (/admin/outbox).
export type EmailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** extra headers, e.g. List-Unsubscribe (see listUnsubscribeHeaders) */
  headers?: Record<string, string>
}

let transport: { url: string; transporter: Transporter } | undefined
function smtpTransport(url: string) {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

/** How many SMTP deliveries an email gets (the first plus retries) before it is failed for good. */
export const EMAIL_MAX_ATTEMPTS = 6

/** The wait before retry n (n = deliveries tried so far): 1, 4, 16, 64 minutes, then 4 h, capped at 6 h. */
export function emailRetryDelayMs(attempts: number) {
  return Math.min(6 * 60 * 60_000, 60_000 * 4 ** Math.max(0, attempts - 1))
}

export async function sendEmail(message: EmailMessage) {
  const env = getServerEnv()
  const record = await db.outboundEmail.create({
    data: {
      to: message.to,
      from: env.MAIL_FROM,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      headers: message.headers,
      status: 'recorded',
    },
    select: { id: true },
  })
  if (!env.SMTP_URL) return { id: record.id, status: 'recorded' as const }
  const status = await deliverOutboundEmail(record.id, { smtpUrl: env.SMTP_URL, now: new Date() })
  return { id: record.id, status }
}

/**
 * One SMTP delivery of a stored email (the first, from sendEmail, or a retry from the background
 * job). A failure leaves the row `failed` with its error and, while attempts remain, the time of
 * the next try (exponential backoff); after EMAIL_MAX_ATTEMPTS it is failed for good
 * (`nextAttemptAt` null) and stays in the admins' outbox.
 */
export async function deliverOutboundEmail(id: string, { smtpUrl, now }: { smtpUrl: string; now: Date }): Promise<'sent' | 'failed'> {
  const email = await db.outboundEmail.findUniqueOrThrow({ where: { id } })
  const attempts = email.attempts + 1
  try {
    const info = await smtpTransport(smtpUrl).sendMail({
      from: email.from,
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
      headers: (email.headers as Record<string, string> | null) ?? undefined,
    })
    await db.outboundEmail.update({
      where: { id },
      data: { status: 'sent', sentAt: new Date(), messageId: info.messageId ?? null, attempts, lastAttemptAt: now, nextAttemptAt: null },
    })
    return 'sent'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const retryAt = attempts < EMAIL_MAX_ATTEMPTS ? new Date(now.getTime() + emailRetryDelayMs(attempts)) : null
    console.error(`email ${id} to ${email.to} failed (attempt ${attempts}${retryAt ? '' : ', giving up'}): ${reason}`)
    await db.outboundEmail.update({
      where: { id },
      data: { status: 'failed', error: reason.slice(0, 1000), attempts, lastAttemptAt: now, nextAttemptAt: retryAt },
    })
    return 'failed'
  }
}

/**
 * RFC 2369 / RFC 8058 headers for mailing-list email (the newsletter): mail clients show an
 * "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the URL.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** Tests swap SMTP settings between cases; this drops the cached transport. */
export function resetMailTransportForTests() {
  transport = undefined
}
