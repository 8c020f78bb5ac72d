import { getServerEnv } from '~/utils/env.server.ts'
import { db, dbRows } from '~/utils/db.server.ts'
import type { ReferralFilter } from '~/referrals/referral-filters.ts'
import { countReferrals, performanceScore } from '~/referrals/performance.ts'
import { paged } from '~/utils/pagination.ts'
import { pageLimit, sqlNumber } from '~/utils/sql.server.ts'
import { Prisma } from '~/generated/prisma-sqlite/client.ts'

// Everything the affiliate dashboard reads or writes is reached through the acting user's id:
// the profile is looked up by userId, and every referral query is scoped by that profile's id,
// so no parameter can point one affiliate at another's data.

const ACTIVE_MATCH_STATUSES: readonly string[] = ['matched', 'in_progress']
/** Referrals a page of the table shows (`?page=2` for older ones, app/utils/pagination.ts). */
export const REFERRALS_PAGE_SIZE = 20

type ProfileRow = { id: string; name: string; email: string; brokerageName: string; referralCode: string; createdAt: Date }
type ReferralRow = { id: string; consumerName: string; serviceType: string; status: string; earningsCents: number; createdAt: Date }
type StatusRow = { status: string; count: unknown; cents: unknown }

/**
 * Three statements for the whole dashboard (issue #13), in portable SQL (issue #25,
 * docs/decisions/0050): the profile, the page of referrals shown, and the referrals counted (and
 * their earnings summed) per status — from which the totals, the active matches and the score's
 * parts are all worked out. Each is scoped through the profile's owner, `userId`.
 */
export async function getAffiliateDashboard(userId: string, filter: ReferralFilter, page = 1) {
  const [[profile], referrals, byStatus] = await Promise.all([
    dbRows<ProfileRow>`
      SELECT p."id", p."name", p."email", p."brokerageName", p."referralCode", p."createdAt"
      FROM "AffiliateProfile" p WHERE p."userId" = ${userId}`,
    dbRows<ReferralRow>`
      SELECT r."id", r."consumerName", r."serviceType", r."status", r."earningsCents", r."createdAt"
      FROM "Referral" r JOIN "AffiliateProfile" p ON p."id" = r."affiliateId"
      WHERE p."userId" = ${userId} ${filter === 'all' ? Prisma.empty : Prisma.sql`AND r."status" = ${filter}`}
      ORDER BY r."createdAt" DESC, r."id" DESC ${pageLimit(page, REFERRALS_PAGE_SIZE)}`,
    dbRows<StatusRow>`
      SELECT r."status", COUNT(*) AS "count", SUM(r."earningsCents") AS "cents"
      FROM "Referral" r JOIN "AffiliateProfile" p ON p."id" = r."affiliateId"
      WHERE p."userId" = ${userId} GROUP BY r."status"`,
  ])
  if (!profile) return null
  const counts = byStatus.map((row) => ({ status: row.status, count: sqlNumber(row.count) }))
  // the score shown is derived from the referrals now, with the parts that make it up
  const score = performanceScore(countReferrals(counts))
  const shown = paged(referrals, page, REFERRALS_PAGE_SIZE)
  return {
    score,
    profile: {
      name: profile.name,
      email: profile.email,
      brokerageName: profile.brokerageName,
      referralCode: profile.referralCode,
      referralLink: referralLinkFor(profile.referralCode),
      performanceScore: score.score,
      joinedAt: profile.createdAt,
    },
    stats: {
      totalReferrals: counts.reduce((sum, row) => sum + row.count, 0),
      activeMatches: counts.reduce((sum, row) => sum + (ACTIVE_MATCH_STATUSES.includes(row.status) ? row.count : 0), 0),
      earningsCents: byStatus.reduce((sum, row) => sum + sqlNumber(row.cents), 0),
    },
    referrals: shown.rows,
    referralPages: { page, hasOlder: shown.hasOlder },
  }
}

/** One of this affiliate's referrals; another affiliate's id finds nothing. */
export async function findReferralForAffiliateUser(userId: string, referralId: string) {
  return db.referral.findFirst({
    // scoped through the profile's owner, in the same statement
    where: { id: referralId, affiliate: { userId } },
    select: {
      id: true,
      consumerName: true,
      consumerEmail: true,
      consumerPhone: true,
      serviceType: true,
      status: true,
      earningsCents: true,
      createdAt: true,
      statusChangedAt: true,
      jobValueCents: true,
      // the referral's timeline: every transition with who made it, when and why
      events: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, transition: true, toStatus: true, actorType: true, note: true, earningsDeltaCents: true, createdAt: true },
      },
    },
  })
}

export function referralLinkFor(code: string) {
  const url = new URL('/find-services', getServerEnv().PUBLIC_URL)
  url.searchParams.set('ref', code)
  return url.toString()
}
