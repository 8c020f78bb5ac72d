import { resolveZip } from '~/applications/vendor-location.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { db } from '~/utils/db.server.ts'
import { findAffiliateProfileForUser } from './affiliates.server.ts'
import type { ReferClientInput } from './refer-client-schema.ts'
import type { ReferralFilter } from './referral-filters.ts'
import { performanceScoreOf } from './lifecycle.server.ts'

// Everything the affiliate dashboard reads or writes is reached through the acting user's id:
// the profile is looked up by userId, and every referral query is scoped by that profile's id,
// so no parameter can point one affiliate at another's data.

const ACTIVE_MATCH_STATUSES = ['matched', 'in_progress']
const RECENT_LIMIT = 50

export async function getAffiliateDashboard(userId: string, filter: ReferralFilter) {
  const profile = await findAffiliateProfileForUser(userId)
  if (!profile) return null
  const scope = { affiliateId: profile.id }
  const [totals, score, activeMatches, referrals] = await Promise.all([
    db.referral.aggregate({ where: scope, _count: { _all: true }, _sum: { earningsCents: true } }),
    // the score shown is derived from the referrals now, with the parts that make it up
    performanceScoreOf(db, profile.id),
    db.referral.count({ where: { ...scope, status: { in: ACTIVE_MATCH_STATUSES } } }),
    db.referral.findMany({
      where: filter === 'all' ? scope : { ...scope, status: filter },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: RECENT_LIMIT,
      select: { id: true, consumerName: true, serviceType: true, status: true, earningsCents: true, createdAt: true },
    }),
  ])
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
      totalReferrals: totals._count._all,
      activeMatches,
      earningsCents: totals._sum.earningsCents ?? 0,
    },
    referrals,
  }
}

/** One of this affiliate's referrals; another affiliate's id finds nothing. */
export async function findReferralForAffiliateUser(userId: string, referralId: string) {
  const profile = await findAffiliateProfileForUser(userId)
  if (!profile) return null
  return db.referral.findFirst({
    where: { id: referralId, affiliateId: profile.id },
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

export type ReferClientOutcome = { status: 'referred'; referralId: string } | { status: 'no-profile' } | { status: 'unknown-zip' }

/**
 * Records a client the affiliate refers: a service request attributed to them and a pending
 * referral tied to it, in one transaction.
 */
export async function referClient(userId: string, input: ReferClientInput): Promise<ReferClientOutcome> {
  const profile = await findAffiliateProfileForUser(userId)
  if (!profile) return { status: 'no-profile' }
  const place = resolveZip(input.zip)
  if (!place) return { status: 'unknown-zip' }
  const now = new Date()
  const referral = await db.$transaction(async (tx) => {
    const request = await tx.serviceRequest.create({
      data: {
        contactName: input.clientName,
        contactEmail: input.clientEmail?.toLowerCase() ?? '',
        contactPhone: input.clientPhone ?? null,
        serviceType: input.serviceType,
        zip: input.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        urgency: input.urgency,
        // the agent is not asked the client's budget; Harper asks the client when it calls
        budgetRange: 'not-stated',
        description: input.note ?? `Referred by ${profile.name} (${profile.referralCode})`,
        // the agent confirmed the client agreed to be contacted
        consentAt: now,
        affiliateId: profile.id,
      },
      select: { id: true },
    })
    return tx.referral.create({
      data: {
        affiliateId: profile.id,
        consumerName: input.clientName,
        consumerEmail: input.clientEmail?.toLowerCase() ?? null,
        consumerPhone: input.clientPhone ?? null,
        serviceType: input.serviceType,
        status: 'pending',
        serviceRequestId: request.id,
      },
      select: { id: true },
    })
  })
  return { status: 'referred', referralId: referral.id }
}
