import { sweepLeadOffers } from '~/service-requests/offers.server.ts'
import { db, dbRows } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { retryFailedEmails } from './email-retries.server.ts'
import { deleteExpiredRecords } from './housekeeping.server.ts'
import { applyRetention } from './retention.server.ts'
import { JobRunner, type JobHandler, type RecurringJob } from './runner.server.ts'

// The app's background jobs: what runs, how often, and the runner every app instance starts.
export const JOB_HANDLERS: Record<string, JobHandler> = {
  'lead-offers': async ({ now }) => {
    const report = await sweepLeadOffers(now)
    return `${report.expired} expired, ${report.offered} offered, ${report.escalated} sent to admins`
  },
  housekeeping: async ({ now }) => {
    const removed = await deleteExpiredRecords(now)
    return `${removed.sessions} sessions, ${removed.tokens} tokens, ${removed.captchas} captcha uses, ${removed.throttles} sign-in throttles deleted`
  },
  retention: async ({ now }) => {
    const removed = await applyRetention(now)
    return Object.entries(removed)
      .map(([what, count]) => `${count} ${what}`)
      .join(', ')
  },
  'email-retries': async ({ now }) => {
    const report = await retryFailedEmails(now)
    return `${report.retried} retried, ${report.sent} sent, ${report.failed} failed again`
  },
}

export const RECURRING_JOBS: RecurringJob[] = [
  { name: 'lead-offers', intervalSeconds: 60 },
  { name: 'housekeeping', intervalSeconds: 60 * 60 },
  { name: 'email-retries', intervalSeconds: 60 },
  { name: 'retention', intervalSeconds: 24 * 60 * 60 },
]

const globalForJobs = globalThis as unknown as { __harperJobs?: JobRunner }

/** Starts this process's runner once (kept across dev reloads). JOBS=off leaves it stopped. */
export function startBackgroundJobs() {
  if (getServerEnv().JOBS === 'off' || globalForJobs.__harperJobs) return
  const runner = new JobRunner(db, JOB_HANDLERS)
  globalForJobs.__harperJobs = runner
  runner
    .ensureRecurring(RECURRING_JOBS)
    .then(() => runner.start())
    .catch((error: unknown) => console.error('background jobs could not start', error))
}

type JobRow = {
  id: string
  name: string
  status: string
  runAt: Date
  lastRunAt: Date | null
  lastSuccessAt: Date | null
  lastResult: string | null
  lastError: string | null
  failures: number
}

/** What the admin dashboard shows: every job's schedule, last run, result and failures (portable SQL, docs/decisions/0050). */
export function listBackgroundJobs() {
  return dbRows<JobRow>`
    SELECT "id", "name", "status", "runAt", "lastRunAt", "lastSuccessAt", "lastResult", "lastError", "failures"
    FROM "BackgroundJob" ORDER BY "status" ASC, "runAt" ASC LIMIT 50`
}
