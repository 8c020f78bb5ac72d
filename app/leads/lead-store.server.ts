import type { DbTransaction } from '~/utils/db.server.ts'
import type { LifecycleActor } from '~/referrals/lifecycle.ts'
import { checkLeadTransition, isLeadStatus, LEAD_TRANSITIONS, type LeadStatus, type LeadTransition } from './lead-lifecycle.ts'

export type LeadMove =
  | { status: 'applied'; from: LeadStatus; to: LeadStatus }
  | { status: 'unchanged'; current: LeadStatus }
  | { status: 'forbidden' }
  | { status: 'not-allowed'; current: LeadStatus }
  | { status: 'not-found' }

type LeadData = {
  offeredAt?: Date
  offerExpiresAt?: Date | null
  respondedAt?: Date
  declineReason?: string
  scheduledFor?: Date
  startedAt?: Date
  completedAt?: Date
  jobValueCents?: number
}

/**
 * The only code that changes a lead's status: checks LEAD_TRANSITIONS, then a conditional update
 * (the status must still be the one read), so two requests racing move the lead once.
 */
export async function moveLead(
  tx: DbTransaction,
  { matchId, transition, actor, data = {} }: { matchId: string; transition: LeadTransition; actor: LifecycleActor; data?: LeadData },
): Promise<LeadMove> {
  const lead = await tx.serviceRequestMatch.findUnique({ where: { id: matchId }, select: { status: true } })
  if (!lead || !isLeadStatus(lead.status)) return { status: 'not-found' }
  const check = checkLeadTransition(transition, lead.status, actor)
  if (check.status !== 'allowed') return check
  const moved = await tx.serviceRequestMatch.updateMany({ where: { id: matchId, status: check.from }, data: { ...data, status: check.to } })
  if (moved.count === 1) return { status: 'applied', from: check.from, to: check.to }
  const now = await tx.serviceRequestMatch.findUnique({ where: { id: matchId }, select: { status: true } })
  return now?.status === check.to ? { status: 'unchanged', current: check.to } : { status: 'not-allowed', current: (now?.status ?? check.from) as LeadStatus }
}

/** Applies `transition` to every lead of a request it can leave (withdrawing or cancelling the rest). */
export async function moveLeadsOfRequest(
  tx: DbTransaction,
  { serviceRequestId, transition, exceptMatchId }: { serviceRequestId: string; transition: 'withdraw' | 'cancel'; exceptMatchId?: string },
) {
  const rule = LEAD_TRANSITIONS[transition]
  const { count } = await tx.serviceRequestMatch.updateMany({
    where: { serviceRequestId, status: { in: [...rule.from] }, ...(exceptMatchId ? { id: { not: exceptMatchId } } : {}) },
    data: { status: rule.to, offerExpiresAt: null },
  })
  return count
}

/** What an accepted lead does to the rest of its request: the other offers withdrawn, the request matched. */
export async function settleAcceptedLead(tx: DbTransaction, { serviceRequestId, matchId }: { serviceRequestId: string; matchId: string }) {
  await moveLeadsOfRequest(tx, { serviceRequestId, transition: 'withdraw', exceptMatchId: matchId })
  await tx.serviceRequest.updateMany({ where: { id: serviceRequestId, status: 'open' }, data: { status: 'matched' } })
}
