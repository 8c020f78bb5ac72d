import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverOutboundEmail, EMAIL_CLAIM_MS } from '~/utils/mailer.server.ts'

const RETRY_BATCH = 20

/**
 * The recurring 'email-retries' job: every failed email whose `nextAttemptAt` has come, and every
 * queued one its request did not deliver (the process died after the commit), is sent through deliverOutboundEmail, which records the result and the next backoff (or gives up
 * after EMAIL_MAX_ATTEMPTS). Each email is claimed by a conditional update first, so a job run
 * twice (an expired lease) never delivers one email twice in the same round.
 */
export async function retryFailedEmails(now: Date, smtpUrl = getServerEnv().SMTP_URL) {
  const report = { retried: 0, sent: 0, failed: 0 }
  if (!smtpUrl) return report // without SMTP every email is recorded, none is failed
  const due = await db.outboundEmail.findMany({
    where: { status: { in: ['failed', 'queued'] }, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: 'asc' },
    take: RETRY_BATCH,
    select: { id: true, status: true, nextAttemptAt: true },
  })
  for (const email of due) {
    const claimed = await db.outboundEmail.updateMany({
      where: { id: email.id, status: email.status, nextAttemptAt: email.nextAttemptAt },
      data: { nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS) },
    })
    if (claimed.count !== 1) continue
    report.retried += 1
    report[await deliverOutboundEmail(email.id, { smtpUrl, now })] += 1
  }
  return report
}
