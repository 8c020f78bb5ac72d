import { afterEach, describe, expect, test } from 'vitest'
import { submitAffiliateApplication } from '~/applications/affiliate-applications.server.ts'
import { JOB_HANDLERS, RECURRING_JOBS } from '~/jobs/jobs.server.ts'
import { JobRunner } from '~/jobs/runner.server.ts'
import { db } from '~/utils/db.server.ts'
import { deliverQueued, QUEUED_EMAIL_GRACE_MS, queueEmail } from '~/utils/mailer.server.ts'
import { resetSmtp, startSmtpCatcher, useSmtp } from '../fakes/smtp-server.ts'
import { uniqueEmail } from './helpers.ts'

// The transactional outbox (docs/decisions/0021): an email is recorded in the transaction of the
// write that causes it, so both commit or neither does, and it is sent from that record — right
// after the commit, or by the 'email-retries' job if the process died before it could.

afterEach(resetSmtp)

async function storeApplicationWithEmail(email: string, { fail }: { fail: boolean }) {
  return db.$transaction(async (tx) => {
    const application = await tx.affiliateApplication.create({
      data: { name: 'Outbox Tester', email, brokerageName: 'Outbox Realty', phone: '555-0100', status: 'pending' },
      select: { id: true },
    })
    const emailId = await queueEmail(tx, { to: email, subject: 'We received your application', text: `Application ${application.id}` })
    if (fail) throw new Error('the write failed after the email was queued')
    return { applicationId: application.id, emailId }
  })
}

/** The app's runner with its email-retries job, on a clock the test moves. */
async function emailJobAt(clock: { now: Date }) {
  const job = RECURRING_JOBS.find((recurring) => recurring.name === 'email-retries')!
  const runner = new JobRunner(db, { [job.name]: JOB_HANDLERS[job.name] }, { clock: () => clock.now })
  await runner.ensureRecurring([job])
  return {
    async run() {
      await db.backgroundJob.update({ where: { key: job.name }, data: { runAt: clock.now, status: 'queued' } })
      await runner.runDueJobs()
    },
  }
}

describe('transactional outbox', () => {
  test('a write and its queued email roll back together: no row, no email', async () => {
    const catcher = await startSmtpCatcher()
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const email = uniqueEmail('rolled-back')
      await expect(storeApplicationWithEmail(email, { fail: true })).rejects.toThrow('the write failed')
      expect(await db.affiliateApplication.count({ where: { email } })).toBe(0)
      expect(await db.outboundEmail.count({ where: { to: email } })).toBe(0)

      // the same write committed: its email is queued, then delivered once after the commit
      const { emailId } = await storeApplicationWithEmail(email, { fail: false })
      expect(await db.outboundEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'queued', attempts: 0 })
      expect(await deliverQueued([emailId])).toEqual(['sent'])
      expect(await deliverQueued([emailId])).toEqual(['queued']) // already sent: not sent twice
      expect(await db.outboundEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null })
      expect(catcher.messages.filter((message) => message.includes(`To: ${email}`))).toHaveLength(1)
    } finally {
      await catcher.close()
    }
  })

  test('an email committed but never delivered (the process died after the commit) is sent by the background job from its record', async () => {
    const catcher = await startSmtpCatcher()
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const email = uniqueEmail('crashed')
      const committedAt = Date.now()
      const { applicationId, emailId } = await storeApplicationWithEmail(email, { fail: false })
      // the crash: deliverQueued never runs

      // within the grace period the job leaves it to the request that queued it
      const clock = { now: new Date(committedAt) }
      const job = await emailJobAt(clock)
      await job.run()
      expect(await db.outboundEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'queued', attempts: 0 })

      // after it, the job sends it, once
      clock.now = new Date(committedAt + QUEUED_EMAIL_GRACE_MS + 1000)
      await job.run()
      expect(await db.outboundEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null })
      clock.now = new Date(clock.now.getTime() + 60 * 60_000)
      await job.run()
      const delivered = catcher.messages.filter((message) => message.includes(`To: ${email}`))
      expect(delivered).toHaveLength(1)
      expect(delivered[0]).toContain('Subject: We received your application')
      expect(delivered[0]).toContain(`Application ${applicationId}`)
    } finally {
      await catcher.close()
    }
  })

  test('an affiliate application and its two emails are stored together and both are sent after the commit', async () => {
    const catcher = await startSmtpCatcher()
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      const email = uniqueEmail('outbox-affiliate')
      const result = await submitAffiliateApplication({ name: 'Dana Outbox', email, brokerageName: 'Outbox Realty', phone: '555-0100', roster: null })
      expect(result.status).toBe('created')
      const rows = await db.outboundEmail.findMany({ where: { OR: [{ to: email }, { replyTo: email }] }, orderBy: { createdAt: 'asc' } })
      expect(rows.map((row) => [row.subject, row.status])).toEqual([
        ['We received your Harper Home affiliate application', 'sent'],
        ['New affiliate application: Dana Outbox (Outbox Realty)', 'sent'],
      ])
      expect(catcher.messages.filter((message) => message.includes('Outbox Realty'))).toHaveLength(2)

      // a refused duplicate stores no application and queues no email
      expect(await submitAffiliateApplication({ name: 'Dana Outbox', email, brokerageName: 'Outbox Realty', phone: '555-0100', roster: null })).toEqual({
        status: 'duplicate-email',
      })
      expect(await db.outboundEmail.count({ where: { OR: [{ to: email }, { replyTo: email }] } })).toBe(2)
    } finally {
      await catcher.close()
    }
  })

  test('without SMTP the queued row is the delivery (recorded), as before', async () => {
    useSmtp(undefined)
    const email = uniqueEmail('recorded')
    const { emailId } = await storeApplicationWithEmail(email, { fail: false })
    expect(await deliverQueued([emailId])).toEqual(['recorded'])
    expect(await db.outboundEmail.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({ status: 'recorded', attempts: 0, nextAttemptAt: null })
  })
})
