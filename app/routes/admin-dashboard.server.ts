import { db } from '~/utils/db.server.ts'
import { suggestServiceTypesFromDescription } from '~/applications/service-type-suggestions.ts'
import { zipFromAddress } from '~/applications/vendor-location.server.ts'

// What the admin dashboard shows (spec §2): four summary cards and four tables, newest first.
// Tables are capped; the counts on the cards are over every row.
const TABLE_LIMIT = 200
export const CHART_WEEKS = 12
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export async function getAdminOverview(now = new Date()) {
  const chartStart = startOfWeek(new Date(now.getTime() - (CHART_WEEKS - 1) * WEEK_MS))
  const [
    pendingApplications,
    totalApplications,
    affiliateApplications,
    vendorApplications,
    affiliates,
    referralTotals,
    referralsByAffiliate,
    referrals,
    recentAffiliateApplications,
    recentVendorApplications,
    recentReferrals,
  ] = await Promise.all([
    db.affiliateApplication.count({ where: { status: 'pending' } }),
    db.affiliateApplication.count(),
    db.affiliateApplication.findMany({
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take: TABLE_LIMIT,
      select: { id: true, name: true, email: true, brokerageName: true, status: true, submittedAt: true },
    }),
    db.vendorApplication.findMany({
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take: TABLE_LIMIT,
      select: { id: true, companyName: true, contactName: true, email: true, serviceType: true, address: true, status: true, submittedAt: true },
    }),
    db.affiliateProfile.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: TABLE_LIMIT,
      select: { id: true, name: true, email: true, brokerageName: true, performanceScore: true, createdAt: true },
    }),
    db.referral.aggregate({ _count: { _all: true }, _sum: { earningsCents: true } }),
    db.referral.groupBy({ by: ['affiliateId'], _count: { _all: true }, _sum: { earningsCents: true } }),
    db.referral.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: TABLE_LIMIT,
      select: { id: true, consumerName: true, consumerEmail: true, serviceType: true, status: true, earningsCents: true, createdAt: true },
    }),
    db.affiliateApplication.findMany({ where: { submittedAt: { gte: chartStart } }, select: { submittedAt: true } }),
    db.vendorApplication.findMany({ where: { submittedAt: { gte: chartStart } }, select: { submittedAt: true } }),
    db.referral.findMany({ where: { createdAt: { gte: chartStart } }, select: { createdAt: true } }),
  ])
  const activeAffiliates = await db.affiliateProfile.count()
  const totals = new Map(referralsByAffiliate.map((row) => [row.affiliateId, { count: row._count._all, cents: row._sum.earningsCents ?? 0 }]))
  return {
    cards: {
      pendingApplications,
      totalApplications,
      activeAffiliates,
      totalReferrals: referralTotals._count._all,
      totalEarningsCents: referralTotals._sum.earningsCents ?? 0,
    },
    affiliateApplications,
    vendorApplications: vendorApplications.map(({ address, ...application }) => ({
      ...application,
      // what the approval form starts from; the admin can change both
      suggestedServiceTypes: suggestServiceTypesFromDescription(application.serviceType),
      suggestedZip: zipFromAddress(address) ?? '',
    })),
    affiliates: affiliates.map((affiliate) => ({
      ...affiliate,
      referrals: totals.get(affiliate.id)?.count ?? 0,
      earningsCents: totals.get(affiliate.id)?.cents ?? 0,
    })),
    referrals,
    weekly: weeklySeries(chartStart, {
      applications: [...recentAffiliateApplications, ...recentVendorApplications].map((row) => row.submittedAt),
      referrals: recentReferrals.map((row) => row.createdAt),
    }),
  }
}

/** Monday 00:00 UTC of the week holding `date`. */
export function startOfWeek(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000)
}

export type WeeklyPoint = { weekStart: string; applications: number; referrals: number }

/** Counts per week from `start`, CHART_WEEKS weeks, including empty ones. */
export function weeklySeries(start: Date, dates: { applications: Date[]; referrals: Date[] }): WeeklyPoint[] {
  const points = Array.from({ length: CHART_WEEKS }, (_, index) => ({
    weekStart: new Date(start.getTime() + index * WEEK_MS).toISOString().slice(0, 10),
    applications: 0,
    referrals: 0,
  }))
  for (const key of ['applications', 'referrals'] as const) {
    for (const date of dates[key]) {
      const index = Math.floor((date.getTime() - start.getTime()) / WEEK_MS)
      if (index >= 0 && index < CHART_WEEKS) points[index][key] += 1
    }
  }
  return points
}
