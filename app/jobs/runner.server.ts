import crypto from 'node:crypto'
import type { Db } from '~/utils/db.server.ts'
import { countJobRun } from '~/utils/metrics.server.ts'
import { truncateText } from '~/utils/misc.ts'

// A small table-backed job runner (docs/decisions/0018): BackgroundJob rows, claimed by a
// conditional update that sets a lease. Two app instances on one database never run the same due
// job at once: on PostgreSQL the second update waits for the first's row lock, then matches
// nothing; SQLite serialises writes. A runner that dies leaves its lease to run out, and the job
// is claimed again — so handlers must be idempotent (all of ours are conditional updates).

export type JobContext = { now: Date; payload: unknown }
/** A handler does its work and may return a one-line summary for the admins. */
export type JobHandler = (context: JobContext) => Promise<string | void>
export type RecurringJob = { name: string; intervalSeconds: number }

const CLAIM_BATCH = 10
const MAX_BACKOFF_MS = 60 * 60 * 1000

export class JobRunner {
  readonly runnerId: string
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<unknown> | undefined

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: { leaseMs?: number; clock?: () => Date; runnerId?: string } = {},
  ) {
    this.runnerId = options.runnerId ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  }

  private now() {
    return this.options.clock?.() ?? new Date()
  }

  /** Makes sure each recurring job has its row (keyed by name); existing rows keep their schedule. */
  async ensureRecurring(jobs: RecurringJob[]) {
    for (const job of jobs) {
      await this.db.backgroundJob.upsert({
        where: { key: job.name },
        create: { name: job.name, key: job.name, runAt: this.now(), intervalSeconds: job.intervalSeconds },
        update: { intervalSeconds: job.intervalSeconds },
      })
    }
  }

  /** Claims and runs every job due now that this runner has a handler for; returns the ids it ran. */
  async runDueJobs(): Promise<string[]> {
    const now = this.now()
    const due = {
      name: { in: Object.keys(this.handlers) },
      runAt: { lte: now },
      OR: [{ status: 'queued' }, { status: 'running', lockedUntil: { lt: now } }],
    }
    const candidates = await this.db.backgroundJob.findMany({ where: due, orderBy: { runAt: 'asc' }, take: CLAIM_BATCH, select: { id: true } })
    const ran: string[] = []
    for (const { id } of candidates) {
      const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 5 * 60_000))
      const claimed = await this.db.backgroundJob.updateMany({
        where: { id, ...due },
        data: { status: 'running', lockedBy: this.runnerId, lockedUntil: leaseUntil, lastRunAt: now, attempts: { increment: 1 } },
      })
      if (claimed.count !== 1) continue // another runner has it
      await this.run(id, now)
      ran.push(id)
    }
    return ran
  }

  private async run(id: string, startedAt: Date) {
    const job = await this.db.backgroundJob.findUniqueOrThrow({ where: { id } })
    const mine = { id, lockedBy: this.runnerId, status: 'running' }
    try {
      const summary = await this.handlers[job.name]({ now: startedAt, payload: job.payload })
      const finished = this.now()
      await this.db.backgroundJob.updateMany({
        where: mine,
        data: {
          ...(job.intervalSeconds
            ? { status: 'queued', runAt: new Date(finished.getTime() + job.intervalSeconds * 1000), attempts: 0 }
            : { status: 'succeeded' }),
          lockedBy: null,
          lockedUntil: null,
          lastSuccessAt: finished,
          lastResult: summary ? truncateText(summary, 500) : null,
          lastError: null,
        },
      })
      countJobRun(job.name, 'succeeded')
    } catch (error) {
      countJobRun(job.name, 'failed')
      const message = error instanceof Error ? error.message : String(error)
      console.error(`background job ${job.name} (${id}) failed: ${message}`)
      const giveUp = !job.intervalSeconds && job.attempts >= job.maxAttempts
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, job.attempts - 1))
      await this.db.backgroundJob.updateMany({
        where: mine,
        data: {
          status: giveUp ? 'failed' : 'queued',
          runAt: new Date(this.now().getTime() + backoff),
          lockedBy: null,
          lockedUntil: null,
          failures: { increment: 1 },
          lastError: truncateText(message, 1000),
        },
      })
    }
  }

  /** Polls every `intervalMs` until stopped; a tick never overlaps the previous one. */
  start(intervalMs = 15_000) {
    if (this.timer) return
    const tick = () => {
      this.ticking ??= this.runDueJobs()
        .catch((error: unknown) => console.error('background job runner tick failed', error))
        .finally(() => (this.ticking = undefined))
    }
    this.timer = setInterval(tick, intervalMs)
    this.timer.unref()
    tick()
  }

  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await this.ticking
  }
}

/** A one-off job; the key makes enqueueing idempotent (a second call with the same key is ignored). */
export async function enqueueJob(db: Db, { name, key, runAt, payload }: { name: string; key: string; runAt: Date; payload?: object }) {
  const existing = await db.backgroundJob.findUnique({ where: { key }, select: { id: true } })
  if (existing) return existing
  try {
    return await db.backgroundJob.create({ data: { name, key, runAt, payload }, select: { id: true } })
  } catch {
    // the unique key refused a concurrent twin
    return db.backgroundJob.findUniqueOrThrow({ where: { key }, select: { id: true } })
  }
}
