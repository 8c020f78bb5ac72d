import type { ReferralStatus } from '~/marketplace/value-sets.ts'
import { availableTransitions, checkTransition, type TransitionRule } from '~/marketplace/state-machine.ts'

// The referral process (issue #12, docs/decisions/0018), the whole of it: a referral is created
// 'pending' when a request is attributed to an affiliate; it moves only through this table,
// applied by applyReferralTransition (lifecycle.server.ts) in one transaction. Effects:
//   match     the service request becomes 'matched'
//   complete  needs the final job value; earnings are credited by the commission rule, the
//             request is 'closed'
//   cancel    the request is 'closed' and its live leads are cancelled
//   reverse   a completed referral is cancelled: its earnings are taken back
export const LIFECYCLE_ACTORS = ['admin', 'vendor', 'homeowner', 'system'] as const
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number]

export const REFERRAL_TRANSITIONS = {
  match: { from: ['pending'], to: 'matched', actors: ['vendor', 'admin', 'system', 'homeowner'] },
  start: { from: ['matched'], to: 'in_progress', actors: ['vendor', 'admin'] },
  complete: { from: ['in_progress'], to: 'completed', actors: ['vendor', 'admin'] },
  cancel: { from: ['pending', 'matched', 'in_progress'], to: 'cancelled', actors: ['admin', 'homeowner', 'system'] },
  reverse: { from: ['completed'], to: 'cancelled', actors: ['admin'] },
} as const satisfies Record<string, TransitionRule<ReferralStatus, LifecycleActor>>
export type ReferralTransition = keyof typeof REFERRAL_TRANSITIONS
export const REFERRAL_TRANSITION_NAMES = Object.keys(REFERRAL_TRANSITIONS) as [ReferralTransition, ...ReferralTransition[]]

/** What the admin dashboard's row form offers for each transition. */
export const REFERRAL_TRANSITION_LABELS: Record<ReferralTransition, string> = {
  match: 'Mark matched',
  start: 'Mark in progress',
  complete: 'Mark completed',
  cancel: 'Cancel',
  reverse: 'Cancel and reverse earnings',
}

/** The service request's status after each transition (it moves in step: open → matched → closed). */
export const REQUEST_STATUS_AFTER: Partial<Record<ReferralTransition, 'matched' | 'closed'>> = {
  match: 'matched',
  complete: 'closed',
  cancel: 'closed',
  reverse: 'closed',
}

export function checkReferralTransition(transition: ReferralTransition, current: ReferralStatus, actor: LifecycleActor) {
  return checkTransition<ReferralStatus, LifecycleActor>(REFERRAL_TRANSITIONS[transition], current, actor)
}

export function referralTransitionsFor(current: ReferralStatus, actor: LifecycleActor): ReferralTransition[] {
  return availableTransitions<ReferralTransition, ReferralStatus, LifecycleActor>(REFERRAL_TRANSITIONS, current, actor)
}
