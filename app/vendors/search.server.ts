// Loads the vendors a search could match and hands them to the pure rules in ./search.ts.
// The directory (./directory.server.ts) narrows in SQL what is portable between SQLite and
// PostgreSQL (service type, availability, response time, free-text words on the lower-cased
// searchText column, the distance to the location); the exact radius, budget overlap, credentials,
// score and order are decided in code.
import type { Db } from '~/utils/db.server.ts'
import { resolveLocation, unknownLocationMessage, type ResolvedLocation } from './location.server.ts'
import { databaseVendorDirectory } from './directory.server.ts'
import { rankVendors, resultsPage, textTokens, urgencyRule, type RankedVendor, type ResultsPage, type VendorSearchParams } from './search.ts'

export type VendorSearchResult = {
  vendors: RankedVendor[]
  page: ResultsPage
  /** the first vendor the next 'Load More Professionals' adds (its card is the link's anchor) */
  nextSlug: string | null
  location: ResolvedLocation | null
  /** shown under the location field when the typed place is unknown; the location is then not applied */
  locationError: string | null
}

/** Every vendor matching the search, ranked, and the page of them to show. */
export async function searchVendors(db: Db, params: VendorSearchParams): Promise<VendorSearchResult> {
  const resolution = params.location ? resolveLocation(params.location) : null
  const location = resolution?.status === 'found' ? resolution.location : null
  const locationError = resolution?.status === 'unknown' ? unknownLocationMessage(resolution.input) : null

  const urgency = urgencyRule(params.urgency)
  const candidates = await databaseVendorDirectory(db).findCandidates({
    service: params.service,
    location,
    textTokens: textTokens(params.q),
    requireAvailable: urgency.requireAvailable,
    maxResponseMinutes: urgency.maxResponseMinutes,
  })

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
