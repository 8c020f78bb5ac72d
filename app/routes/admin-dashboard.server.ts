import { db } from '~/utils/db.server.ts'
import { suggestServiceTypesFromDescription } from '~/applications/service-type-suggestions.ts'
import { zipFromAddress } from '~/applications/vendor-location.server.ts'
import { paged, pageWindow } from '~/utils/pagination.ts'

// What the admin dashboard shows (spec §2): four summary cards, the weekly chart and four tables,
// newest first, a page at a time (`?applications=2`, app/utils/pagination.ts); the counts on the
// cards are over every row. Ten statements, all sent at once (the loader sends the jobs' list beside
// them; docs/decisions/0027, 0047).
export const TABLE_PAGE_SIZE = 20
export const CHART_WEEKS = 12
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The four tables' page parameters in the URL. */
export const ADMIN_TABLES = ['applications', 'vendorApplications', 'affiliates', 'referrals'] as const
export type AdminTable = (typeof ADMIN_TABLES)[number]

export async function getAdminOverview(pages: Record<AdminTable, number>, now = new Date()) {
  const chartStart = startOfWeek(new Date(now.getTime() - (CHART_WEEKS - 1) * WEEK_MS))
  const [
    applicationsByStatus,
    affiliateApplications,
    vendorApplications,
    affiliates,
    activeAffiliates,
    referralsByAffiliate,
    referrals,
    recentAffiliateApplications,
    recentVendorApplications,
    recentReferrals,
  ] = await Promise.all([
    db.affiliateApplication.groupBy({ by: ['status'], _count: { _all: true } }),
    db.affiliateApplication.findMany({
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pages.applications, TABLE_PAGE_SIZE),
      select: { id: true, name: true, email: true, brokerageName: true, status: true, submittedAt: true },
    }),
    db.vendorApplication.findMany({
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pages.vendorApplications, TABLE_PAGE_SIZE),
      select: { id: true, companyName: true, contactName: true, email: true, serviceType: true, address: true, status: true, submittedAt: true },
    }),
    db.affiliateProfile.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pages.affiliates, TABLE_PAGE_SIZE),
      select: { id: true, name: true, email: true, brokerageName: true, performanceScore: true, createdAt: true },
    }),
    db.affiliateProfile.count(),
    // per affiliate for the table, summed for the cards (every referral is in one group, a null affiliate's too)
    db.referral.groupBy({ by: ['affiliateId'], _count: { _all: true }, _sum: { earningsCents: true } }),
    db.referral.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pages.referrals, TABLE_PAGE_SIZE),
      select: { id: true, consumerName: true, consumerEmail: true, serviceType: true, status: true, earningsCents: true, createdAt: true },
    }),
    db.affiliateApplication.findMany({ where: { submittedAt: { gte: chartStart } }, select: { submittedAt: true } }),
    db.vendorApplication.findMany({ where: { submittedAt: { gte: chartStart } }, select: { submittedAt: true } }),
    db.referral.findMany({ where: { createdAt: { gte: chartStart } }, select: { createdAt: true } }),
  ])
  const totals = new Map(referralsByAffiliate.map((row) => [row.affiliateId, { count: row._count._all, cents: row._sum.earningsCents ?? 0 }]))
  const page = <T>(rows: T[], table: AdminTable) => paged(rows, pages[table], TABLE_PAGE_SIZE)
  return {
    cards: {
      pendingApplications: applicationsByStatus.find((row) => row.status === 'pending')?._count._all ?? 0,
      totalApplications: applicationsByStatus.reduce((sum, row) => sum + row._count._all, 0),
      activeAffiliates,
      totalReferrals: referralsByAffiliate.reduce((sum, row) => sum + row._count._all, 0),
      totalEarningsCents: referralsByAffiliate.reduce((sum, row) => sum + (row._sum.earningsCents ?? 0), 0),
    },
    affiliateApplications: page(affiliateApplications, 'applications'),
    vendorApplications: page(
      vendorApplications.map(({ address, ...application }) => ({
        ...application,
        // what the approval form starts from; the admin can change both
        suggestedServiceTypes: suggestServiceTypesFromDescription(application.serviceType),
        suggestedZip: zipFromAddress(address) ?? '',
      })),
      'vendorApplications',
    ),
    affiliates: page(
      affiliates.map((affiliate) => ({
        ...affiliate,
        referrals: totals.get(affiliate.id)?.count ?? 0,
        earningsCents: totals.get(affiliate.id)?.cents ?? 0,
      })),
      'affiliates',
    ),
    referrals: page(referrals, 'referrals'),
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
