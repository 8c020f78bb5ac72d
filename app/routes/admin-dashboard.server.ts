import { dbRows } from '~/utils/db.server.ts'
import { suggestServiceTypesFromDescription } from '~/applications/service-type-suggestions.ts'
import { zipFromAddress } from '~/applications/vendor-location.server.ts'
import { paged } from '~/utils/pagination.ts'
import { pageLimit, sqlDate, sqlNumber } from '~/utils/sql.server.ts'

// What the admin dashboard shows (spec §2): four summary cards, the weekly chart and four tables,
// newest first, a page at a time (`?applications=2`, app/utils/pagination.ts); the counts on the
// cards are over every row. Six statements, all sent at once (the loader sends the jobs' list beside
// them; docs/decisions/0027, 0047, 0050).
export const TABLE_PAGE_SIZE = 20
export const CHART_WEEKS = 12
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The four tables' page parameters in the URL. */
export const ADMIN_TABLES = ['applications', 'vendorApplications', 'affiliates', 'referrals'] as const
export type AdminTable = (typeof ADMIN_TABLES)[number]

type CardsRow = { pendingApplications: unknown; totalApplications: unknown; activeAffiliates: unknown; totalReferrals: unknown; totalEarningsCents: unknown }
type AffiliateApplicationRow = { id: string; name: string; email: string; brokerageName: string; status: string; submittedAt: Date }
type VendorApplicationRow = {
  id: string
  companyName: string
  contactName: string
  email: string
  serviceType: string
  address: string
  status: string
  submittedAt: Date
}
type AffiliateRow = {
  id: string
  name: string
  email: string
  brokerageName: string
  performanceScore: number
  createdAt: Date
  referrals: unknown
  earningsCents: unknown
}
type ReferralRow = {
  id: string
  consumerName: string
  consumerEmail: string | null
  serviceType: string
  status: string
  earningsCents: number
  createdAt: Date
}
type ChartRow = { kind: 'application' | 'referral'; at: unknown }

/**
 * Six statements, all sent at once, in portable SQL (issue #25, docs/decisions/0050): the cards'
 * five counts in one, a page of each table (each affiliate with its referrals counted and summed),
 * and the dates the weekly chart counts.
 */
export async function getAdminOverview(pages: Record<AdminTable, number>, now = new Date()) {
  const chartStart = startOfWeek(new Date(now.getTime() - (CHART_WEEKS - 1) * WEEK_MS))
  const [[cards], affiliateApplications, vendorApplications, affiliates, referrals, chart] = await Promise.all([
    dbRows<CardsRow>`
      SELECT
        (SELECT COUNT(*) FROM "AffiliateApplication" WHERE "status" = 'pending') AS "pendingApplications",
        (SELECT COUNT(*) FROM "AffiliateApplication") AS "totalApplications",
        (SELECT COUNT(*) FROM "AffiliateProfile") AS "activeAffiliates",
        (SELECT COUNT(*) FROM "Referral") AS "totalReferrals",
        (SELECT SUM("earningsCents") FROM "Referral") AS "totalEarningsCents"`,
    dbRows<AffiliateApplicationRow>`
      SELECT "id", "name", "email", "brokerageName", "status", "submittedAt" FROM "AffiliateApplication"
      ORDER BY "submittedAt" DESC, "id" DESC ${pageLimit(pages.applications, TABLE_PAGE_SIZE)}`,
    dbRows<VendorApplicationRow>`
      SELECT "id", "companyName", "contactName", "email", "serviceType", "address", "status", "submittedAt" FROM "VendorApplication"
      ORDER BY "submittedAt" DESC, "id" DESC ${pageLimit(pages.vendorApplications, TABLE_PAGE_SIZE)}`,
    dbRows<AffiliateRow>`
      SELECT p."id", p."name", p."email", p."brokerageName", p."performanceScore", p."createdAt",
        (SELECT COUNT(*) FROM "Referral" r WHERE r."affiliateId" = p."id") AS "referrals",
        (SELECT SUM(r."earningsCents") FROM "Referral" r WHERE r."affiliateId" = p."id") AS "earningsCents"
      FROM "AffiliateProfile" p ORDER BY p."createdAt" DESC, p."id" DESC ${pageLimit(pages.affiliates, TABLE_PAGE_SIZE)}`,
    dbRows<ReferralRow>`
      SELECT "id", "consumerName", "consumerEmail", "serviceType", "status", "earningsCents", "createdAt" FROM "Referral"
      ORDER BY "createdAt" DESC, "id" DESC ${pageLimit(pages.referrals, TABLE_PAGE_SIZE)}`,
    // through a UNION the dates lose their column's type on SQLite: read with sqlDate
    dbRows<ChartRow>`
      SELECT 'application' AS "kind", "submittedAt" AS "at" FROM "AffiliateApplication" WHERE "submittedAt" >= ${chartStart}
      UNION ALL SELECT 'application', "submittedAt" FROM "VendorApplication" WHERE "submittedAt" >= ${chartStart}
      UNION ALL SELECT 'referral', "createdAt" FROM "Referral" WHERE "createdAt" >= ${chartStart}`,
  ])
  const page = <T>(rows: T[], table: AdminTable) => paged(rows, pages[table], TABLE_PAGE_SIZE)
  const chartDates = (kind: ChartRow['kind']) =>
    chart.flatMap((row) => {
      const at = row.kind === kind ? sqlDate(row.at) : null
      return at ? [at] : []
    })
  return {
    cards: {
      pendingApplications: sqlNumber(cards?.pendingApplications),
      totalApplications: sqlNumber(cards?.totalApplications),
      activeAffiliates: sqlNumber(cards?.activeAffiliates),
      totalReferrals: sqlNumber(cards?.totalReferrals),
      totalEarningsCents: sqlNumber(cards?.totalEarningsCents),
    },
    affiliateApplications: page(affiliateApplications, 'applications'),
    vendorApplications: page(
      vendorApplications.map(({ address, ...application }) => ({
        ...application,
        // what a pending application's approval form starts from; the admin can change both
        suggestedServiceTypes: application.status === 'pending' ? suggestServiceTypesFromDescription(application.serviceType) : [],
        suggestedZip: application.status === 'pending' ? (zipFromAddress(address) ?? '') : '',
      })),
      'vendorApplications',
    ),
    affiliates: page(
      affiliates.map((affiliate) => ({ ...affiliate, referrals: sqlNumber(affiliate.referrals), earningsCents: sqlNumber(affiliate.earningsCents) })),
      'affiliates',
    ),
    referrals: page(referrals, 'referrals'),
    weekly: weeklySeries(chartStart, { applications: chartDates('application'), referrals: chartDates('referral') }),
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
