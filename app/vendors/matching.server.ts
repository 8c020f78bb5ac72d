// Matching a homeowner's request to vendors: the same filters, score and order as /find-services
// (./search.ts) except the budget, which orders the list instead of filtering it; the top 3 with a
// reason line each, and, when nobody or few fit, the reason as data (the chat puts it into words).
// Returns only public vendor fields: no emails, phones or people's names leave this module.
import zipcodes from '~/utils/zipcodes.server.ts'
import type { BudgetRange, ServiceType, Urgency } from '~/marketplace/value-sets.ts'
import type { VendorDirectory } from './directory.server.ts'
import { resolveLocation } from './location.server.ts'
import {
  budgetBelowQuote,
  credentialsCurrent,
  distanceMiles,
  matchesBudget,
  matchReason,
  rankVendors,
  urgencyRule,
  type GeoPoint,
  type RankedVendor,
} from './search.ts'

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
  /** the quote range the vendor lists (public, as on its /find-services card) */
  quoteMinCents: number
  quoteMaxCents: number
  /** whether its quotes overlap the homeowner's budget; null when no budget was given */
  fitsBudget: boolean | null
}

/** Why nobody, or fewer than asked for, is listed (the words are the chat's: in English or Spanish). */
export type MatchReason =
  /** the place is outside Florida: the marketplace, and its contractors' licences, cover Florida only */
  | 'outside-florida'
  /** no pro of the trade serves the place (it lies outside every radius) */
  | 'outside-coverage'
  /** pros serve the place, but none can start as soon as asked */
  | 'none-available-in-time'

/** Why a matched list is shorter than asked for. */
export type ThinReason =
  /** these are all the pros of the trade who serve the place */
  | 'few-serve-place'
  /** more pros serve the place, but only these can start as soon as asked */
  | 'others-not-available-in-time'

export type MatchOutcome =
  | {
      status: 'matched'
      place: string
      matches: VendorMatch[]
      /** a budget was given and it is below every listed pro's lowest quote (the budget orders the list; it never empties it) */
      budgetBelowQuotes: boolean
      /** only when fewer than asked for are listed */
      thin?: ThinReason
    }
  /**
   * nobody fits the whole request: 'none-available-in-time' lists pros who serve the place but cannot
   * start that soon; 'outside-coverage' the nearest pros of the trade within 100 miles, who may not
   */
  | {
      status: 'alternatives'
      place: string
      matches: []
      alternatives: VendorMatch[]
      reason: Exclude<MatchReason, 'outside-florida'>
      budgetBelowQuotes: boolean
    }
  /** 'outside-coverage': no pro of the trade within 100 miles; `state` is the place's state code */
  | { status: 'none'; place: string; matches: []; reason: Exclude<MatchReason, 'none-available-in-time'>; state: string }
  | { status: 'unknown-location'; place: string; matches: [] }

/** The one state the marketplace serves. */
export const MARKETPLACE_STATE = 'FL'

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
    quoteMinCents: vendor.quoteMinCents,
    quoteMaxCents: vendor.quoteMaxCents,
    fitsBudget: request.budget ? matchesBudget(vendor, request.budget) : null,
  }
}

type ServingQuery = { service: ServiceType; location: GeoPoint; urgency?: Urgency; budget?: BudgetRange; limit: number; asOf: Date }

/**
 * The vendors of the trade who serve the place (and, with an urgency, can start that soon), best
 * first by the /find-services rules, current credentials only. The database returns a short list by
 * the same score; when vendors with lapsed credentials crowd out the top few, ask for a longer one.
 */
async function servingShortList(directory: VendorDirectory, { service, location, urgency, budget, limit, asOf }: ServingQuery): Promise<RankedVendor[]> {
  const rule = urgencyRule(urgency)
  const criteria = { service, location, budget, urgency, asOf }
  let ranked: RankedVendor[] = []
  for (let bestOf = SHORT_LIST; ; bestOf *= 8) {
    const candidates = await directory.findCandidates({
      service,
      location,
      requireAvailable: rule.requireAvailable,
      maxResponseMinutes: rule.maxResponseMinutes,
      budget,
      bestOf,
    })
    ranked = rankVendors(candidates, criteria)
    if (ranked.length >= limit || candidates.length < bestOf || bestOf >= SHORT_LIST * 64) break
  }
  return ranked
}

/**
 * The serving vendors with the budget as information, not a filter (issue 23): available first,
 * then those whose quotes fit the budget, then the rest, each group by score. The fitting ones
 * are asked for by the budget filter, so a fitting vendor far down the score order is not missed.
 */
async function servingInBudgetOrder(directory: VendorDirectory, query: ServingQuery): Promise<RankedVendor[]> {
  const { budget, ...rest } = query
  const fitting = budget ? await servingShortList(directory, { ...rest, budget }) : []
  if (fitting.filter((entry) => entry.vendor.available).length >= query.limit) return fitting
  const fits = new Set(fitting.map((entry) => entry.vendor.slug))
  const others = (await servingShortList(directory, rest)).filter((entry) => !fits.has(entry.vendor.slug))
  // a stable sort: within each availability, the fitting ones (by score), then the others (by score)
  return [...fitting, ...others].sort((a, b) => Number(b.vendor.available) - Number(a.vendor.available))
}

const asksForSpeed = (urgency: Urgency | undefined) => {
  const rule = urgencyRule(urgency)
  return rule.requireAvailable || rule.maxResponseMinutes !== null
}

/**
 * Up to 3 vendors for a request, ranked by the /find-services rules (trade, radius, urgency,
 * rating with reviews, response time, verification, current licence and insurance). The budget
 * is not a filter here: vendors whose quotes fit it come first, and `budgetBelowQuotes` says when
 * it is below every listed quote. When nobody fits, the reason comes back as data: a place outside
 * Florida; pros who serve the place but cannot start in time (listed); or a place outside every
 * radius, with the nearest vendors of the trade within 100 miles who are current on their credentials.
 */
export async function rankVendorsForRequest(
  directory: VendorDirectory,
  request: VendorRequest,
  { asOf = new Date(), limit = MAX_MATCHES }: { asOf?: Date; limit?: number } = {},
): Promise<MatchOutcome> {
  const place = placeLabel(request)
  const text = request.zip ?? (request.city ? `${request.city}, ${request.state ?? MARKETPLACE_STATE}` : '')
  const resolution = text ? resolveLocation(text) : null
  if (!resolution || resolution.status !== 'found') return { status: 'unknown-location', place, matches: [] }
  const location = resolution.location
  if (location.state !== MARKETPLACE_STATE) return { status: 'none', place, matches: [], reason: 'outside-florida', state: location.state }

  const query = { service: request.serviceType, location, budget: request.budget, limit, asOf }
  const toMatches = (entries: RankedVendor[]) => entries.slice(0, limit).map((entry) => toMatch(entry, request, place, asOf))
  const belowQuotes = (entries: RankedVendor[]) =>
    !!request.budget && entries.length > 0 && entries.slice(0, limit).every((entry) => budgetBelowQuote(entry.vendor, request.budget!))

  const inTime = await servingInBudgetOrder(directory, { ...query, urgency: request.urgency })
  // without an urgency that rules vendors out, everyone serving the place is already in the list
  const serving = inTime.length < limit && asksForSpeed(request.urgency) ? await servingInBudgetOrder(directory, query) : inTime
  if (inTime.length > 0) {
    const thin: ThinReason | undefined =
      inTime.length >= limit ? undefined : serving.length > inTime.length ? 'others-not-available-in-time' : 'few-serve-place'
    return { status: 'matched', place, matches: toMatches(inTime), budgetBelowQuotes: belowQuotes(inTime), ...(thin ? { thin } : {}) }
  }
  if (serving.length > 0) {
    return {
      status: 'alternatives',
      place,
      matches: [],
      alternatives: toMatches(serving),
      reason: 'none-available-in-time',
      budgetBelowQuotes: belowQuotes(serving),
    }
  }

  const nearby = await directory.findCandidates({ service: request.serviceType, location, reachMiles: ALTERNATIVES_REACH_MILES, bestOf: SHORT_LIST * 8 })
  const alternatives = rankVendors(
    nearby.filter((vendor) => credentialsCurrent(vendor, asOf)),
    { service: request.serviceType, asOf },
  )
    .map((entry) => ({ ...entry, distanceMiles: distanceMiles(entry.vendor, location) }))
    .sort((a, b) => Number(b.vendor.available) - Number(a.vendor.available) || a.distanceMiles - b.distanceMiles || b.score - a.score)
  if (alternatives.length === 0) return { status: 'none', place, matches: [], reason: 'outside-coverage', state: location.state }
  return {
    status: 'alternatives',
    place,
    matches: [],
    alternatives: toMatches(alternatives),
    reason: 'outside-coverage',
    budgetBelowQuotes: belowQuotes(alternatives),
  }
}
