import { describe, expect, test } from 'vitest'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { formRequest, getRequest, outcome, replyErrors } from './helpers.ts'
import { args, signedInAffiliate } from './accounts-helpers.ts'

type Dashboard = {
  dashboard: {
    profile: { referralCode: string; referralLink: string; performanceScore: number }
    stats: { totalReferrals: number; activeMatches: number; earningsCents: number }
    referrals: { consumerName: string; status: string }[]
  }
  filter: string
}

async function load(cookie: string, query = '') {
  return (await outcome(dashboardLoader(args(getRequest(`/affiliate-dashboard${query}`, { cookie }))))).data as Dashboard
}

describe('the affiliate dashboard', () => {
  test('shows only the signed-in affiliate’s referrals, with the spec’s totals and filters', async () => {
    const me = await signedInAffiliate()
    const other = await signedInAffiliate()
    const day = (n: number) => new Date(Date.UTC(2025, 9, n))
    await db.referral.createMany({
      data: [
        { affiliateId: me.profile.id, consumerName: 'Ann Pending', serviceType: 'Roofing', status: 'pending', createdAt: day(1) },
        { affiliateId: me.profile.id, consumerName: 'Ben Matched', serviceType: 'HVAC', status: 'matched', earningsCents: 0, createdAt: day(2) },
        { affiliateId: me.profile.id, consumerName: 'Cy Working', serviceType: 'Plumbing', status: 'in_progress', createdAt: day(3) },
        { affiliateId: me.profile.id, consumerName: 'Di Done', serviceType: 'Roofing', status: 'completed', earningsCents: 25050, createdAt: day(5) },
        { affiliateId: other.profile.id, consumerName: 'Not Mine', serviceType: 'Roofing', status: 'completed', earningsCents: 99900 },
      ],
    })
    const all = await load(me.cookie)
    expect(all.dashboard.stats).toEqual({ totalReferrals: 4, activeMatches: 2, earningsCents: 25050 })
    expect(all.dashboard.referrals.map((r) => r.consumerName)).toEqual(['Di Done', 'Cy Working', 'Ben Matched', 'Ann Pending'])
    expect(all.dashboard.profile.referralLink).toMatch(new RegExp(`^http://localhost:\\d+/find-services\\?ref=${me.profile.referralCode}$`))

    const pending = await load(me.cookie, '?status=pending')
    expect(pending.filter).toBe('pending')
    expect(pending.dashboard.referrals.map((r) => r.consumerName)).toEqual(['Ann Pending'])
    const completed = await load(me.cookie, '?status=completed')
    expect(completed.dashboard.referrals.map((r) => r.consumerName)).toEqual(['Di Done'])
    // an unknown filter is 'All', not an error
    expect((await load(me.cookie, '?status=DROP')).filter).toBe('all')
  })

  test('Refer a client creates a pending referral and a service request attributed to the affiliate', async () => {
    const me = await signedInAffiliate()
    const response = await outcome(
      dashboardAction(
        args(
          formRequest(
            '/affiliate-dashboard',
            {
              intent: 'refer-client',
              clientName: 'Robin Homeowner',
              clientPhone: '(321) 555-0177',
              serviceType: 'Foundation Repair',
              zip: '32931',
              urgency: '7-days',
              note: 'Cracks in the slab',
              clientConsent: 'on',
            },
            { cookie: me.cookie },
          ),
        ),
      ),
    )
    expect(response.status).toBe(302)
    const referral = await db.referral.findFirstOrThrow({ where: { affiliateId: me.profile.id }, include: { serviceRequest: true } })
    expect(referral).toMatchObject({ consumerName: 'Robin Homeowner', consumerPhone: '(321) 555-0177', status: 'pending', serviceType: 'Foundation Repair' })
    expect(referral.serviceRequest).toMatchObject({
      affiliateId: me.profile.id,
      zip: '32931',
      urgency: '7-days',
      description: 'Cracks in the slab',
      status: 'open',
    })
  })

  test('Refer a client needs a way to reach the client and their consent', async () => {
    const me = await signedInAffiliate()
    const response = await outcome(
      dashboardAction(
        args(
          formRequest(
            '/affiliate-dashboard',
            { intent: 'refer-client', clientName: 'No Contact', serviceType: 'Roofing', zip: '32931', urgency: 'planning' },
            { cookie: me.cookie },
          ),
        ),
      ),
    )
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.clientConsent).toEqual(['Confirm that your client agreed to be contacted'])
    expect(await db.referral.count({ where: { affiliateId: me.profile.id } })).toBe(0)
  })

  test('an unknown intent is a 400', async () => {
    const me = await signedInAffiliate()
    const response = await outcome(dashboardAction(args(formRequest('/affiliate-dashboard', { intent: 'withdraw' }, { cookie: me.cookie }))))
    expect(response.status).toBe(400)
  })
})
