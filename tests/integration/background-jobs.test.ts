import crypto from 'node:crypto'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { deleteExpiredRecords } from '~/jobs/housekeeping.server.ts'
import { JobRunner, enqueueJob } from '~/jobs/runner.server.ts'
import { sweepLeadOffers } from '~/service-requests/offers.server.ts'
import { ESCALATION_ACTION } from '~/service-requests/process.server.ts'
import { createDb, databaseProvider, db } from '~/utils/db.server.ts'
import { createUser } from './helpers.ts'
import { createRequestWithLeads, createVendor } from './lifecycle-helpers.ts'

// Two runners with their own database clients (separate connections, as two app instances have)
// against the test database — PostgreSQL when TEST_DATABASE_URL names one. On SQLite the second
// runner shares the client: SQLite's driver waits for the write lock inside the process (blocking
// it), so two clients in one process would wait on each other; two instances are two processes,
// and tests/integration/health-and-durability.test.ts covers SQLite across processes.
const secondClient = databaseProvider() === 'sqlite' ? db : createDb(process.env.DATABASE_URL)
afterAll(() => (secondClient === db ? undefined : secondClient.$disconnect()))

const uniqueName = () => `test-job-${crypto.randomUUID().slice(0, 8)}`
const HOUR = 60 * 60 * 1000

describe('the job runner', () => {
  test('two runners on one database run each due job once', async () => {
    const name = uniqueName()
    const runs: string[] = []
    const handler = async ({ payload }: { payload: unknown }) => {
      runs.push(String((payload as { n: number }).n))
      await new Promise((resolve) => setTimeout(resolve, 50))
      return 'done'
    }
    const first = new JobRunner(db, { [name]: handler }, { runnerId: 'runner-a' })
    const second = new JobRunner(secondClient, { [name]: handler }, { runnerId: 'runner-b' })
    for (let n = 0; n < 8; n++) await enqueueJob(db, { name, key: `${name}-${n}`, runAt: new Date(Date.now() - 1000), payload: { n } })
    await Promise.all([first.runDueJobs(), second.runDueJobs(), first.runDueJobs(), second.runDueJobs()])
    expect(runs.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
    const rows = await db.backgroundJob.findMany({ where: { name } })
    expect(rows.every((row) => row.status === 'succeeded' && row.lastResult === 'done' && row.lockedBy === null)).toBe(true)
    // enqueueing the same key again is ignored: nothing runs twice
    await enqueueJob(db, { name, key: `${name}-0`, runAt: new Date(0), payload: { n: 0 } })
    expect(await first.runDueJobs()).toEqual([])
  })

  test('recurring jobs come back at their interval; failures are recorded and retried; a lost lease is claimed again', async () => {
    const name = uniqueName()
    let now = new Date('2030-01-01T00:00:00Z')
    let fail = true
    let calls = 0
    const runner = new JobRunner(
      db,
      {
        [name]: async () => {
          calls += 1
          if (fail) throw new Error('upstream unavailable')
          return 'ok'
        },
      },
      { clock: () => now, leaseMs: 60_000 },
    )
    await runner.ensureRecurring([{ name, intervalSeconds: 600 }])
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runner.runDueJobs()
    // the failure is logged with the job's name and the error
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^background job ${name} \\(\\w+\\) failed: upstream unavailable$`)))
    consoleError.mockClear()
    let row = await db.backgroundJob.findUniqueOrThrow({ where: { key: name } })
    expect(row).toMatchObject({ status: 'queued', failures: 1, lastError: 'upstream unavailable' })
    expect(row.runAt.getTime()).toBe(now.getTime() + 30_000)

    fail = false
    now = new Date(now.getTime() + 31_000)
    await runner.runDueJobs()
    row = await db.backgroundJob.findUniqueOrThrow({ where: { key: name } })
    expect(row).toMatchObject({ status: 'queued', lastResult: 'ok', lastError: null })
    expect(row.runAt.getTime()).toBe(now.getTime() + 600_000)
    expect(await runner.runDueJobs()).toEqual([]) // not due yet

    // a runner that died mid-run: its lease runs out and another runner takes the job
    now = new Date(now.getTime() + 600_000)
    await db.backgroundJob.update({ where: { key: name }, data: { status: 'running', lockedBy: 'dead-runner', lockedUntil: new Date(now.getTime() + 1000) } })
    expect(await runner.runDueJobs()).toEqual([])
    now = new Date(now.getTime() + 2000)
    expect(await runner.runDueJobs()).toHaveLength(1)
    expect(calls).toBe(3)
    // the later runs succeeded: nothing more was logged
    expect(consoleError).not.toHaveBeenCalled()
  })
})

describe('the re-match timer', () => {
  test('an unanswered lead passes to the next vendor exactly once, then to the admins once', async () => {
    const [first, second] = [await createVendor({ signedIn: false }), await createVendor({ signedIn: false })]
    const admin = await createUser({ roles: ['super_admin'] })
    const { request, matches } = await createRequestWithLeads({ vendorIds: [first.profile.id, second.profile.id], urgency: 'immediate' })
    const t0 = new Date()
    const lead = (id: string) => db.serviceRequestMatch.findUniqueOrThrow({ where: { id } })

    await sweepLeadOffers(t0)
    expect(await lead(matches[0].id)).toMatchObject({ status: 'offered', offerExpiresAt: new Date(t0.getTime() + 2 * HOUR) })
    expect(await db.outboundEmail.count({ where: { to: first.profile.email, subject: 'New lead: Roofing in Cocoa Beach, FL' } })).toBe(1)

    await sweepLeadOffers(new Date(t0.getTime() + HOUR)) // inside the 2-hour window for 'immediate'
    expect((await lead(matches[0].id)).status).toBe('offered')

    const late = new Date(t0.getTime() + 2 * HOUR + 1000)
    await Promise.all([sweepLeadOffers(late), sweepLeadOffers(late)])
    await sweepLeadOffers(late)
    expect((await lead(matches[0].id)).status).toBe('expired')
    expect((await lead(matches[1].id)).status).toBe('offered')
    expect(await db.outboundEmail.count({ where: { to: second.profile.email, subject: 'New lead: Roofing in Cocoa Beach, FL' } })).toBe(1)
    expect(await db.outboundEmail.count({ where: { to: request.contactEmail, subject: 'We are connecting you with another pro' } })).toBe(1)

    const later = new Date(late.getTime() + 2 * HOUR + 1000)
    await sweepLeadOffers(later)
    await sweepLeadOffers(new Date(later.getTime() + HOUR))
    expect((await lead(matches[1].id)).status).toBe('expired')
    expect(await db.auditEvent.count({ where: { action: ESCALATION_ACTION, targetId: request.id } })).toBe(1)
    // the sweep hands every exhausted request to every admin (other files' requests too, on a shared database): this one once
    expect(
      await db.outboundEmail.count({ where: { to: admin.email, subject: 'No vendor took a Roofing request in 32931', text: { contains: request.id } } }),
    ).toBe(1)
    expect(await db.outboundEmail.count({ where: { to: request.contactEmail, subject: 'We are still looking for your pro' } })).toBe(1)
  })

  test('the window is a day for other requests', async () => {
    const vendor = await createVendor({ signedIn: false })
    const { matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id], urgency: '7-days' })
    const t0 = new Date()
    await sweepLeadOffers(t0)
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).offerExpiresAt).toEqual(new Date(t0.getTime() + 24 * HOUR))
  })
})

test('housekeeping deletes expired and long-idle sessions, old tokens, used captchas and forgotten throttles, and nothing current', async () => {
  const user = await createUser()
  const now = new Date()
  const past = new Date(now.getTime() - 10 * 24 * HOUR)
  const future = new Date(now.getTime() + HOUR)
  const expired = await db.session.create({ data: { userId: user.id, expiresAt: past } })
  const live = await db.session.create({ data: { userId: user.id, expiresAt: future } })
  // idle past the longest idle timeout (30 days), though its absolute end is still ahead
  const idle = await db.session.create({ data: { userId: user.id, expiresAt: future, lastSeenAt: new Date(now.getTime() - 31 * 24 * HOUR) } })
  const forgotten = await db.loginThrottle.create({ data: { email: `old-${user.email}`, failures: 3, lastFailureAt: new Date(now.getTime() - 2 * HOUR) } })
  const locked = await db.loginThrottle.create({
    data: { email: `locked-${user.email}`, failures: 9, lastFailureAt: new Date(now.getTime() - 2 * HOUR), lockedUntil: future },
  })
  const oldToken = await db.verification.create({ data: { purpose: 'password_reset', email: user.email, tokenHash: crypto.randomUUID(), expiresAt: past } })
  const newToken = await db.verification.create({ data: { purpose: 'password_reset', email: user.email, tokenHash: crypto.randomUUID(), expiresAt: future } })
  await deleteExpiredRecords(now)
  expect(await db.session.findUnique({ where: { id: expired.id } })).toBeNull()
  expect(await db.session.findUnique({ where: { id: live.id } })).not.toBeNull()
  expect(await db.session.findUnique({ where: { id: idle.id } })).toBeNull()
  expect(await db.loginThrottle.findUnique({ where: { email: forgotten.email } })).toBeNull()
  expect(await db.loginThrottle.findUnique({ where: { email: locked.email } })).not.toBeNull()
  expect(await db.verification.findUnique({ where: { id: oldToken.id } })).toBeNull()
  expect(await db.verification.findUnique({ where: { id: newToken.id } })).not.toBeNull()
})
