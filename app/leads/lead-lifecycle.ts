import { availableTransitions, checkTransition, type TransitionRule } from '~/marketplace/state-machine.ts'
import type { LifecycleActor } from '~/referrals/lifecycle.ts'

// A lead is one vendor's side of a service request (a ServiceRequestMatch row). Harper ranks the
// matches; they wait 'queued'; the named ones are offered at once, then the rest one at a time,
// best first (app/leads/offers.server.ts). An offered vendor accepts or declines; an offer left
// unanswered past its window expires. When one vendor accepts, the others' leads are withdrawn.
// The vendor then schedules, starts and completes the job; the referral moves in step.
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
  offer: { from: ['queued'], to: 'offered', actors: ['system', 'admin'] },
  // the homeowner too: hiring an offered pro from their status link accepts on the pro's behalf
  accept: { from: ['offered'], to: 'accepted', actors: ['vendor', 'homeowner'] },
  decline: { from: ['offered'], to: 'declined', actors: ['vendor'] },
  expire: { from: ['offered'], to: 'expired', actors: ['system'] },
  withdraw: { from: ['queued', 'offered'], to: 'withdrawn', actors: ['system'] },
  schedule: { from: ['accepted', 'scheduled'], to: 'scheduled', actors: ['vendor'] },
  start: { from: ['accepted', 'scheduled'], to: 'in_progress', actors: ['vendor', 'admin'] },
  complete: { from: ['in_progress'], to: 'completed', actors: ['vendor', 'admin'] },
  cancel: { from: ['queued', 'offered', 'accepted', 'scheduled', 'in_progress'], to: 'cancelled', actors: ['admin', 'homeowner', 'system'] },
} as const satisfies Record<string, TransitionRule<LeadStatus, LifecycleActor>>
export type LeadTransition = keyof typeof LEAD_TRANSITIONS

/** Leads the vendor has taken on and not finished. */
export const ACTIVE_LEAD_STATUSES = ['accepted', 'scheduled', 'in_progress'] as const satisfies readonly LeadStatus[]
/** What a vendor's inbox lists: never the queued leads of other vendors' turns. */
export const INBOX_LEAD_STATUSES = ['offered', 'accepted', 'scheduled', 'in_progress', 'completed', 'declined', 'expired', 'cancelled'] as const

/** A vendor sees the homeowner's contact details only once they have accepted the lead. */
export const CONTACT_VISIBLE_STATUSES: readonly LeadStatus[] = ['accepted', 'scheduled', 'in_progress', 'completed']

export function checkLeadTransition(transition: LeadTransition, current: LeadStatus, actor: LifecycleActor) {
  return checkTransition<LeadStatus, LifecycleActor>(LEAD_TRANSITIONS[transition], current, actor)
}

export function leadTransitionsFor(current: LeadStatus, actor: LifecycleActor): LeadTransition[] {
  return availableTransitions<LeadTransition, LeadStatus, LifecycleActor>(LEAD_TRANSITIONS, current, actor)
}

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value)
}
