import { db, type DbTransaction } from '~/utils/db.server.ts'
import { deliverQueued, queueEmails } from '~/utils/mailer.server.ts'
import { applyTransition, emailsOf, offerNextLead, TAKEN_STATUSES, type OfferResult } from './process.server.ts'

// The re-match timer (app/jobs/): offers past their window expire — the process's 'expire'
// transition, whose effect offers the next ranked vendor — and requests nobody holds get their
// first offer. Every step is a conditional update, so a sweep run twice at once (or a vendor
// answering as the window closes) moves each lead once.

const SWEEP_BATCH = 100

export type SweepReport = { expired: number; offered: number; escalated: number }

/**
 * One pass of the re-match timer: expire offers past their window (offering the next vendor),
 * offer the first lead of requests nobody holds yet, and hand exhausted requests to the admins.
 */
export async function sweepLeadOffers(now = new Date()): Promise<SweepReport> {
  const report: SweepReport = { expired: 0, offered: 0, escalated: 0 }
  const emailIds: string[] = []
  const record = ({ result, queued }: { result: OfferResult; queued: string[] }) => {
    if (result.status === 'offered') report.offered += 1
    if (result.status === 'exhausted' && result.emails.length) report.escalated += 1
    emailIds.push(...queued)
  }
  // each step's emails are queued in its own transaction (docs/decisions/0021)
  const withQueuedEmails = async (tx: DbTransaction, result: OfferResult) => ({
    result,
    queued: await queueEmails(tx, emailsOf(result)),
  })

  const overdue = await db.serviceRequestMatch.findMany({
    where: { status: 'offered', offerExpiresAt: { lte: now } },
    orderBy: { offerExpiresAt: 'asc' },
    take: SWEEP_BATCH,
    select: { id: true, serviceRequestId: true },
  })
  for (const lead of overdue) {
    const result = await db.$transaction(async (tx) => {
      const { outcome, rematch } = await applyTransition(tx, {
        subject: 'lead',
        id: lead.id,
        transition: 'expire',
        actor: { type: 'system' },
        now,
        data: { offerExpiresAt: null },
      })
      return outcome.status === 'applied' && rematch ? withQueuedEmails(tx, rematch) : null
    })
    if (result) {
      report.expired += 1
      record(result)
    }
  }

  // requests nobody holds: new ones (their first offer) and ones whose leads all ran out; paged
  // by id, so requests already handed to the admins never hide newer ones behind them
  let cursor: string | undefined
  for (;;) {
    const waiting = await db.serviceRequest.findMany({
      where: { status: 'open', matches: { some: {}, none: { status: { in: TAKEN_STATUSES } } }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
      select: { id: true, matches: { where: { status: { not: 'queued' } }, select: { id: true }, take: 1 } },
    })
    for (const request of waiting) {
      record(await db.$transaction(async (tx) => withQueuedEmails(tx, await offerNextLead(tx, request.id, { now, reoffer: request.matches.length > 0 }))))
    }
    if (waiting.length < SWEEP_BATCH) break
    cursor = waiting[waiting.length - 1].id
  }
  await deliverQueued(emailIds)
  return report
}
