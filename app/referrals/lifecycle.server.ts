import type { ReferralStatus } from '~/marketplace/value-sets.ts'
import { formatDollars, formatStatus } from '~/marketplace/format.ts'
import { moveLead, moveLeadsOfRequest } from '~/leads/lead-store.server.ts'
import type { Db, DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { transactionWithEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { commissionCents, commissionRuleFromEnv } from './commission.ts'
import { checkReferralTransition, REQUEST_STATUS_AFTER, type LifecycleActor, type ReferralTransition } from './lifecycle.ts'
import { countReferrals, performanceScore } from './performance.ts'

// Applies the referral process's table (lifecycle.ts). Everything a transition does happens in
// the caller's transaction: the conditional status update, the stored event (actor, time, note,
// earnings change), the service request in step, the leads in step, the affiliate's score. The
// affiliate's email is returned and sent after the commit, so a rolled-back change sends nothing.

export type LifecycleActorRef = { type: LifecycleActor; userId?: string | null }

export type ReferralTransitionInput = {
  referralId: string
  transition: ReferralTransition
  actor: LifecycleActorRef
  note?: string | null
  /** the final job value; required by 'complete' */
  jobValueCents?: number | null
  /** the vendor who accepted, recorded by 'match' */
  vendorProfileId?: string | null
  now?: Date
}

export type ReferralTransitionOutcome =
  | { status: 'applied'; referralId: string; from: ReferralStatus; to: ReferralStatus; earningsDeltaCents: number }
  | { status: 'unchanged'; referralId: string; current: ReferralStatus }
  | { status: 'forbidden'; referralId: string }
  | { status: 'not-allowed'; referralId: string; current: ReferralStatus }
  | { status: 'not-found'; referralId: string }
  | { status: 'job-value-required'; referralId: string }

export type TransitionResult = { outcome: ReferralTransitionOutcome; email: EmailMessage | null }

/**
 * Moves one referral inside `tx`. `syncLeads: false` when the caller (a vendor's action on their
 * lead) moves the lead itself.
 */
export async function transitionReferralInTx(
  tx: DbTransaction,
  input: ReferralTransitionInput,
  { syncLeads = true }: { syncLeads?: boolean } = {},
): Promise<TransitionResult> {
  const { referralId, transition, actor } = input
  const now = input.now ?? new Date()
  const referral = await tx.referral.findUnique({
    where: { id: referralId },
    select: {
      status: true,
      earningsCents: true,
      affiliateId: true,
      serviceRequestId: true,
      consumerName: true,
      serviceType: true,
      affiliate: { select: { name: true, email: true } },
    },
  })
  if (!referral) return { outcome: { status: 'not-found', referralId }, email: null }
  const current = referral.status as ReferralStatus
  const check = checkReferralTransition(transition, current, actor.type)
  if (check.status === 'forbidden') return { outcome: { status: 'forbidden', referralId }, email: null }
  if (check.status === 'unchanged') return { outcome: { status: 'unchanged', referralId, current }, email: null }
  if (check.status === 'not-allowed') return { outcome: { status: 'not-allowed', referralId, current }, email: null }

  let earningsCents = referral.earningsCents
  let jobValueCents: number | undefined
  if (transition === 'complete') {
    if (!input.jobValueCents || input.jobValueCents <= 0) return { outcome: { status: 'job-value-required', referralId }, email: null }
    jobValueCents = input.jobValueCents
    earningsCents = commissionCents(jobValueCents, commissionRuleFromEnv())
  }
  if (transition === 'reverse') earningsCents = 0
  const earningsDeltaCents = earningsCents - referral.earningsCents

  const moved = await tx.referral.updateMany({
    where: { id: referralId, status: check.from },
    data: {
      status: check.to,
      statusChangedAt: now,
      earningsCents,
      ...(jobValueCents !== undefined ? { jobValueCents } : {}),
      ...(input.vendorProfileId ? { vendorProfileId: input.vendorProfileId } : {}),
    },
  })
  if (moved.count !== 1) {
    // another request moved it between our read and our write: report where it is now
    const latest = (await tx.referral.findUnique({ where: { id: referralId }, select: { status: true } }))?.status as ReferralStatus
    return {
      outcome: latest === check.to ? { status: 'unchanged', referralId, current: latest } : { status: 'not-allowed', referralId, current: latest },
      email: null,
    }
  }
  await tx.referralEvent.create({
    data: {
      referralId,
      transition,
      fromStatus: check.from,
      toStatus: check.to,
      actorType: actor.type,
      actorId: actor.userId ?? null,
      note: input.note?.trim() || null,
      earningsDeltaCents,
      createdAt: now,
    },
  })

  const requestStatus = REQUEST_STATUS_AFTER[transition]
  if (referral.serviceRequestId && requestStatus) {
    await tx.serviceRequest.updateMany({
      // open → matched → closed, never back
      where: { id: referral.serviceRequestId, status: requestStatus === 'matched' ? 'open' : { not: 'closed' } },
      data: { status: requestStatus },
    })
  }
  if (syncLeads && referral.serviceRequestId) await moveLeadsInStep(tx, referral.serviceRequestId, transition, { now, jobValueCents })

  await refreshPerformanceScore(tx, referral.affiliateId)

  const outcome = { status: 'applied', referralId, from: check.from, to: check.to, earningsDeltaCents } as const
  return { outcome, email: affiliateEmail(referral, outcome, input.note ?? null) }
}

/** An admin's (or the homeowner's) transition also moves the request's leads. */
async function moveLeadsInStep(
  tx: DbTransaction,
  serviceRequestId: string,
  transition: ReferralTransition,
  { now, jobValueCents }: { now: Date; jobValueCents?: number },
) {
  if (transition === 'cancel') {
    await moveLeadsOfRequest(tx, { serviceRequestId, transition: 'cancel' })
    return
  }
  if (transition !== 'start' && transition !== 'complete') return
  const active = await tx.serviceRequestMatch.findFirst({
    where: { serviceRequestId, status: { in: transition === 'start' ? ['accepted', 'scheduled'] : ['in_progress'] } },
    select: { id: true },
  })
  if (!active) return
  await moveLead(tx, {
    matchId: active.id,
    transition,
    actor: 'admin',
    data: transition === 'start' ? { startedAt: now } : { completedAt: now, jobValueCents },
  })
}

/** The affiliate's score and its parts, from their referrals as they are now. */
export async function performanceScoreOf(client: Db | DbTransaction, affiliateId: string) {
  const rows = await client.referral.groupBy({ by: ['status'], where: { affiliateId }, _count: { _all: true } })
  return performanceScore(countReferrals(rows.map((row) => ({ status: row.status, count: row._count._all }))))
}

/** The affiliate's stored score (the admin table reads it), recomputed — never edited by hand. */
export async function refreshPerformanceScore(tx: DbTransaction, affiliateId: string) {
  const { score } = await performanceScoreOf(tx, affiliateId)
  await tx.affiliateProfile.update({ where: { id: affiliateId }, data: { performanceScore: score } })
  return score
}

/** Applies one transition in its own transaction, with the affiliate's email queued in it (docs/decisions/0021). */
export async function applyReferralTransition(input: ReferralTransitionInput): Promise<ReferralTransitionOutcome> {
  return transactionWithEmails(async (tx) => {
    const result = await transitionReferralInTx(tx, input)
    return { outcome: result.outcome, emails: [result.email] }
  })
}

const STATUS_SENTENCES: Record<ReferralStatus, string> = {
  pending: 'is waiting for a vendor',
  matched: 'has been matched: a vendor accepted the job',
  in_progress: 'is in progress: the vendor has started work',
  completed: 'is completed',
  cancelled: 'has been cancelled',
}

function affiliateEmail(
  referral: { consumerName: string; serviceType: string; affiliate: { name: string; email: string } },
  outcome: { to: ReferralStatus; earningsDeltaCents: number },
  note: string | null,
): EmailMessage {
  const dashboard = new URL('/affiliate-dashboard#referrals', getServerEnv().PUBLIC_URL).toString()
  const earnings =
    outcome.earningsDeltaCents > 0
      ? `${formatDollars(outcome.earningsDeltaCents)} has been credited to your earnings.`
      : outcome.earningsDeltaCents < 0
        ? `${formatDollars(-outcome.earningsDeltaCents)} credited for it has been reversed.`
        : null
  return {
    to: referral.affiliate.email,
    subject: `Referral update: ${referral.consumerName} — ${formatStatus(outcome.to)}`,
    text: [
      `Hi ${referral.affiliate.name},`,
      '',
      `Your referral of ${referral.consumerName} (${referral.serviceType}) ${STATUS_SENTENCES[outcome.to]}.`,
      ...(earnings ? ['', earnings] : []),
      ...(note?.trim() ? ['', `Note: ${note.trim()}`] : []),
      '',
      `See each step on your dashboard: ${dashboard}`,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}
