// Where vendor candidates come from: the database (the app) or an in-memory list (Harper's eval,
// benchmarks). Both answer the same question — "which vendors could match?" — and leave the exact
// filters, the score and the order to the pure rules in ./search.ts, which re-check everything.
import type { ServiceType } from '~/marketplace/value-sets.ts'
import type { Db } from '~/utils/db.server.ts'
import { boundingBox, distanceMiles, type GeoPoint, type VendorCandidate } from './search.ts'

export type CandidateQuery = {
  service?: ServiceType
  /** with a location: only vendors whose service radius reaches it (or, with reachMiles, whose centre is that near) */
  location?: GeoPoint | null
  /** vendors whose centre lies within this many miles, whatever their radius (nearest alternatives) */
  reachMiles?: number
  /** lower-cased words the vendor's searchText must all contain */
  textTokens?: string[]
  requireAvailable?: boolean
  maxResponseMinutes?: number | null
}

export type VendorDirectory = {
  findCandidates(query: CandidateQuery): Promise<VendorCandidate[]>
}

// ─── Database ────────────────────────────────────────────────────────────────

const candidateSelect = {
  id: true,
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
  licenseExpiresAt: true,
  insuranceExpiresAt: true,
  serviceTypes: { select: { serviceType: true }, orderBy: { serviceType: 'asc' } },
} as const

const MILES_PER_DEGREE_LATITUDE = 69.0
/**
 * The SQL distance is a flat-earth approximation: each radius is widened (×1.02 + 1 mile, written
 * as literals in the SQL below) so it never drops a vendor the exact check keeps.
 */
const RADIUS_SLACK = { factor: 1.02, miles: 1 }

/**
 * Ids of the vendors near a point, decided in SQL (portable arithmetic only, so it runs the same
 * on SQLite and PostgreSQL): a latitude/longitude box on the (latitude, longitude) index, then
 * an equirectangular distance against each vendor's radius (or a fixed reach), then the trade.
 */
async function idsNear(db: Db, location: GeoPoint, service: ServiceType | undefined, reachMiles: number | undefined): Promise<string[]> {
  let boxMiles = reachMiles
  if (boxMiles === undefined) {
    const { _max } = await db.vendorProfile.aggregate({ _max: { serviceRadiusMiles: true } })
    boxMiles = (_max.serviceRadiusMiles ?? 0) * RADIUS_SLACK.factor + RADIUS_SLACK.miles
  }
  const box = boundingBox(location, boxMiles)
  const latMiles = MILES_PER_DEGREE_LATITUDE
  const lonMiles = MILES_PER_DEGREE_LATITUDE * Math.cos((location.latitude * Math.PI) / 180)
  const { latitude, longitude } = location
  const reach = reachMiles ?? -1
  // reach < 0 means "each vendor's own radius"; the casts tell PostgreSQL what the bare parameters are
  const rows = service
    ? await db.$queryRaw<Array<{ id: string }>>`
        SELECT v."id" FROM "VendorProfile" v
        WHERE v."latitude" >= ${box.minLatitude} AND v."latitude" <= ${box.maxLatitude}
          AND v."longitude" >= ${box.minLongitude} AND v."longitude" <= ${box.maxLongitude}
          AND ((v."latitude" - ${latitude}) * ${latMiles}) * ((v."latitude" - ${latitude}) * ${latMiles})
            + ((v."longitude" - ${longitude}) * ${lonMiles}) * ((v."longitude" - ${longitude}) * ${lonMiles})
            <= CASE WHEN CAST(${reach} AS DOUBLE PRECISION) < 0
                 THEN (v."serviceRadiusMiles" * 1.02 + 1.0) * (v."serviceRadiusMiles" * 1.02 + 1.0)
                 ELSE CAST(${reach * reach} AS DOUBLE PRECISION) END
          AND EXISTS (SELECT 1 FROM "VendorServiceType" s WHERE s."vendorProfileId" = v."id" AND s."serviceType" = ${service})`
    : await db.$queryRaw<Array<{ id: string }>>`
        SELECT v."id" FROM "VendorProfile" v
        WHERE v."latitude" >= ${box.minLatitude} AND v."latitude" <= ${box.maxLatitude}
          AND v."longitude" >= ${box.minLongitude} AND v."longitude" <= ${box.maxLongitude}
          AND ((v."latitude" - ${latitude}) * ${latMiles}) * ((v."latitude" - ${latitude}) * ${latMiles})
            + ((v."longitude" - ${longitude}) * ${lonMiles}) * ((v."longitude" - ${longitude}) * ${lonMiles})
            <= CASE WHEN CAST(${reach} AS DOUBLE PRECISION) < 0
                 THEN (v."serviceRadiusMiles" * 1.02 + 1.0) * (v."serviceRadiusMiles" * 1.02 + 1.0)
                 ELSE CAST(${reach * reach} AS DOUBLE PRECISION) END`
  return rows.map((row) => row.id)
}

export function databaseVendorDirectory(db: Db): VendorDirectory {
  return {
    async findCandidates(query) {
      const conditions: object[] = (query.textTokens ?? []).map((token) => ({ searchText: { contains: token } }))
      if (query.requireAvailable) conditions.push({ available: true })
      if (query.maxResponseMinutes !== null && query.maxResponseMinutes !== undefined) {
        conditions.push({ responseTimeMinutes: { lte: query.maxResponseMinutes } })
      }
      if (query.location) {
        const ids = await idsNear(db, query.location, query.service, query.reachMiles)
        if (ids.length === 0) return []
        conditions.push({ id: { in: ids } })
      } else if (query.service) {
        conditions.push({ serviceTypes: { some: { serviceType: query.service } } })
      }
      const rows = await db.vendorProfile.findMany({ where: { AND: conditions }, select: candidateSelect })
      return rows.map(({ serviceTypes, specialties, id: _id, ...row }) => ({
        ...row,
        specialties: Array.isArray(specialties) ? specialties.filter((item): item is string => typeof item === 'string') : [],
        serviceTypes: serviceTypes.map((entry) => entry.serviceType),
      }))
    },
  }
}

// ─── Memory ──────────────────────────────────────────────────────────────────

/** The same answers from a list held in memory (the eval's copy of the seeded directory). */
export function memoryVendorDirectory(vendors: VendorCandidate[]): VendorDirectory {
  return {
    async findCandidates(query) {
      return vendors.filter((vendor) => {
        if (query.service && !vendor.serviceTypes.includes(query.service)) return false
        if (query.requireAvailable && !vendor.available) return false
        if (query.maxResponseMinutes != null && vendor.responseTimeMinutes > query.maxResponseMinutes) return false
        if (query.textTokens?.some((token) => !vendor.searchText.includes(token))) return false
        if (query.location) {
          const miles = distanceMiles(vendor, query.location)
          if (miles > (query.reachMiles ?? vendor.serviceRadiusMiles)) return false
        }
        return true
      })
    },
  }
}
