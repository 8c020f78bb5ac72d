import { describe, expect, test } from 'vitest'
import { applyReferralTransition } from '~/service-requests/process.server.ts'
import { REFERRAL_TRANSITION_NAMES } from '~/service-requests/process.ts'
import { db } from '~/utils/db.server.ts'
import { createUser } from './helpers.ts'
import { referralScenario } from './lifecycle-helpers.ts'

async function adminActor() {
  const admin = await createUser({ roles: ['super_admin'] })
  return { type: 'admin' as const, userId: admin.id }
}

async function totalsOf(affiliateId: string) {
  const [all, completed] = await Promise.all([
    db.referral.aggregate({ where: { affiliateId }, _sum: { earningsCents: true } }),
    db.referral.aggregate({ where: { affiliateId, status: 'completed' }, _sum: { earningsCents: true } }),
  ])
  return { credited: all._sum.earningsCents ?? 0, completed: completed._sum.earningsCents ?? 0 }
}

describe('applying referral transitions', () => {
  test('the whole lifecycle: each step stored, the request in step, earnings credited on completion and reversed on cancel', async () => {
    const { affiliate, referral, request } = await referralScenario()
    const actor = await adminActor()
    expect(await applyReferralTransition({ referralId: referral.id, transition: 'match', actor, note: 'Vendor confirmed by phone' })).toMatchObject({
      status: 'applied',
      to: 'matched',
    })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('matched')
    await applyReferralTransition({ referralId: referral.id, transition: 'start', actor })
    expect(await applyReferralTransition({ referralId: referral.id, transition: 'complete', actor })).toEqual({
      status: 'job-value-required',
      referralId: referral.id,
    })
    expect(await applyReferralTransition({ referralId: referral.id, transition: 'complete', actor, jobValueCents: 6_500_00 })).toMatchObject({
      status: 'applied',
      earningsDeltaCents: 325_00,
    })
    const completed = await db.referral.findUniqueOrThrow({ where: { id: referral.id } })
    expect(completed).toMatchObject({ status: 'completed', earningsCents: 325_00, jobValueCents: 6_500_00 })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('closed')
    expect(await totalsOf(affiliate.profile.id)).toEqual({ credited: 325_00, completed: 325_00 })
    // one completed of one, nothing open: 200 + 125 + 25
    expect((await db.affiliateProfile.findUniqueOrThrow({ where: { id: affiliate.profile.id } })).performanceScore).toBe(350)

    expect(await applyReferralTransition({ referralId: referral.id, transition: 'reverse', actor, note: 'Duplicate of an earlier request' })).toMatchObject({
      status: 'applied',
      to: 'cancelled',
      earningsDeltaCents: -325_00,
    })
    expect(await totalsOf(affiliate.profile.id)).toEqual({ credited: 0, completed: 0 })

    const events = await db.referralEvent.findMany({ where: { referralId: referral.id }, orderBy: { createdAt: 'asc' } })
    expect(events.map((event) => [event.transition, event.fromStatus, event.toStatus, event.actorType, event.earningsDeltaCents])).toEqual([
      ['match', 'pending', 'matched', 'admin', 0],
      ['start', 'matched', 'in_progress', 'admin', 0],
      ['complete', 'in_progress', 'completed', 'admin', 325_00],
      ['reverse', 'completed', 'cancelled', 'admin', -325_00],
    ])
    expect(events[0]).toMatchObject({ actorId: actor.userId, note: 'Vendor confirmed by phone' })

    const emails = await db.outboundEmail.findMany({ where: { to: affiliate.profile.email }, orderBy: { createdAt: 'asc' } })
    expect(emails.map((email) => email.subject)).toEqual([
      'Referral update: Hana Homeowner — matched',
      'Referral update: Hana Homeowner — in progress',
      'Referral update: Hana Homeowner — completed',
      'Referral update: Hana Homeowner — cancelled',
    ])
    expect(emails[2].text).toContain('$325.00 has been credited to your earnings.')
    expect(emails[3].text).toContain('$325.00 credited for it has been reversed.')
  })

  test('applying the same transition twice changes nothing the second time', async () => {
    const { referral } = await referralScenario()
    const actor = await adminActor()
    const twice = await Promise.all([
      applyReferralTransition({ referralId: referral.id, transition: 'match', actor }),
      applyReferralTransition({ referralId: referral.id, transition: 'match', actor }),
    ])
    expect(twice.map((outcome) => outcome.status).sort()).toEqual(['applied', 'unchanged'])
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(1)
  })

  test('forbidden and out-of-order transitions are refused and store nothing', async () => {
    const { referral } = await referralScenario()
    expect(await applyReferralTransition({ referralId: referral.id, transition: 'cancel', actor: { type: 'vendor' } })).toEqual({
      status: 'forbidden',
      referralId: referral.id,
    })
    expect(await applyReferralTransition({ referralId: referral.id, transition: 'complete', actor: { type: 'admin' }, jobValueCents: 100 })).toEqual({
      status: 'not-allowed',
      referralId: referral.id,
      current: 'pending',
    })
    expect(await applyReferralTransition({ referralId: 'missing', transition: 'match', actor: { type: 'admin' } })).toEqual({
      status: 'not-found',
      referralId: 'missing',
    })
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(0)
  })

  test('cancelling closes the request and cancels its leads', async () => {
    const { referral, request } = await referralScenario({ vendors: 2 })
    await applyReferralTransition({ referralId: referral.id, transition: 'cancel', actor: { type: 'homeowner' }, note: 'Fixed it myself' })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('closed')
    const leads = await db.serviceRequestMatch.findMany({ where: { serviceRequestId: request.id } })
    expect(leads.map((lead) => lead.status)).toEqual(['cancelled', 'cancelled'])
  })

  test('the affiliate’s credited total equals the sum of their completed referrals after any sequence of transitions', async () => {
    const scenarios = [await referralScenario({ vendors: 1 })]
    const affiliateId = scenarios[0].affiliate.profile.id
    const referralIds = [scenarios[0].referral.id]
    for (let i = 0; i < 3; i++) {
      const extra = await db.referral.create({ data: { affiliateId, consumerName: `Extra ${i}`, serviceType: 'HVAC' } })
      referralIds.push(extra.id)
    }
    const actor = await adminActor()
    // a fixed pseudo-random walk: the same sequence every run
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let step = 0; step < 60; step++) {
      const referralId = referralIds[Math.floor(random() * referralIds.length)]
      const transition = REFERRAL_TRANSITION_NAMES[Math.floor(random() * REFERRAL_TRANSITION_NAMES.length)]
      await applyReferralTransition({ referralId, transition, actor, jobValueCents: 1_000_00 + Math.floor(random() * 20_000_00) })
      const totals = await totalsOf(affiliateId)
      expect(totals.credited).toBe(totals.completed)
    }
  })
})
