import { describe, expect, test } from 'vitest'
import { LIFECYCLE_ACTORS, type LifecycleActor } from '~/referrals/lifecycle.ts'
import { checkLeadTransition, LEAD_STATUSES, LEAD_TRANSITIONS, leadTransitionsFor, type LeadStatus, type LeadTransition } from './lead-lifecycle.ts'

const ALLOWED: Record<LeadStatus, Partial<Record<LifecycleActor, LeadTransition[]>>> = {
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
const cases = LEAD_STATUSES.flatMap((status) => LIFECYCLE_ACTORS.flatMap((actor) => TRANSITIONS.map((transition) => ({ status, actor, transition }))))

describe('the lead transitions table', () => {
  test.each(cases)('$actor applying $transition to a $status lead', ({ status, actor, transition }) => {
    const allowed = ALLOWED[status][actor]?.includes(transition) ?? false
    expect(checkLeadTransition(transition, status, actor).status === 'allowed').toBe(allowed)
  })

  test('each state offers exactly the transitions written above', () => {
    for (const status of LEAD_STATUSES) for (const actor of LIFECYCLE_ACTORS) expect(leadTransitionsFor(status, actor)).toEqual(ALLOWED[status][actor] ?? [])
  })

  test('rescheduling keeps a lead scheduled; accepting twice is unchanged', () => {
    expect(checkLeadTransition('schedule', 'scheduled', 'vendor')).toEqual({ status: 'allowed', from: 'scheduled', to: 'scheduled' })
    expect(checkLeadTransition('accept', 'accepted', 'vendor')).toEqual({ status: 'unchanged', current: 'accepted' })
  })
})
