// The rules of the vendor directory search, in one place: which query parameters mean what,
// which vendors match a set of filters, how matches are scored and ordered, and how many are
// shown. Pure and free of server imports, so the page (suggestions, links, formatting), the
// loader and Harper share it. The score formula and the urgency mapping are explained in
// docs/decisions/0007-vendor-search-and-ranking.md.
import { BUDGET_RANGES, DEFAULT_URGENCY_LABEL, SERVICE_TYPES, URGENCIES, type BudgetRange, type ServiceType, type Urgency } from '~/marketplace/value-sets.ts'

// ─── Constants (spec §9) ─────────────────────────────────────────────────────

/** Results shown before the first 'Load More Professionals'. */
export const INITIAL_RESULTS = 3
/** Results each 'Load More Professionals' press adds. */
export const LOAD_MORE_STEP = 2
/** Suggestions appear once the typed text is longer than this. */
export const SUGGESTION_MIN_CHARS = 2
export const MAX_SUGGESTIONS = 3
/** Upper bound for `show`, so a crafted URL cannot ask for an unbounded page. */
export const MAX_SHOW = 500

export const ALL_SEEN_MESSAGE = "You've seen all the professionals matching your search. Refine your filters to discover more."
export const NO_RESULTS_MESSAGE = 'No professionals match your filters.'

// ─── URL parameters ──────────────────────────────────────────────────────────

/**
 * The page's query string, as parsed by `parseVendorSearchParams` (./search-params.ts, used by the
 * loader only, so the page's JavaScript carries no validation library).
 */
export type VendorSearchParams = {
  q?: string
  service?: ServiceType
  location?: string
  budget?: BudgetRange
  urgency?: Urgency
  show: number
  details?: string
}
export type FilterName = 'q' | 'service' | 'location' | 'budget' | 'urgency'
export const FILTER_NAMES: readonly FilterName[] = ['q', 'service', 'location', 'budget', 'urgency']

/** The query string for `params` with `changes` applied (`undefined` removes a key); '' when empty. */
export function searchHref(params: VendorSearchParams, changes: Partial<Record<keyof VendorSearchParams, string | number | undefined>> = {}): string {
  const merged: Record<string, string | number | undefined> = { ...params, ...changes }
  const query = new URLSearchParams()
  for (const key of ['q', 'service', 'location', 'budget', 'urgency', 'show', 'details'] as const) {
    const value = merged[key]
    if (value === undefined || value === '') continue
    if (key === 'show' && Number(value) === INITIAL_RESULTS) continue
    query.set(key, String(value))
  }
  const search = query.toString()
  return search ? `?${search}` : ''
}

export function budgetLabel(value: BudgetRange) {
  return BUDGET_RANGES.find((range) => range.value === value)!.label
}
export function urgencyLabel(value: Urgency | undefined) {
  return value ? URGENCIES.find((urgency) => urgency.value === value)!.label : DEFAULT_URGENCY_LABEL
}

/** The id of a vendor's card in the /find-services results (the anchor its links land on). */
export function vendorCardId(slug: string) {
  return `vendor-${slug}`
}

/**
 * A link that shows one vendor's card on /find-services with its details open, from anywhere (Harper's
 * list): the search is the company's name, which that vendor matches in full, so its card is among the
 * first shown whatever its trade, place or availability.
 */
export function vendorCardHref(vendor: { slug: string; companyName: string }) {
  return `/find-services${searchHref({ q: vendor.companyName, show: INITIAL_RESULTS, details: vendor.slug })}#${vendorCardId(vendor.slug)}`
}

export type FilterChip = { name: FilterName; label: string; removeHref: string }

/** One removable chip per active filter: a link to the same search without it (and from the top of the list). */
export function activeFilterChips(params: VendorSearchParams): FilterChip[] {
  const chips: FilterChip[] = []
  const remove = (name: FilterName) => `/find-services${searchHref(params, { [name]: undefined, show: undefined, details: undefined })}`
  if (params.q) chips.push({ name: 'q', label: `Search: “${params.q}”`, removeHref: remove('q') })
  if (params.service) chips.push({ name: 'service', label: `Service: ${params.service}`, removeHref: remove('service') })
  if (params.location) chips.push({ name: 'location', label: `Location: ${params.location}`, removeHref: remove('location') })
  if (params.budget) chips.push({ name: 'budget', label: `Budget: ${budgetLabel(params.budget)}`, removeHref: remove('budget') })
  if (params.urgency) chips.push({ name: 'urgency', label: `Urgency: ${urgencyLabel(params.urgency)}`, removeHref: remove('urgency') })
  return chips
}

// ─── Suggestions ─────────────────────────────────────────────────────────────

/**
 * Up to 3 service types for the typed text, once it is longer than 2 characters: labels that
 * contain the text first, then labels with a word starting with one of its words (3+ letters).
 */
export function suggestServiceTypes(typed: string | undefined, exclude?: ServiceType): ServiceType[] {
  const text = (typed ?? '').trim().toLowerCase()
  if (text.length <= SUGGESTION_MIN_CHARS) return []
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > SUGGESTION_MIN_CHARS)
  const candidates = SERVICE_TYPES.filter((label) => label !== exclude)
  const containing = candidates.filter((label) => label.toLowerCase().includes(text))
  const byWord = candidates.filter(
    (label) =>
      !containing.includes(label) &&
      label
        .toLowerCase()
        .split(/\s+/)
        .some((labelWord) => words.some((word) => labelWord.startsWith(word))),
  )
  return [...containing, ...byWord].slice(0, MAX_SUGGESTIONS)
}

// ─── Matching ────────────────────────────────────────────────────────────────

/** What the search needs to know about a vendor (a VendorProfile row with its service types). */
export type VendorCandidate = {
  slug: string
  companyName: string
  contactName: string
  description: string
  specialties: string[]
  serviceTypes: string[]
  /** lower-cased company, contact, specialties, description and service types */
  searchText: string
  city: string
  state: string
  latitude: number
  longitude: number
  serviceRadiusMiles: number
  rating: number
  reviewCount: number
  responseTimeMinutes: number
  quoteMinCents: number
  quoteMaxCents: number
  verified: boolean
  available: boolean
  yearsInBusiness: number
  /** when the licence or the insurance lapses (unknown when absent); an expired one rules the vendor out */
  licenseExpiresAt?: Date | null
  insuranceExpiresAt?: Date | null
}

export type GeoPoint = { latitude: number; longitude: number }

/** Everything a search filters on, already resolved (the location is coordinates, not text). */
export type VendorSearchCriteria = {
  text?: string
  service?: ServiceType
  location?: GeoPoint | null
  budget?: BudgetRange
  urgency?: Urgency
  /** the day credentials are checked against (default: now) */
  asOf?: Date
}

/** Lower-cased words of the free text; a vendor must contain every one. */
export function textTokens(text: string | undefined): string[] {
  if (!text) return []
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 8)
}

export function matchesText(vendor: Pick<VendorCandidate, 'searchText'>, tokens: string[]) {
  return tokens.every((token) => vendor.searchText.includes(token))
}

export const EARTH_RADIUS_MILES = 3958.8
const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLon = toRadians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A vendor serves a place when the place lies within its service radius of its centre. */
export function servesLocation(vendor: Pick<VendorCandidate, 'latitude' | 'longitude' | 'serviceRadiusMiles'>, location: GeoPoint) {
  return distanceMiles(vendor, location) <= vendor.serviceRadiusMiles
}

/**
 * The latitude/longitude box that holds every point within `miles` of `centre` — a cheap,
 * index-friendly database prefilter; the exact radius check runs afterwards.
 */
export function boundingBox(centre: GeoPoint, miles: number) {
  const latDelta = miles / 69.0
  const lonDelta = miles / (69.172 * Math.max(0.01, Math.cos(toRadians(centre.latitude))))
  return {
    minLatitude: centre.latitude - latDelta,
    maxLatitude: centre.latitude + latDelta,
    minLongitude: centre.longitude - lonDelta,
    maxLongitude: centre.longitude + lonDelta,
  }
}

/** Quote range [min, max] overlaps the budget range ($10,000+ has no upper bound). */
export function matchesBudget(vendor: Pick<VendorCandidate, 'quoteMinCents' | 'quoteMaxCents'>, budget: BudgetRange) {
  const range = BUDGET_RANGES.find((candidate) => candidate.value === budget)!
  const belowTop = range.maxCents === null || vendor.quoteMinCents <= range.maxCents
  return belowTop && vendor.quoteMaxCents >= range.minCents
}

/** The budget's top lies below the vendor's lowest quote: any quote will exceed it ($10,000+ never does). */
export function budgetBelowQuote(vendor: Pick<VendorCandidate, 'quoteMinCents'>, budget: BudgetRange) {
  const range = BUDGET_RANGES.find((candidate) => candidate.value === budget)!
  return range.maxCents !== null && range.maxCents < vendor.quoteMinCents
}

export type UrgencyRule = {
  /** only vendors taking new work */
  requireAvailable: boolean
  /** only vendors whose typical first response is at most this long */
  maxResponseMinutes: number | null
}

/**
 * What each urgency asks of a vendor (docs/decisions/0007):
 * today → available and answers within an hour; 3 days → available and answers within a day;
 * 7 days, 2 weeks, 30 days → available; planning ahead and 'When needed' → everyone
 * (unavailable vendors are listed after available ones, with 'Contact Now' disabled).
 */
export function urgencyRule(urgency: Urgency | undefined): UrgencyRule {
  switch (urgency) {
    case 'immediate':
      return { requireAvailable: true, maxResponseMinutes: 60 }
    case '3-days':
      return { requireAvailable: true, maxResponseMinutes: 24 * 60 }
    case '7-days':
    case '2-weeks':
    case '30-days':
      return { requireAvailable: true, maxResponseMinutes: null }
    case 'planning':
    case undefined:
      return { requireAvailable: false, maxResponseMinutes: null }
  }
}

export function matchesUrgency(vendor: Pick<VendorCandidate, 'available' | 'responseTimeMinutes'>, urgency: Urgency | undefined) {
  const rule = urgencyRule(urgency)
  if (rule.requireAvailable && !vendor.available) return false
  return rule.maxResponseMinutes === null || vendor.responseTimeMinutes <= rule.maxResponseMinutes
}

// ─── Scoring ─────────────────────────────────────────────────────────────────

/** Score weights; they add up to 100. */
export const SCORE_WEIGHTS = { text: 20, quality: 40, response: 15, proximity: 15, verified: 10 } as const
/** Bayesian prior for ratings: a vendor with few reviews is pulled towards 4.0 as if it had 20 more. */
export const RATING_PRIOR = { rating: 4.0, reviews: 20 } as const
/** Response time at which the response component reaches 0. */
export const RESPONSE_HORIZON_MINUTES = 48 * 60
/** Distance at which the proximity component reaches 0. */
export const PROXIMITY_HORIZON_MILES = 50

/**
 * How well the free text matches, 0-1: each word counts 1 when it appears in the company or
 * contact name, a service type or a specialty, 0.5 when only in the description; the whole
 * phrase inside the company name counts 1 outright.
 */
export function textMatchStrength(
  vendor: Pick<VendorCandidate, 'companyName' | 'contactName' | 'serviceTypes' | 'specialties'>,
  tokens: string[],
  phrase?: string,
) {
  if (tokens.length === 0) return 0
  if (phrase && vendor.companyName.toLowerCase().includes(phrase.toLowerCase().trim())) return 1
  const strong = [vendor.companyName, vendor.contactName, ...vendor.serviceTypes, ...vendor.specialties].join(' ').toLowerCase()
  const total = tokens.reduce((sum, token) => sum + (strong.includes(token) ? 1 : 0.5), 0)
  return total / tokens.length
}

/** Rating weighted by review count (Bayesian average), 0-5. */
export function weightedRating(vendor: Pick<VendorCandidate, 'rating' | 'reviewCount'>) {
  const { rating, reviews } = RATING_PRIOR
  return (vendor.rating * vendor.reviewCount + rating * reviews) / (vendor.reviewCount + reviews)
}

export type ScoreBreakdown = { text: number; quality: number; response: number; proximity: number; verified: number; total: number }

/** The relevance score, 0-100 (see SCORE_WEIGHTS and docs/decisions/0007). */
export function scoreVendor(
  vendor: VendorCandidate,
  { tokens, phrase, distance }: { tokens: string[]; phrase?: string; distance: number | null },
): ScoreBreakdown {
  const w = SCORE_WEIGHTS
  const text = w.text * textMatchStrength(vendor, tokens, phrase)
  const quality = w.quality * (weightedRating(vendor) / 5)
  const response = w.response * Math.max(0, 1 - vendor.responseTimeMinutes / RESPONSE_HORIZON_MINUTES)
  const proximity = distance === null ? 0 : w.proximity * Math.max(0, 1 - distance / PROXIMITY_HORIZON_MILES)
  const verified = vendor.verified ? w.verified : 0
  const total = Math.round((text + quality + response + proximity + verified) * 1000) / 1000
  return { text, quality, response, proximity, verified, total }
}

export type RankedVendor<V extends VendorCandidate = VendorCandidate> = {
  vendor: V
  score: number
  /** miles from the searched location, when one was given */
  distanceMiles: number | null
}

/**
 * A vendor whose licence or insurance has expired is not offered to anyone (docs/decisions/0007):
 * homeowners would otherwise hire an uninsured contractor on our word. Unknown dates do not
 * rule a vendor out; they only earn no 'licensed & insured' reason.
 */
export function credentialsCurrent(vendor: Pick<VendorCandidate, 'licenseExpiresAt' | 'insuranceExpiresAt'>, asOf: Date = new Date()) {
  const expired = (date: Date | null | undefined) => !!date && date.getTime() < asOf.getTime()
  return !expired(vendor.licenseExpiresAt) && !expired(vendor.insuranceExpiresAt)
}

/** Whether a vendor passes every filter (the database prefilter is only a speed-up of this). */
export function matchesCriteria(vendor: VendorCandidate, criteria: VendorSearchCriteria) {
  if (!credentialsCurrent(vendor, criteria.asOf)) return false
  if (!matchesText(vendor, textTokens(criteria.text))) return false
  if (criteria.service && !vendor.serviceTypes.includes(criteria.service)) return false
  if (criteria.location && !servesLocation(vendor, criteria.location)) return false
  if (criteria.budget && !matchesBudget(vendor, criteria.budget)) return false
  return matchesUrgency(vendor, criteria.urgency)
}

/**
 * Filter, score and order: available vendors first, then by score (highest first), then by
 * company name and slug, so equal scores always come out in the same order.
 */
export function rankVendors<V extends VendorCandidate>(vendors: V[], criteria: VendorSearchCriteria): RankedVendor<V>[] {
  const tokens = textTokens(criteria.text)
  const location = criteria.location ?? null
  return vendors
    .filter((vendor) => matchesCriteria(vendor, criteria))
    .map((vendor) => {
      const distance = location ? distanceMiles(vendor, location) : null
      return { vendor, distanceMiles: distance, score: scoreVendor(vendor, { tokens, phrase: criteria.text, distance }).total }
    })
    .sort(
      (a, b) =>
        Number(b.vendor.available) - Number(a.vendor.available) ||
        b.score - a.score ||
        a.vendor.companyName.localeCompare(b.vendor.companyName, 'en') ||
        (a.vendor.slug < b.vendor.slug ? -1 : a.vendor.slug > b.vendor.slug ? 1 : 0),
    )
}

// ─── Pagination ──────────────────────────────────────────────────────────────

export type ResultsPage = {
  /** how many results are shown */
  shown: number
  total: number
  /** `show` for the 'Load More Professionals' link, null when everything is shown */
  nextShow: number | null
  /** everything is shown and there were more than the first page: show ALL_SEEN_MESSAGE */
  allSeen: boolean
}

/** 3 first, then 2 more per 'Load More Professionals', until every match is shown. */
export function resultsPage(total: number, show: number = INITIAL_RESULTS): ResultsPage {
  const requested = Math.max(INITIAL_RESULTS, Math.floor(show))
  const shown = Math.min(total, requested)
  return {
    shown,
    total,
    nextShow: shown < total ? Math.min(total, shown + LOAD_MORE_STEP) : null,
    allSeen: shown >= total && total > INITIAL_RESULTS,
  }
}

// ─── Formatting ──────────────────────────────────────────────────────────────

/** '30 min', '2 hours', '1 hour 30 min', '1 day', '2 days'. */
export function formatResponseTime(minutes: number) {
  if (minutes < 60) return `${minutes} min`
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60)
    const rest = minutes % 60
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} min` : ''}`
  }
  const days = Math.round(minutes / (24 * 60))
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** '$4,000 - $28,000' */
export function formatQuoteRange(minCents: number, maxCents: number) {
  return `${dollars.format(Math.round(minCents / 100))} - ${dollars.format(Math.round(maxCents / 100))}`
}

export function formatDistance(miles: number) {
  return miles < 1 ? 'Less than 1 mile away' : `${miles.toFixed(1)} miles away`
}

// ─── Reasons (Harper's match lines) ─────────────────────────────────────────

export type ReasonContext = {
  service?: ServiceType
  /** the place the homeowner named ('Cocoa Beach', '32931') */
  placeLabel?: string
  budget?: BudgetRange
  asOf?: Date
}

const pluralize = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`

/** How fast a vendor typically answers, in words ('usually replies within an hour'). */
export function responseReason(minutes: number) {
  if (minutes <= 60) return 'usually replies within an hour'
  if (minutes <= 24 * 60) return `usually replies within ${formatResponseTime(Math.ceil(minutes / 60) * 60)}`
  return `usually replies within ${formatResponseTime(minutes)}`
}

/**
 * One short line on why a vendor fits, from public fields only ("Roofing specialist 6 mi from
 * Cocoa Beach · 4.9★ from 120 reviews · usually replies within an hour · quotes fit your budget").
 */
export function matchReason(ranked: RankedVendor, context: ReasonContext = {}): string {
  const { vendor, distanceMiles: miles } = ranked
  const parts: string[] = []
  const trade = context.service ?? vendor.serviceTypes[0] ?? 'Home services'
  const role = vendor.serviceTypes.length === 1 ? `${trade} specialist` : `${trade} pro`
  if (miles !== null && context.placeLabel) {
    parts.push(`${role} ${miles < 1 ? 'under 1 mi' : `${Math.round(miles)} mi`} from ${context.placeLabel}`)
  } else {
    parts.push(`${role} in ${vendor.city}`)
  }
  if (vendor.reviewCount > 0) parts.push(`${vendor.rating.toFixed(1)}★ from ${pluralize(vendor.reviewCount, 'review')}`)
  parts.push(responseReason(vendor.responseTimeMinutes))
  if (context.budget && matchesBudget(vendor, context.budget)) parts.push('quotes fit your budget')
  const asOf = context.asOf ?? new Date()
  if (vendor.verified && vendor.licenseExpiresAt && vendor.insuranceExpiresAt && credentialsCurrent(vendor, asOf)) parts.push('licensed & insured')
  else if (vendor.verified) parts.push('verified')
  return parts.join(' · ')
}
