import { checkTransition } from '~/marketplace/state-machine.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { ADMIN_ROLES, type ReferralStatus, type ServiceRequestStatus } from '~/marketplace/value-sets.ts'
import { commissionCents, commissionRuleFrom } from '~/referrals/commission.ts'
import { countReferrals, performanceScore } from '~/referrals/performance.ts'
import type { DbTransaction } from '~/utils/db.server.ts'
import { transactionWithEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { MAX_MATCHES } from '~/vendors/matching.server.ts'
import { offerExpiry } from './offer-window.ts'
import { acceptedEmail, affiliateEmail, cancelledEmail, link, offerEmail, waitingEmail } from './process-emails.server.ts'
import {
  ACTIVE_LEAD_STATUSES,
  checkLeadTransition,
  checkReferralTransition,
  isLeadStatus,
  LEAD_TRANSITIONS,
  PROCESS,
  REQUEST_TRANSITIONS,
  type LeadStatus,
  type LeadTransition,
  type ProcessActor,
  type ProcessEffect,
  type ReferralTransition,
  type RequestTransition,
} from './process.ts'

// Applies the service request's process (process.ts). `applyTransition` is the only code that
// writes the status of a request, a lead or a referral: it checks the table, moves the row by a
// conditional update (the status must still be the one read, so two requests racing move it
// once), records a referral's event, then runs the transition's effects in the table's order —
// an effect that moves another part applies that part's transition through this same function.
// Everything happens in the caller's transaction; the emails are returned, to be queued in it.

export type ActorRef = { type: ProcessActor; userId?: string | null }

/** A lead's columns a transition may set with its status. */
export type LeadData = {
  offeredAt?: Date
  offerExpiresAt?: Date | null
  respondedAt?: Date
  declineReason?: string
  scheduledFor?: Date
  startedAt?: Date
  completedAt?: Date
  jobValueCents?: number
}

export type TransitionInput = { actor: ActorRef; now?: Date } & (
  | { subject: 'request'; id: string; transition: RequestTransition; note?: string | null }
  | { subject: 'lead'; id: string; transition: LeadTransition; data?: LeadData }
  | {
      subject: 'referral'
      id: string
      transition: ReferralTransition
      note?: string | null
      /** the final job value; required by 'complete' */
      jobValueCents?: number | null
      /** the vendor who accepted, recorded by 'match' */
      vendorProfileId?: string | null
    }
)

export type TransitionOutcome<State extends string = string> =
  | { status: 'applied'; from: State; to: State; earningsDeltaCents: number }
  | { status: 'unchanged'; current: State }
  | { status: 'forbidden' }
  | { status: 'not-allowed'; current: State }
  | { status: 'not-found' }
  | { status: 'job-value-required' }

export type TransitionResult = {
  outcome: TransitionOutcome
  emails: EmailMessage[]
  /** what a 're-match' effect did (the sweep counts it) */
  rematch?: OfferResult
}

/** The state a step works in: the transaction, the time, who acts, and what the effects produced. */
type Step = { tx: DbTransaction; now: Date; actor: ActorRef; emails: EmailMessage[]; rematch?: OfferResult }

export async function applyTransition(tx: DbTransaction, input: TransitionInput): Promise<TransitionResult> {
  const step: Step = { tx, now: input.now ?? new Date(), actor: input.actor, emails: [] }
  const outcome = await apply(step, input)
  return { outcome, emails: step.emails, rematch: step.rematch }
}

/** One transition in its own transaction, its emails queued in it and sent after the commit (docs/decisions/0021). */
export async function runTransition(input: TransitionInput): Promise<TransitionOutcome> {
  return transactionWithEmails(async (tx) => {
    const { outcome, emails } = await applyTransition(tx, input)
    return { outcome, emails }
  })
}

/** The admin's row form on the referrals table: one referral transition, in its own transaction. */
export async function applyReferralTransition(
  input: Omit<Extract<TransitionInput, { subject: 'referral' }>, 'subject' | 'id'> & { referralId: string },
): Promise<ReferralTransitionOutcome> {
  const { referralId, ...rest } = input
  const outcome = await runTransition({ ...rest, subject: 'referral', id: referralId })
  return { ...(outcome as TransitionOutcome<ReferralStatus>), referralId }
}
export type ReferralTransitionOutcome = TransitionOutcome<ReferralStatus> & { referralId: string }

function apply(step: Step, input: TransitionInput): Promise<TransitionOutcome> {
  switch (input.subject) {
    case 'request':
      return moveRequest(step, input)
    case 'lead':
      return moveLead(step, input)
    case 'referral':
      return moveReferral(step, input)
  }
}

/** What an effect knows: the request it belongs to, and the part that moved. */
type EffectContext = {
  requestId: string
  leadId?: string
  vendorProfileId?: string
  jobValueCents?: number
  note?: string | null
}

async function runEffects(step: Step, effects: readonly ProcessEffect[], context: EffectContext) {
  for (const effect of effects) await EFFECTS[effect](step, context)
}

async function moveRequest(step: Step, input: Extract<TransitionInput, { subject: 'request' }>): Promise<TransitionOutcome> {
  const request = await step.tx.serviceRequest.findUnique({ where: { id: input.id }, select: { status: true } })
  if (!request) return { status: 'not-found' }
  const rule = REQUEST_TRANSITIONS[input.transition]
  const check = checkTransition<ServiceRequestStatus, ProcessActor>(rule, request.status as ServiceRequestStatus, step.actor.type)
  if (check.status !== 'allowed') return check
  const moved = await step.tx.serviceRequest.updateMany({ where: { id: input.id, status: check.from }, data: { status: check.to } })
  if (moved.count !== 1) return raced(check.to, (await step.tx.serviceRequest.findUnique({ where: { id: input.id }, select: { status: true } }))?.status)
  await runEffects(step, rule.effects, { requestId: input.id, note: input.note })
  return { status: 'applied', from: check.from, to: check.to, earningsDeltaCents: 0 }
}

async function moveLead(step: Step, input: Extract<TransitionInput, { subject: 'lead' }>): Promise<TransitionOutcome> {
  const { tx } = step
  const lead = await tx.serviceRequestMatch.findUnique({ where: { id: input.id }, select: { status: true, serviceRequestId: true, vendorProfileId: true } })
  if (!lead || !isLeadStatus(lead.status)) return { status: 'not-found' }
  const check = checkLeadTransition(input.transition, lead.status, step.actor.type)
  if (check.status !== 'allowed') return check
  const moved = await tx.serviceRequestMatch.updateMany({ where: { id: input.id, status: check.from }, data: { ...input.data, status: check.to } })
  if (moved.count !== 1) return raced(check.to, (await tx.serviceRequestMatch.findUnique({ where: { id: input.id }, select: { status: true } }))?.status)
  await runEffects(step, LEAD_TRANSITIONS[input.transition].effects, {
    requestId: lead.serviceRequestId,
    leadId: input.id,
    vendorProfileId: lead.vendorProfileId,
    jobValueCents: input.data?.jobValueCents,
  })
  return { status: 'applied', from: check.from, to: check.to, earningsDeltaCents: 0 }
}

async function moveReferral(step: Step, input: Extract<TransitionInput, { subject: 'referral' }>): Promise<TransitionOutcome> {
  const { tx, now, actor } = step
  const referral = await tx.referral.findUnique({
    where: { id: input.id },
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
  if (!referral) return { status: 'not-found' }
  const rule = PROCESS.referral[input.transition]
  const check = checkReferralTransition(input.transition, referral.status as ReferralStatus, actor.type)
  if (check.status !== 'allowed') return check

  // the earnings effects change the referral's own row, in the same update as its status
  const effects: readonly ProcessEffect[] = rule.effects
  let earningsCents = referral.earningsCents
  let jobValueCents: number | undefined
  if ('guard' in rule && rule.guard === 'job-value') {
    if (!input.jobValueCents || input.jobValueCents <= 0) return { status: 'job-value-required' }
    jobValueCents = input.jobValueCents
  }
  if (effects.includes('credit-earnings') && jobValueCents) earningsCents = commissionCents(jobValueCents, commissionRuleFrom(getServerEnv()))
  if (effects.includes('reverse-earnings')) earningsCents = 0
  const earningsDeltaCents = earningsCents - referral.earningsCents

  const moved = await tx.referral.updateMany({
    where: { id: input.id, status: check.from },
    data: {
      status: check.to,
      statusChangedAt: now,
      earningsCents,
      ...(jobValueCents !== undefined ? { jobValueCents } : {}),
      ...(input.vendorProfileId ? { vendorProfileId: input.vendorProfileId } : {}),
    },
  })
  if (moved.count !== 1) return raced(check.to, (await tx.referral.findUnique({ where: { id: input.id }, select: { status: true } }))?.status)
  await tx.referralEvent.create({
    data: {
      referralId: input.id,
      transition: input.transition,
      fromStatus: check.from,
      toStatus: check.to,
      actorType: actor.type,
      actorId: actor.userId ?? null,
      note: input.note?.trim() || null,
      earningsDeltaCents,
      createdAt: now,
    },
  })
  const outcome = { status: 'applied', from: check.from, to: check.to, earningsDeltaCents } as const
  if (referral.serviceRequestId) await runEffects(step, effects, { requestId: referral.serviceRequestId, jobValueCents, note: input.note })
  // the affiliate's parts, which a referral without a request has too
  if (effects.includes('refresh-score')) await refreshPerformanceScore(tx, referral.affiliateId)
  if (effects.includes('tell-affiliate')) step.emails.push(affiliateEmail(referral, outcome, input.note ?? null))
  return outcome
}

/** Another request moved the row between our read and our write: where it is now. */
function raced(to: string, latest: string | undefined): TransitionOutcome {
  if (latest === undefined) return { status: 'not-found' }
  return latest === to ? { status: 'unchanged', current: latest } : { status: 'not-allowed', current: latest }
}

/** The effects a request's other parts feel. The referral's own (earnings, score, email) run in moveReferral. */
const EFFECTS: Record<ProcessEffect, (step: Step, context: EffectContext) => Promise<void>> = {
  'offer-named-leads': async (step, { requestId }) => {
    step.emails.push(...emailsOf(await offerNamedLeads(step.tx, requestId, step.now)))
  },
  're-match': async (step, { requestId }) => {
    step.rematch = await offerNextLead(step.tx, requestId, { now: step.now, reoffer: true })
    step.emails.push(...emailsOf(step.rematch))
  },
  'tell-live-vendors': async (step, { requestId }) => {
    const request = await step.tx.serviceRequest.findUniqueOrThrow({
      where: { id: requestId },
      select: {
        serviceType: true,
        zip: true,
        contactName: true,
        matches: {
          where: { status: { in: [...LIVE_LEAD_STATUSES] } },
          select: { vendorProfile: { select: { companyName: true, contactName: true, email: true } } },
        },
      },
    })
    step.emails.push(...request.matches.map((lead) => cancelledEmail(lead.vendorProfile, request)))
  },
  'withdraw-other-leads': async (step, { requestId, leadId }) => {
    await moveLeadsOfRequest(step.tx, { serviceRequestId: requestId, transition: 'withdraw', exceptMatchId: leadId })
  },
  'cancel-leads': async (step, { requestId }) => {
    await moveLeadsOfRequest(step.tx, { serviceRequestId: requestId, transition: 'cancel' })
  },
  'tell-homeowner-accepted': async (step, { requestId, leadId }) => {
    // the homeowner who hired a pro directly needs no email saying so
    if (step.actor.type !== 'vendor' || !leadId) return
    const lead = await step.tx.serviceRequestMatch.findUniqueOrThrow({
      where: { id: leadId },
      select: {
        vendorProfile: { select: { companyName: true, contactName: true, email: true } },
        serviceRequest: { select: { contactName: true, contactEmail: true, serviceType: true, language: true } },
      },
    })
    const email = await acceptedEmail(step.tx, { id: requestId, ...lead.serviceRequest }, lead.vendorProfile, step.now)
    if (email) step.emails.push(email)
  },
  'match-request': (step, { requestId }) => inStep(step, { subject: 'request', id: requestId, transition: 'match' }),
  'close-request': (step, { requestId }) => inStep(step, { subject: 'request', id: requestId, transition: 'close' }),
  'match-referral': (step, { requestId, vendorProfileId }) => referralInStep(step, requestId, { transition: 'match', vendorProfileId }),
  'start-referral': (step, { requestId }) => referralInStep(step, requestId, { transition: 'start' }),
  'complete-referral': (step, { requestId, jobValueCents }) => referralInStep(step, requestId, { transition: 'complete', jobValueCents }),
  'cancel-referral': (step, { requestId, note }) => referralInStep(step, requestId, { transition: 'cancel', note }),
  'start-lead': (step, { requestId }) => leadInStep(step, requestId, { transition: 'start', from: ['accepted', 'scheduled'], data: { startedAt: step.now } }),
  'complete-lead': (step, { requestId, jobValueCents }) =>
    leadInStep(step, requestId, { transition: 'complete', from: ['in_progress'], data: { completedAt: step.now, jobValueCents } }),
  // applied with the referral's status, in moveReferral
  'credit-earnings': async () => {},
  'reverse-earnings': async () => {},
  'refresh-score': async () => {},
  'tell-affiliate': async () => {},
}

/** The request moves in step as the system: open → matched → closed, never back. */
async function inStep(step: Step, input: { subject: 'request'; id: string; transition: 'match' | 'close' }) {
  const actor: ActorRef = { type: 'system' }
  await apply({ ...step, actor }, { ...input, actor })
}

/** The request's referral, if it has one, moves in step, as the same actor. */
async function referralInStep(
  step: Step,
  serviceRequestId: string,
  input: { transition: ReferralTransition; vendorProfileId?: string; jobValueCents?: number; note?: string | null },
) {
  const referral = await step.tx.referral.findUnique({ where: { serviceRequestId }, select: { id: true } })
  if (referral) await apply(step, { subject: 'referral', id: referral.id, actor: step.actor, ...input })
}

/** The request's lead that the referral's step concerns, if there is one, moves in step. */
async function leadInStep(step: Step, serviceRequestId: string, input: { transition: 'start' | 'complete'; from: LeadStatus[]; data: LeadData }) {
  const lead = await step.tx.serviceRequestMatch.findFirst({ where: { serviceRequestId, status: { in: input.from } }, select: { id: true } })
  if (lead) await apply(step, { subject: 'lead', id: lead.id, actor: step.actor, transition: input.transition, data: input.data })
}

/** Leads that still mean something to a vendor: they were told of the request and did not leave it. */
const LIVE_LEAD_STATUSES: readonly LeadStatus[] = ['offered', ...ACTIVE_LEAD_STATUSES]

/** `transition` applied at once to every lead of a request it can leave (withdrawing or cancelling the rest). */
async function moveLeadsOfRequest(
  tx: DbTransaction,
  { serviceRequestId, transition, exceptMatchId }: { serviceRequestId: string; transition: 'withdraw' | 'cancel'; exceptMatchId?: string },
) {
  const rule = LEAD_TRANSITIONS[transition]
  await tx.serviceRequestMatch.updateMany({
    where: { serviceRequestId, status: { in: [...rule.from] }, ...(exceptMatchId ? { id: { not: exceptMatchId } } : {}) },
    data: { status: rule.to, offerExpiresAt: null },
  })
}

/** The affiliate's stored score (the admin table reads it), recomputed from their referrals — never edited by hand. */
async function refreshPerformanceScore(tx: DbTransaction, affiliateId: string) {
  const rows = await tx.referral.groupBy({ by: ['status'], where: { affiliateId }, _count: { _all: true } })
  const { score } = performanceScore(countReferrals(rows.map((row) => ({ status: row.status, count: row._count._all }))))
  await tx.affiliateProfile.update({ where: { id: affiliateId }, data: { performanceScore: score } })
}

// ─── Offers: the named leads at once, then one at a time, then the admins ────────────────────────
// A new request's named matches (up to 3) are offered at once and the first to accept gets the
// job (the others' offers are withdrawn); when they have all declined or let the window pass, the
// next ranked vendors are offered the lead one at a time (the homeowner is told); after the last
// one the request goes to the admins, once.

/** A request some vendor holds: offered, taken on or done. */
export const TAKEN_STATUSES = ['offered', ...ACTIVE_LEAD_STATUSES, 'completed']
export const ESCALATION_ACTION = 'service_request.escalated'

export type OfferResult =
  { status: 'offered'; matchId: string; emails: EmailMessage[] } | { status: 'taken' } | { status: 'closed' } | { status: 'exhausted'; emails: EmailMessage[] }

export const emailsOf = (result: OfferResult) => ('emails' in result ? result.emails : [])

/** A new (or released) request's named matches, offered the lead at once. */
export function offerNamedLeads(tx: DbTransaction, serviceRequestId: string, now: Date) {
  return offerNextLead(tx, serviceRequestId, { now, reoffer: false, count: MAX_MATCHES })
}

/**
 * Offers the request's best queued leads — `count` of them at once (a new request's named
 * matches), one on a re-offer — unless a vendor already holds it. Each offered vendor is emailed
 * the brief; the homeowner's contact details wait in the dashboard until the vendor accepts.
 */
export async function offerNextLead(
  tx: DbTransaction,
  serviceRequestId: string,
  { now, reoffer, count = 1 }: { now: Date; reoffer: boolean; count?: number },
): Promise<OfferResult> {
  const request = await tx.serviceRequest.findUnique({
    where: { id: serviceRequestId },
    select: {
      status: true,
      urgency: true,
      budgetRange: true,
      serviceType: true,
      zip: true,
      details: true,
      description: true,
      contactName: true,
      contactEmail: true,
      language: true,
    },
  })
  if (!request || request.status !== 'open') return { status: 'closed' }
  if (await tx.serviceRequestMatch.count({ where: { serviceRequestId, status: { in: TAKEN_STATUSES } } })) return { status: 'taken' }
  const queued = await tx.serviceRequestMatch.findMany({
    where: { serviceRequestId, status: 'queued' },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    take: count,
    select: { id: true, reasons: true, vendorProfile: { select: { companyName: true, contactName: true, email: true } } },
  })
  if (queued.length === 0) return escalate(tx, serviceRequestId, request, now)
  const expiresAt = offerExpiry(request.urgency, now, getServerEnv())
  const emails: EmailMessage[] = []
  let firstId: string | null = null
  for (const lead of queued) {
    const { outcome } = await applyTransition(tx, {
      subject: 'lead',
      id: lead.id,
      transition: 'offer',
      actor: { type: 'system' },
      now,
      data: { offeredAt: now, offerExpiresAt: expiresAt },
    })
    if (outcome.status !== 'applied') continue
    firstId ??= lead.id
    emails.push(offerEmail(request, lead.vendorProfile, { expiresAt, shared: queued.length > 1, reasons: lead.reasons }))
  }
  if (!firstId) return { status: 'taken' }
  if (reoffer && request.contactEmail) emails.push(await waitingEmail(tx, { ...request, id: serviceRequestId }, 'reofferEmail', now))
  return { status: 'offered', matchId: firstId, emails }
}

async function escalate(
  tx: DbTransaction,
  serviceRequestId: string,
  request: { serviceType: string; zip: string; contactName: string; contactEmail: string; language: string },
  now: Date,
): Promise<OfferResult> {
  // once per request: the sweep meets an exhausted request on every run
  if (await tx.auditEvent.findFirst({ where: { action: ESCALATION_ACTION, targetId: serviceRequestId }, select: { id: true } })) {
    return { status: 'exhausted', emails: [] }
  }
  await tx.auditEvent.create({
    data: { action: ESCALATION_ACTION, targetType: 'ServiceRequest', targetId: serviceRequestId, outcome: 'success', createdAt: now },
  })
  const admins = await tx.user.findMany({ where: { roles: { some: { role: { in: [...ADMIN_ROLES] } } } }, select: { email: true } })
  const emails: EmailMessage[] = admins.map((admin) => ({
    to: admin.email,
    subject: `No vendor took a ${request.serviceType} request in ${request.zip}`,
    text: [
      `Every matched vendor declined or did not answer ${request.contactName}'s ${request.serviceType} request (${request.zip}).`,
      `Find them a pro or cancel the request: ${link('/admin-dashboard#referrals')}`,
      `Request id: ${serviceRequestId}`,
    ].join('\n'),
  }))
  if (request.contactEmail) emails.push(await waitingEmail(tx, { ...request, id: serviceRequestId }, 'stillLookingEmail', now))
  return { status: 'exhausted', emails }
}
