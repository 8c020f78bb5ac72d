import type { ReferralStatus, ServiceRequestStatus } from '~/marketplace/value-sets.ts'
import { availableTransitions, checkTransition, type TransitionRule } from '~/marketplace/state-machine.ts'

// The service request's process (docs/decisions/0040), the whole of it, in one table: a request,
// its leads (one per ranked vendor, ServiceRequestMatch rows) and the agent's referral move only
// through these transitions, applied by `applyTransition` (process.server.ts) in one transaction.
// Each transition names the states it leaves, the state it reaches, who may apply it, the guard
// it must pass and its effects, in the order they run. An effect that moves another part of the
// request applies that part's transition through the same function: a part already there answers
// 'unchanged' and does nothing more, so the three never echo each other.
//
// request   held ─release→ open ─match→ matched ─close→ closed; the homeowner's cancel closes it
// lead      queued ─offer→ offered ─accept→ accepted ─schedule→ scheduled ─start→ in_progress
//           ─complete→ completed; an offer is declined, expires or is withdrawn; cancel ends any
// referral  pending ─match→ matched ─start→ in_progress ─complete→ completed; cancel; reverse

export const PROCESS_ACTORS = ['admin', 'vendor', 'homeowner', 'system'] as const
export type ProcessActor = (typeof PROCESS_ACTORS)[number]

/** What a transition does besides moving its own row (implemented in process.server.ts). */
export type ProcessEffect =
  /** the request's named leads are offered at once and each vendor emailed the brief */
  | 'offer-named-leads'
  /** the next ranked lead is offered (the homeowner told); with none left, the admins are told once */
  | 're-match'
  /** every vendor still holding or weighing the job is emailed that the homeowner cancelled */
  | 'tell-live-vendors'
  /** the request's other queued and offered leads are withdrawn */
  | 'withdraw-other-leads'
  /** the request's live leads are cancelled */
  | 'cancel-leads'
  /** the homeowner is emailed that a vendor accepted (only when the vendor did it) */
  | 'tell-homeowner-accepted'
  | 'match-request'
  | 'close-request'
  | 'match-referral'
  | 'start-referral'
  | 'complete-referral'
  | 'cancel-referral'
  /** the request's accepted or scheduled lead starts */
  | 'start-lead'
  /** the request's lead in progress completes, with the job value */
  | 'complete-lead'
  /** earnings by the commission rule from the final job value (referrals/commission.ts) */
  | 'credit-earnings'
  /** the earnings of a completed referral are taken back */
  | 'reverse-earnings'
  /** the affiliate's stored performance score is recomputed */
  | 'refresh-score'
  /** the affiliate is emailed the referral's new status */
  | 'tell-affiliate'

/** A transition's guard beyond its states and actors. */
export type ProcessGuard = 'job-value'

type ProcessRule<State extends string> = TransitionRule<State, ProcessActor> & {
  guard?: ProcessGuard
  effects: readonly ProcessEffect[]
}

export const REQUEST_TRANSITIONS = {
  release: { from: ['held'], to: 'open', actors: ['admin'], effects: ['offer-named-leads'] },
  match: { from: ['open'], to: 'matched', actors: ['system'], effects: [] },
  close: { from: ['open', 'matched', 'held'], to: 'closed', actors: ['system'], effects: [] },
  cancel: { from: ['open', 'matched'], to: 'closed', actors: ['homeowner'], effects: ['tell-live-vendors', 'cancel-referral', 'cancel-leads'] },
} as const satisfies Record<string, ProcessRule<ServiceRequestStatus>>
export type RequestTransition = keyof typeof REQUEST_TRANSITIONS

export const LEAD_STATUSES = [
  'queued',
  'offered',
  'accepted',
  'scheduled',
  'in_progress',
  'completed',
  'declined',
  'expired',
  'withdrawn',
  'cancelled',
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_TRANSITIONS = {
  offer: { from: ['queued'], to: 'offered', actors: ['system', 'admin'], effects: [] },
  // the homeowner too: hiring an offered pro from their status link accepts on the pro's behalf
  accept: {
    from: ['offered'],
    to: 'accepted',
    actors: ['vendor', 'homeowner'],
    effects: ['withdraw-other-leads', 'match-request', 'match-referral', 'tell-homeowner-accepted'],
  },
  decline: { from: ['offered'], to: 'declined', actors: ['vendor'], effects: ['re-match'] },
  expire: { from: ['offered'], to: 'expired', actors: ['system'], effects: ['re-match'] },
  withdraw: { from: ['queued', 'offered'], to: 'withdrawn', actors: ['system'], effects: [] },
  schedule: { from: ['accepted', 'scheduled'], to: 'scheduled', actors: ['vendor'], effects: [] },
  start: { from: ['accepted', 'scheduled'], to: 'in_progress', actors: ['vendor', 'admin'], effects: ['start-referral'] },
  complete: { from: ['in_progress'], to: 'completed', actors: ['vendor', 'admin'], effects: ['close-request', 'complete-referral'] },
  cancel: { from: ['queued', 'offered', 'accepted', 'scheduled', 'in_progress'], to: 'cancelled', actors: ['admin', 'homeowner', 'system'], effects: [] },
} as const satisfies Record<string, ProcessRule<LeadStatus>>
export type LeadTransition = keyof typeof LEAD_TRANSITIONS

export const REFERRAL_TRANSITIONS = {
  match: {
    from: ['pending'],
    to: 'matched',
    actors: ['vendor', 'admin', 'system', 'homeowner'],
    effects: ['match-request', 'refresh-score', 'tell-affiliate'],
  },
  start: { from: ['matched'], to: 'in_progress', actors: ['vendor', 'admin'], effects: ['start-lead', 'refresh-score', 'tell-affiliate'] },
  complete: {
    from: ['in_progress'],
    to: 'completed',
    actors: ['vendor', 'admin'],
    guard: 'job-value',
    effects: ['credit-earnings', 'close-request', 'complete-lead', 'refresh-score', 'tell-affiliate'],
  },
  cancel: {
    from: ['pending', 'matched', 'in_progress'],
    to: 'cancelled',
    actors: ['admin', 'homeowner', 'system'],
    effects: ['close-request', 'cancel-leads', 'refresh-score', 'tell-affiliate'],
  },
  reverse: { from: ['completed'], to: 'cancelled', actors: ['admin'], effects: ['reverse-earnings', 'close-request', 'refresh-score', 'tell-affiliate'] },
} as const satisfies Record<string, ProcessRule<ReferralStatus>>
export type ReferralTransition = keyof typeof REFERRAL_TRANSITIONS
export const REFERRAL_TRANSITION_NAMES = Object.keys(REFERRAL_TRANSITIONS) as [ReferralTransition, ...ReferralTransition[]]

/** The whole process: which part of the request each table moves. */
export const PROCESS = { request: REQUEST_TRANSITIONS, lead: LEAD_TRANSITIONS, referral: REFERRAL_TRANSITIONS } as const
export type ProcessSubject = keyof typeof PROCESS

/** What the admin dashboard's row form offers for each referral transition. */
export const REFERRAL_TRANSITION_LABELS: Record<ReferralTransition, string> = {
  match: 'Mark matched',
  start: 'Mark in progress',
  complete: 'Mark completed',
  cancel: 'Cancel',
  reverse: 'Cancel and reverse earnings',
}

/** Leads the vendor has taken on and not finished. */
export const ACTIVE_LEAD_STATUSES = ['accepted', 'scheduled', 'in_progress'] as const satisfies readonly LeadStatus[]
/** What a vendor's inbox lists: never the queued leads of other vendors' turns. */
export const INBOX_LEAD_STATUSES = ['offered', 'accepted', 'scheduled', 'in_progress', 'completed', 'declined', 'expired', 'cancelled'] as const

/** A vendor sees the homeowner's contact details only once they have accepted the lead. */
export const CONTACT_VISIBLE_STATUSES: readonly LeadStatus[] = ['accepted', 'scheduled', 'in_progress', 'completed']

export function checkLeadTransition(transition: LeadTransition, current: LeadStatus, actor: ProcessActor) {
  return checkTransition<LeadStatus, ProcessActor>(LEAD_TRANSITIONS[transition], current, actor)
}

export function leadTransitionsFor(current: LeadStatus, actor: ProcessActor): LeadTransition[] {
  return availableTransitions<LeadTransition, LeadStatus, ProcessActor>(LEAD_TRANSITIONS, current, actor)
}

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value)
}

export function checkReferralTransition(transition: ReferralTransition, current: ReferralStatus, actor: ProcessActor) {
  return checkTransition<ReferralStatus, ProcessActor>(REFERRAL_TRANSITIONS[transition], current, actor)
}

export function referralTransitionsFor(current: ReferralStatus, actor: ProcessActor): ReferralTransition[] {
  return availableTransitions<ReferralTransition, ReferralStatus, ProcessActor>(REFERRAL_TRANSITIONS, current, actor)
}
