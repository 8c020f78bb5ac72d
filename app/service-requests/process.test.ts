import { describe, expect, test } from 'vitest'
import { REFERRAL_STATUSES, type ReferralStatus } from '~/marketplace/value-sets.ts'
import {
  checkLeadTransition,
  checkReferralTransition,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  leadTransitionsFor,
  PROCESS_ACTORS,
  REFERRAL_TRANSITION_NAMES,
  referralTransitionsFor,
  type LeadStatus,
  type LeadTransition,
  type ProcessActor,
} from './process.ts'

// The process written out by hand, independently of the table: every (state, actor) pair and the
// transitions it allows. Any other combination must be refused.
const ALLOWED: Record<ReferralStatus, Partial<Record<ProcessActor, string[]>>> = {
  pending: { admin: ['match', 'cancel'], vendor: ['match'], homeowner: ['match', 'cancel'], system: ['match', 'cancel'] },
  matched: { admin: ['start', 'cancel'], vendor: ['start'], homeowner: ['cancel'], system: ['cancel'] },
  in_progress: { admin: ['complete', 'cancel'], vendor: ['complete'], homeowner: ['cancel'], system: ['cancel'] },
  completed: { admin: ['reverse'] },
  cancelled: {},
}

const cases = REFERRAL_STATUSES.flatMap((status) =>
  PROCESS_ACTORS.flatMap((actor) => REFERRAL_TRANSITION_NAMES.map((transition) => ({ status, actor, transition }))),
)

describe('the referral transitions table', () => {
  test.each(cases)('$actor applying $transition from $status', ({ status, actor, transition }) => {
    const allowed = ALLOWED[status][actor]?.includes(transition) ?? false
    const check = checkReferralTransition(transition, status, actor)
    if (allowed) expect(check.status).toBe('allowed')
    else expect(check.status).not.toBe('allowed')
  })

  test('each state offers exactly the transitions written above', () => {
    for (const status of REFERRAL_STATUSES) {
      for (const actor of PROCESS_ACTORS) expect(referralTransitionsFor(status, actor)).toEqual(ALLOWED[status][actor] ?? [])
    }
  })

  test('applying a transition again where it already led is unchanged, not an error', () => {
    expect(checkReferralTransition('match', 'matched', 'vendor')).toEqual({ status: 'unchanged', current: 'matched' })
    expect(checkReferralTransition('complete', 'completed', 'admin')).toEqual({ status: 'unchanged', current: 'completed' })
    expect(checkReferralTransition('cancel', 'cancelled', 'admin')).toEqual({ status: 'unchanged', current: 'cancelled' })
  })

  test('a forbidden actor is told so before the state is looked at', () => {
    expect(checkReferralTransition('reverse', 'completed', 'vendor')).toEqual({ status: 'forbidden' })
    expect(checkReferralTransition('cancel', 'pending', 'vendor')).toEqual({ status: 'forbidden' })
    expect(checkReferralTransition('complete', 'pending', 'admin')).toEqual({ status: 'not-allowed', current: 'pending' })
  })
})

const LEAD_ALLOWED: Record<LeadStatus, Partial<Record<ProcessActor, LeadTransition[]>>> = {
  queued: { system: ['offer', 'withdraw', 'cancel'], admin: ['offer', 'cancel'], homeowner: ['cancel'] },
  offered: { vendor: ['accept', 'decline'], system: ['expire', 'withdraw', 'cancel'], admin: ['cancel'], homeowner: ['accept', 'cancel'] },
  accepted: { vendor: ['schedule', 'start'], admin: ['start', 'cancel'], homeowner: ['cancel'], system: ['cancel'] },
  scheduled: { vendor: ['schedule', 'start'], admin: ['start', 'cancel'], homeowner: ['cancel'], system: ['cancel'] },
  in_progress: { vendor: ['complete'], admin: ['complete', 'cancel'], homeowner: ['cancel'], system: ['cancel'] },
  completed: {},
  declined: {},
  expired: {},
  withdrawn: {},
  cancelled: {},
}

const TRANSITIONS = Object.keys(LEAD_TRANSITIONS) as LeadTransition[]
const leadCases = LEAD_STATUSES.flatMap((status) => PROCESS_ACTORS.flatMap((actor) => TRANSITIONS.map((transition) => ({ status, actor, transition }))))

describe('the lead transitions table', () => {
  test.each(leadCases)('$actor applying $transition to a $status lead', ({ status, actor, transition }) => {
    const allowed = LEAD_ALLOWED[status][actor]?.includes(transition) ?? false
    expect(checkLeadTransition(transition, status, actor).status === 'allowed').toBe(allowed)
  })

  test('each state offers exactly the transitions written above', () => {
    for (const status of LEAD_STATUSES) for (const actor of PROCESS_ACTORS) expect(leadTransitionsFor(status, actor)).toEqual(LEAD_ALLOWED[status][actor] ?? [])
  })

  test('rescheduling keeps a lead scheduled; accepting twice is unchanged', () => {
    expect(checkLeadTransition('schedule', 'scheduled', 'vendor')).toEqual({ status: 'allowed', from: 'scheduled', to: 'scheduled' })
    expect(checkLeadTransition('accept', 'accepted', 'vendor')).toEqual({ status: 'unchanged', current: 'accepted' })
  })
})
