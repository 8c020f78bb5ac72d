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

let transport: Transporter | undefined
function smtpTransport(url: string) {
  transport ??= nodemailer.createTransport(url)
  return transport
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
      status: 'recorded',
    },
    select: { id: true },
  })
  if (!env.SMTP_URL) return { id: record.id, status: 'recorded' as const }
  try {
    const info = await smtpTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    })
    await db.outboundEmail.update({ where: { id: record.id }, data: { status: 'sent', sentAt: new Date(), messageId: info.messageId ?? null } })
    return { id: record.id, status: 'sent' as const }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`email ${record.id} to ${message.to} failed: ${reason}`)
    await db.outboundEmail.update({ where: { id: record.id }, data: { status: 'failed', error: reason.slice(0, 1000) } })
    return { id: record.id, status: 'failed' as const }
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
