// Matching a homeowner's request to vendors: the same filters, score and order as /find-services
// (./search.ts), the top 3 with a reason line each, and an honest answer when nobody fits.
// Returns only public vendor fields: no emails, phones or people's names leave this module.
import zipcodes from '~/utils/zipcodes.server.ts'
import type { BudgetRange, ServiceType, Urgency } from '~/marketplace/value-sets.ts'
import type { VendorDirectory } from './directory.server.ts'
import { resolveLocation } from './location.server.ts'
import { credentialsCurrent, distanceMiles, matchReason, rankVendors, urgencyRule, type RankedVendor } from './search.ts'

export const MAX_MATCHES = 3
/** How far to look for the nearest alternatives when nobody serves the place. */
export const ALTERNATIVES_REACH_MILES = 100
/** Candidates fetched by score before the exact ranking (ample for a top 3). */
const SHORT_LIST = 40

export type VendorRequest = {
  serviceType: ServiceType
  zip?: string
  city?: string
  state?: string
  urgency?: Urgency
  budget?: BudgetRange
}

/** What Harper may say about a vendor: public directory fields and the reason line. */
export type VendorMatch = {
  slug: string
  companyName: string
  city: string
  state: string
  serviceTypes: string[]
  rating: number
  reviewCount: number
  responseTimeMinutes: number
  verified: boolean
  available: boolean
  distanceMiles: number | null
  score: number
  reason: string
}

export type MatchOutcome =
  | { status: 'matched'; place: string; matches: VendorMatch[] }
  /** nobody fits the whole request: the nearest vendors of the trade, with what does not fit */
  | { status: 'alternatives'; place: string; matches: []; alternatives: VendorMatch[] }
  | { status: 'none'; place: string; matches: [] }
  | { status: 'unknown-location'; place: string; matches: [] }

const titleCase = (text: string) => text.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())

/** The place as a homeowner would say it: the town of a ZIP, or the city named. */
export function placeLabel(request: Pick<VendorRequest, 'zip' | 'city'>) {
  if (request.zip) {
    const place = zipcodes.lookup(request.zip)
    return place ? titleCase(place.city) : request.zip
  }
  return request.city ?? ''
}

function toMatch(ranked: RankedVendor, request: VendorRequest, place: string, asOf: Date): VendorMatch {
  const { vendor } = ranked
  return {
    slug: vendor.slug,
    companyName: vendor.companyName,
    city: vendor.city,
    state: vendor.state,
    serviceTypes: vendor.serviceTypes,
    rating: vendor.rating,
    reviewCount: vendor.reviewCount,
    responseTimeMinutes: vendor.responseTimeMinutes,
    verified: vendor.verified,
    available: vendor.available,
    distanceMiles: ranked.distanceMiles === null ? null : Math.round(ranked.distanceMiles * 10) / 10,
    score: ranked.score,
    reason: matchReason(ranked, { service: request.serviceType, placeLabel: place, budget: request.budget, asOf }),
  }
}

/**
 * Up to 3 vendors for a request, ranked by the /find-services rules (trade, radius, urgency,
 * budget, rating with reviews, response time, verification, current licence and insurance).
 * When nobody fits: the nearest vendors of the trade within 100 miles that are current on their
 * credentials, so Harper can say so honestly and still offer something.
 */
export async function rankVendorsForRequest(
  directory: VendorDirectory,
  request: VendorRequest,
  { asOf = new Date(), limit = MAX_MATCHES }: { asOf?: Date; limit?: number } = {},
): Promise<MatchOutcome> {
  const place = placeLabel(request)
  const text = request.zip ?? (request.city ? `${request.city}, ${request.state ?? 'FL'}` : '')
  const resolution = text ? resolveLocation(text) : null
  if (!resolution || resolution.status !== 'found') return { status: 'unknown-location', place, matches: [] }
  const location = resolution.location

  const rule = urgencyRule(request.urgency)
  const criteria = { service: request.serviceType, location, budget: request.budget, urgency: request.urgency, asOf }
  // the database returns a short list by the same score; vendors with lapsed credentials are
  // dropped here, so ask again for a longer list when they crowd out the top few
  let ranked: ReturnType<typeof rankVendors> = []
  for (let bestOf = SHORT_LIST; ; bestOf *= 8) {
    const candidates = await directory.findCandidates({
      service: request.serviceType,
      location,
      requireAvailable: rule.requireAvailable,
      maxResponseMinutes: rule.maxResponseMinutes,
      budget: request.budget,
      bestOf,
    })
    ranked = rankVendors(candidates, criteria)
    if (ranked.length >= limit || candidates.length < bestOf || bestOf >= SHORT_LIST * 64) break
  }
  if (ranked.length > 0) return { status: 'matched', place, matches: ranked.slice(0, limit).map((entry) => toMatch(entry, request, place, asOf)) }

  const nearby = await directory.findCandidates({ service: request.serviceType, location, reachMiles: ALTERNATIVES_REACH_MILES, bestOf: SHORT_LIST * 8 })
  const alternatives = rankVendors(
    nearby.filter((vendor) => credentialsCurrent(vendor, asOf)),
    { service: request.serviceType, asOf },
  )
    .map((entry) => ({ ...entry, distanceMiles: distanceMiles(entry.vendor, location) }))
    .sort((a, b) => Number(b.vendor.available) - Number(a.vendor.available) || a.distanceMiles - b.distanceMiles || b.score - a.score)
    .slice(0, limit)
  if (alternatives.length === 0) return { status: 'none', place, matches: [] }
  return { status: 'alternatives', place, matches: [], alternatives: alternatives.map((entry) => toMatch(entry, request, place, asOf)) }
}
