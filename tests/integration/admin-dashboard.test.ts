import { describe, expect, test } from 'vitest'
import { loader as adminLoader } from '~/routes/admin-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { getRequest, outcome } from './helpers.ts'
import { args, pendingAffiliateApplication, pendingVendorApplication, signedInAffiliate, signedInAs } from './accounts-helpers.ts'

// What the admin dashboard's cards, chart and tables say (spec §2), as differences made by rows
// this test adds: the worker's database holds whatever the other tests of the file left.

type Row = Record<string, unknown>
type Overview = {
  cards: { pendingApplications: number; totalApplications: number; activeAffiliates: number; totalReferrals: number; totalEarningsCents: number }
  affiliateApplications: { rows: Row[]; hasOlder: boolean }
  vendorApplications: { rows: Row[]; hasOlder: boolean }
  affiliates: { rows: Row[]; hasOlder: boolean }
  referrals: { rows: Row[]; hasOlder: boolean }
  weekly: Array<{ weekStart: string; applications: number; referrals: number }>
  jobs: Row[]
}

async function load(cookie: string, query = '') {
  const answer = await outcome(adminLoader(args(getRequest(`/admin-dashboard${query}`, { cookie }))))
  expect(answer.status).toBe(200)
  return answer.data as Overview
}

const thisWeek = (overview: Overview) => overview.weekly.at(-1)!

describe('the admin dashboard', () => {
  test('cards, the weekly chart and the four tables count and show the rows added', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const before = await load(cookie)

    const approved = await pendingAffiliateApplication({ name: 'Avery Approved' })
    await db.affiliateApplication.update({ where: { id: approved.id }, data: { status: 'approved' } })
    const pending = await pendingAffiliateApplication({ name: 'Pat Pending' })
    const vendorApplication = await pendingVendorApplication({ companyName: 'Dashboard Roofing Co' })
    const affiliate = await signedInAffiliate()
    await db.referral.create({
      data: { affiliateId: affiliate.profile.id, consumerName: 'First Client', serviceType: 'HVAC', status: 'completed', earningsCents: 120_00 },
    })
    const newest = await db.referral.create({
      data: {
        affiliateId: affiliate.profile.id,
        consumerName: 'Second Client',
        consumerEmail: 'second@example.com',
        serviceType: 'Roofing',
        earningsCents: 30_00,
      },
    })

    const job = await db.backgroundJob.create({
      data: { name: 'dashboard-check', key: `dashboard-check-${newest.id}`, status: 'failed', runAt: new Date(), failures: 3, lastError: 'SMTP refused' },
    })

    const after = await load(cookie)
    expect(after.cards).toEqual({
      pendingApplications: before.cards.pendingApplications + 1,
      totalApplications: before.cards.totalApplications + 2,
      activeAffiliates: before.cards.activeAffiliates + 1,
      totalReferrals: before.cards.totalReferrals + 2,
      totalEarningsCents: before.cards.totalEarningsCents + 150_00,
    })
    expect(after.weekly).toHaveLength(12)
    expect(thisWeek(after)).toEqual({
      weekStart: thisWeek(before).weekStart,
      applications: thisWeek(before).applications + 3,
      referrals: thisWeek(before).referrals + 2,
    })

    // newest first in every table
    expect(after.affiliateApplications.rows[0]).toMatchObject({ id: pending.id, name: 'Pat Pending', status: 'pending', brokerageName: 'Coastal Realty' })
    expect(after.affiliateApplications.rows[1]).toMatchObject({ id: approved.id, status: 'approved' })
    expect(after.affiliateApplications.rows[0]!.submittedAt).toBeInstanceOf(Date)
    expect(after.vendorApplications.rows[0]).toMatchObject({
      id: vendorApplication.id,
      companyName: 'Dashboard Roofing Co',
      contactName: 'Riley Ridge',
      status: 'pending',
      suggestedServiceTypes: expect.arrayContaining(['Roofing']),
      suggestedZip: '32931',
    })
    expect(after.vendorApplications.rows[0]).not.toHaveProperty('address')
    expect(after.affiliates.rows[0]).toMatchObject({
      id: affiliate.profile.id,
      email: affiliate.profile.email,
      brokerageName: 'Harbor Homes',
      performanceScore: 325,
      referrals: 2,
      earningsCents: 150_00,
    })
    expect(after.referrals.rows[0]).toMatchObject({
      id: newest.id,
      consumerName: 'Second Client',
      consumerEmail: 'second@example.com',
      serviceType: 'Roofing',
      status: 'pending',
      earningsCents: 30_00,
      transitions: ['match', 'cancel'],
    })
    expect(after.referrals.rows[0]!.createdAt).toBeInstanceOf(Date)
    expect(after.jobs.find((row) => row.id === job.id)).toEqual({
      id: job.id,
      name: 'dashboard-check',
      status: 'failed',
      runAt: job.runAt,
      lastRunAt: null,
      lastSuccessAt: null,
      lastResult: null,
      lastError: 'SMTP refused',
      failures: 3,
    })
  })

  test('a table is read a page at a time, and a page past the end is empty', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    for (let index = 0; index < 21; index++) await pendingAffiliateApplication({ name: `Paged Applicant ${index}` })
    const first = await load(cookie)
    expect(first.affiliateApplications.rows).toHaveLength(20)
    expect(first.affiliateApplications.hasOlder).toBe(true)
    expect(first.affiliateApplications.rows[0]).toMatchObject({ name: 'Paged Applicant 20' })
    const second = await load(cookie, '?applications=2')
    expect(second.affiliateApplications.rows[0]).toMatchObject({ name: 'Paged Applicant 0' })
    const beyond = await load(cookie, '?applications=1000')
    expect(beyond.affiliateApplications).toMatchObject({ rows: [], hasOlder: false })
    // the other tables stay on their first page
    expect(second.referrals.rows).toEqual(first.referrals.rows)
  })
})
