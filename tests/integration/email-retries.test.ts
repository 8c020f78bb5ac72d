import { afterEach, describe, expect, test, vi } from 'vitest'
import { JOB_HANDLERS, RECURRING_JOBS } from '~/jobs/jobs.server.ts'
import { JobRunner } from '~/jobs/runner.server.ts'
import { loader as outboxLoader } from '~/routes/admin.outbox.tsx'
import { db } from '~/utils/db.server.ts'
import { EMAIL_MAX_ATTEMPTS, listUnsubscribeHeaders, sendEmail } from '~/utils/mailer.server.ts'
import { closedPort, resetSmtp, startSmtpCatcher, useSmtp } from '../fakes/smtp-server.ts'
import { signedInAs } from './accounts-helpers.ts'
import { getRequest, outcome, routeArgs, uniqueEmail } from './helpers.ts'

// SMTP down: the email stays in the outbox as failed and the 'email-retries' background job sends
// it again with a growing wait, until it gets through or the attempts run out.

afterEach(resetSmtp)

const MINUTE = 60_000

/** The app's runner with its email-retries job, on a clock the test moves. */
async function retryRunnerAt(clock: { now: Date }) {
  const job = RECURRING_JOBS.find((recurring) => recurring.name === 'email-retries')!
  const runner = new JobRunner(db, { [job.name]: JOB_HANDLERS[job.name] }, { clock: () => clock.now })
  await runner.ensureRecurring([job])
  // the recurring row may have run in another test of this database: make it due now
  await db.backgroundJob.update({ where: { key: job.name }, data: { runAt: clock.now, status: 'queued' } })
  return runner
}

describe('email retries', () => {
  test('a refused connection leaves the email failed; the job retries it with backoff and sends it when SMTP is back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`)
    const to = uniqueEmail('retry')
    const sentAt = Date.now()
    const result = await sendEmail({
      to,
      subject: 'Your application',
      text: 'We received it.',
      replyTo: 'Dana <dana@example.test>',
      headers: listUnsubscribeHeaders('http://localhost:3000/newsletter/unsubscribe?token=abc'),
    })
    expect(result.status).toBe('failed')
    let row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row.error).toMatch(/ECONNREFUSED/)
    expect(row.nextAttemptAt!.getTime() - sentAt).toBeGreaterThanOrEqual(MINUTE - 1000)

    // still down at the first retry: failed again, and the wait grows (1 min → 4 min)
    const clock = { now: new Date(row.nextAttemptAt!.getTime() + 1000) }
    const runner = await retryRunnerAt(clock)
    expect(await runner.runDueJobs()).toHaveLength(1)
    row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({ status: 'failed', attempts: 2 })
    expect(row.nextAttemptAt!.getTime() - clock.now.getTime()).toBe(4 * MINUTE)

    // not due yet: the next run leaves it alone
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE)
    await db.backgroundJob.update({ where: { key: 'email-retries' }, data: { runAt: clock.now } })
    await runner.runDueJobs()
    expect((await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })).attempts).toBe(2)

    // SMTP is back: the retry delivers the same message, reply-to and headers included
    const catcher = await startSmtpCatcher()
    try {
      useSmtp(`smtp://127.0.0.1:${catcher.port}`)
      clock.now = new Date(row.nextAttemptAt!.getTime() + 1000)
      await db.backgroundJob.update({ where: { key: 'email-retries' }, data: { runAt: clock.now } })
      await runner.runDueJobs()
      row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
      expect(row).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null })
      const delivered = catcher.messages.find((message) => message.includes(`To: ${to}`))
      expect(delivered).toContain('Subject: Your application')
      expect(delivered).toContain('Reply-To: Dana <dana@example.test>')
      expect(delivered).toContain('List-Unsubscribe: <http://localhost:3000/newsletter/unsubscribe?token=abc>')
      // each failed attempt was logged, the delivery was not (the job may also retry an email another
      // test file left failed in this database: only this email's lines are this test's)
      expect(consoleError.mock.calls.filter(([line]) => String(line).includes(result.id))).toEqual([
        [expect.stringMatching(new RegExp(`^email ${result.id} to ${to} failed \\(attempt 1\\): connect ECONNREFUSED`))],
        [expect.stringMatching(new RegExp(`^email ${result.id} to ${to} failed \\(attempt 2\\): connect ECONNREFUSED`))],
      ])
    } finally {
      await catcher.close()
    }
  })

  test('after the last attempt the email is failed for good, never retried, and admins see it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`)
    const result = await sendEmail({ to: uniqueEmail('given-up'), subject: 'Never arrives', text: 'Sorry.' })
    // as if every retry but the last had already failed
    await db.outboundEmail.update({ where: { id: result.id }, data: { attempts: EMAIL_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) } })
    const clock = { now: new Date() }
    const runner = await retryRunnerAt(clock)
    await runner.runDueJobs()
    const row = await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null })

    clock.now = new Date(clock.now.getTime() + 24 * 60 * MINUTE)
    await db.backgroundJob.update({ where: { key: 'email-retries' }, data: { runAt: clock.now } })
    await runner.runDueJobs()
    expect((await db.outboundEmail.findUniqueOrThrow({ where: { id: result.id } })).attempts).toBe(EMAIL_MAX_ATTEMPTS)
    // the first attempt and the last are logged, the last saying it gave up
    expect(consoleError.mock.calls.map(([line]) => String(line).replace(/ to \S+ failed/, ' failed')).filter((line) => line.includes(result.id))).toEqual([
      expect.stringMatching(new RegExp(`^email ${result.id} failed \\(attempt 1\\): connect ECONNREFUSED`)),
      expect.stringMatching(new RegExp(`^email ${result.id} failed \\(attempt ${EMAIL_MAX_ATTEMPTS}, giving up\\): connect ECONNREFUSED`)),
    ])

    const { cookie } = await signedInAs(['super_admin'])
    const page = await outcome(outboxLoader(routeArgs(getRequest(`/admin/outbox?id=${result.id}`, { cookie }))))
    expect(page.status).toBe(200)
    expect((page.data as { email: unknown }).email).toMatchObject({
      status: 'failed',
      attempts: EMAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      error: expect.stringMatching(/ECONNREFUSED/),
    })
  })
})
