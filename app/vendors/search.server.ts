// Loads the vendors a search could match and hands them to the pure rules in ./search.ts.
// The database narrows what is portable between SQLite and PostgreSQL (service type, availability,
// response time, free-text words on the lower-cased searchText column, a latitude/longitude box
// around the location); the exact radius, budget overlap, score and order are decided in code.
import type { Db } from '~/utils/db.server.ts'
import { resolveLocation, unknownLocationMessage, type ResolvedLocation } from './location.server.ts'
import {
  boundingBox,
  rankVendors,
  resultsPage,
  textTokens,
  urgencyRule,
  type RankedVendor,
  type ResultsPage,
  type VendorCandidate,
  type VendorSearchParams,
} from './search.ts'

export type VendorSearchResult = {
  vendors: RankedVendor[]
  page: ResultsPage
  /** the first vendor the next 'Load More Professionals' adds (its card is the link's anchor) */
  nextSlug: string | null
  location: ResolvedLocation | null
  /** shown under the location field when the typed place is unknown; the location is then not applied */
  locationError: string | null
}

const candidateSelect = {
  slug: true,
  companyName: true,
  contactName: true,
  description: true,
  specialties: true,
  searchText: true,
  city: true,
  state: true,
  latitude: true,
  longitude: true,
  serviceRadiusMiles: true,
  rating: true,
  reviewCount: true,
  responseTimeMinutes: true,
  quoteMinCents: true,
  quoteMaxCents: true,
  verified: true,
  available: true,
  yearsInBusiness: true,
  serviceTypes: { select: { serviceType: true }, orderBy: { serviceType: 'asc' } },
} as const

/** Every vendor matching the search, ranked, and the page of them to show. */
export async function searchVendors(db: Db, params: VendorSearchParams): Promise<VendorSearchResult> {
  const resolution = params.location ? resolveLocation(params.location) : null
  const location = resolution?.status === 'found' ? resolution.location : null
  const locationError = resolution?.status === 'unknown' ? unknownLocationMessage(resolution.input) : null

  const urgency = urgencyRule(params.urgency)
  const conditions: object[] = textTokens(params.q).map((token) => ({ searchText: { contains: token } }))
  if (params.service) conditions.push({ serviceTypes: { some: { serviceType: params.service } } })
  if (urgency.requireAvailable) conditions.push({ available: true })
  if (urgency.maxResponseMinutes !== null) conditions.push({ responseTimeMinutes: { lte: urgency.maxResponseMinutes } })
  if (location) {
    // No vendor reaches further than the largest radius in the directory, so the box around the
    // location with that radius holds every vendor that can serve it.
    const { _max } = await db.vendorProfile.aggregate({ _max: { serviceRadiusMiles: true } })
    const box = boundingBox(location, _max.serviceRadiusMiles ?? 0)
    conditions.push({
      latitude: { gte: box.minLatitude, lte: box.maxLatitude },
      longitude: { gte: box.minLongitude, lte: box.maxLongitude },
    })
  }

  const rows = await db.vendorProfile.findMany({ where: { AND: conditions }, select: candidateSelect })
  const candidates: VendorCandidate[] = rows.map(({ serviceTypes, specialties, ...row }) => ({
    ...row,
    specialties: Array.isArray(specialties) ? specialties.filter((item): item is string => typeof item === 'string') : [],
    serviceTypes: serviceTypes.map((entry) => entry.serviceType),
  }))

  const ranked = rankVendors(candidates, {
    text: params.q,
    service: params.service,
    location,
    budget: params.budget,
    urgency: params.urgency,
  })
  const page = resultsPage(ranked.length, params.show)
  return { vendors: ranked.slice(0, page.shown), page, nextSlug: ranked[page.shown]?.vendor.slug ?? null, location, locationError }
}
