import nodemailer, { type Transporter } from 'nodemailer'
import { db, type DbTransaction } from './db.server.ts'
import { getServerEnv } from './env.server.ts'
import { truncateText } from './misc.ts'

// Every email the product sends is recorded in OutboundEmail first, then delivered over SMTP from
// that record when SMTP_URL is set. Without SMTP_URL the row is the delivery ('recorded'), and
// admins read it in the outbox (/admin/outbox). An email caused by a write is queued inside the
// write's transaction (queueEmail) and delivered after the commit (deliverQueued): a transactional
// outbox, so a crash between the two loses none (docs/decisions/0021).
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

/**
 * A queued email not delivered this long after its commit is taken as abandoned (the process died
 * between the commit and deliverQueued) and sent by the 'email-retries' background job.
 */
export const QUEUED_EMAIL_GRACE_MS = 60_000
/** A claimed email is not picked again for this long, even if its sender dies mid-delivery. */
export const EMAIL_CLAIM_MS = 10 * 60_000

/**
 * Records an email inside the caller's transaction, so it commits or rolls back with the write
 * that causes it. With SMTP it is 'queued' until deliverQueued (right after the commit) or the
 * background job (after QUEUED_EMAIL_GRACE_MS) sends it; without SMTP the row is the delivery.
 */
export async function queueEmail(tx: Pick<DbTransaction, 'outboundEmail'>, message: EmailMessage, now = new Date()) {
  const env = getServerEnv()
  const record = await tx.outboundEmail.create({
    data: {
      to: message.to,
      from: env.MAIL_FROM,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      headers: message.headers,
      status: env.SMTP_URL ? 'queued' : 'recorded',
      nextAttemptAt: env.SMTP_URL ? new Date(now.getTime() + QUEUED_EMAIL_GRACE_MS) : null,
    },
    select: { id: true },
  })
  return record.id
}

/** queueEmail for each message given (nulls skipped), in order; returns the ids for deliverQueued. */
export async function queueEmails(tx: DbTransaction, messages: (EmailMessage | null | undefined)[]) {
  const ids: string[] = []
  for (const message of messages) if (message) ids.push(await queueEmail(tx, message))
  return ids
}

/**
 * Delivers queued emails after their transaction committed. Each is claimed first (a conditional
 * update), so the background job never sends the same one concurrently. It never throws: what it
 * could not send stays queued or failed, and the background job sends it from its record.
 */
export async function deliverQueued(ids: string[]) {
  const smtpUrl = getServerEnv().SMTP_URL
  const statuses: ('recorded' | 'queued' | 'sent' | 'failed')[] = []
  for (const id of ids) {
    if (!smtpUrl) {
      statuses.push('recorded')
      continue
    }
    try {
      const now = new Date()
      const claimed = await db.outboundEmail.updateMany({
        where: { id, status: 'queued' },
        data: { nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS) },
      })
      statuses.push(claimed.count === 1 ? await deliverOutboundEmail(id, { smtpUrl, now }) : 'queued')
    } catch (error) {
      console.error(`email ${id}: delivery after commit failed; the background job will send it`, error)
      statuses.push('queued')
    }
  }
  return statuses
}

/**
 * Runs `write` in one transaction, queues the emails it returns in that same transaction and
 * delivers them after the commit: for flows that decide their emails while they write.
 */
export async function transactionWithEmails<T>(write: (tx: DbTransaction) => Promise<{ outcome: T; emails: (EmailMessage | null | undefined)[] }>): Promise<T> {
  const { outcome, emailIds } = await db.$transaction(async (tx) => {
    const result = await write(tx)
    return { outcome: result.outcome, emailIds: await queueEmails(tx, result.emails) }
  })
  await deliverQueued(emailIds)
  return outcome
}

/** An email with no write to attach to (a sign-up, a reset request): recorded, then delivered. */
export async function sendEmail(message: EmailMessage) {
  const id = await queueEmail(db, message)
  const [status] = await deliverQueued([id])
  return { id, status: status! }
}

/**
 * One SMTP delivery of a stored email (the first, from deliverQueued, or a retry from the background
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
      data: { status: 'failed', error: truncateText(reason, 1000), attempts, lastAttemptAt: now, nextAttemptAt: retryAt },
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
