// Where vendor candidates come from: the database (the app) or an in-memory list (Harper's eval,
// benchmarks). Both answer the same question — "which vendors could match?" — and leave the exact
// filters, the score and the order to the pure rules in ./search.ts, which re-check everything.
import { BUDGET_RANGES, type BudgetRange, type ServiceType } from '~/marketplace/value-sets.ts'
import { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { sqlBoolean, sqlDate, sqlStringList } from '~/utils/sql.server.ts'
import type { Db } from '~/utils/db.server.ts'
import { cellOf, WIDE_AREA_CELL } from './coverage.ts'
import { COPIED_TO_CELLS } from './profiles.server.ts'
import {
  boundingBox,
  distanceMiles,
  RATING_PRIOR,
  RESPONSE_HORIZON_MINUTES,
  PROXIMITY_HORIZON_MILES,
  SCORE_WEIGHTS,
  type GeoPoint,
  type VendorCandidate,
} from './search.ts'

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
  /** only vendors whose quotes overlap this range */
  budget?: BudgetRange
  /**
   * Return only about this many of the best candidates by the /find-services score (the database
   * orders by it in SQL; the exact rank is then computed in code on that short list). For callers
   * that show the top few, such as Harper; a directory may return more.
   */
  bestOf?: number
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
  ...COPIED_TO_CELLS,
  yearsInBusiness: true,
  licenseExpiresAt: true,
  insuranceExpiresAt: true,
  serviceTypes: { select: { serviceType: true }, orderBy: { serviceType: 'asc' } },
} as const

const MILES_PER_DEGREE_LATITUDE = 69.0
/**
 * The SQL distance is a flat-earth approximation: each radius is widened (×1.02 + 1 mile) so it
 * never drops a vendor the exact check keeps.
 */

/** A raw row as the driver returns it: booleans, dates and JSON come back untyped from raw SQL. */
type NearbyRow = Omit<VendorCandidate, 'specialties' | 'serviceTypes' | 'verified' | 'available' | 'licenseExpiresAt' | 'insuranceExpiresAt'> & {
  id: string
  specialties: unknown
  verified: unknown
  available: unknown
  licenseExpiresAt: unknown
  insuranceExpiresAt: unknown
}

/**
 * The SQL of one search over the table aliased `t`: "VendorProfile" v, or "VendorCoverageCell" c,
 * whose rows carry copies of the same matching fields (./profiles.server.ts). Portable arithmetic
 * only (the same statement on SQLite and PostgreSQL); the distance is equirectangular.
 */
function matchingSql(t: 'v' | 'c', location: GeoPoint, query: CandidateQuery) {
  const column = (name: string) => Prisma.raw(`${t}."${name}"`)
  const [latitude, longitude, radius] = [column('latitude'), column('longitude'), column('serviceRadiusMiles')]
  const [available, responseMinutes, verified] = [column('available'), column('responseTimeMinutes'), column('verified')]
  const latMiles = MILES_PER_DEGREE_LATITUDE
  const lonMiles = MILES_PER_DEGREE_LATITUDE * Math.cos((location.latitude * Math.PI) / 180)
  const distanceSquared = Prisma.sql`((${latitude} - ${location.latitude}) * ${latMiles}) * ((${latitude} - ${location.latitude}) * ${latMiles})
    + ((${longitude} - ${location.longitude}) * ${lonMiles}) * ((${longitude} - ${location.longitude}) * ${lonMiles})`
  const distance = Prisma.sql`sqrt(${distanceSquared})`
  const range = query.budget ? BUDGET_RANGES.find((entry) => entry.value === query.budget) : undefined
  const w = SCORE_WEIGHTS
  return {
    withinRadius: Prisma.sql`${distanceSquared} <= (${radius} * ${literal(1.02)} + ${literal(1)}) * (${radius} * ${literal(1.02)} + ${literal(1)})`,
    withinReach: (miles: number) => Prisma.sql`${distanceSquared} <= CAST(${miles * miles} AS DOUBLE PRECISION)`,
    /** urgency and budget, as the rules in ./search.ts decide them */
    filters: Prisma.sql`CASE WHEN ${available} THEN 1 ELSE 0 END >= CAST(${query.requireAvailable ? 1 : 0} AS INTEGER)
      AND ${responseMinutes} <= CAST(${query.maxResponseMinutes ?? 1_000_000_000} AS INTEGER)
      AND ${column('quoteMinCents')} <= CAST(${range?.maxCents ?? 2_000_000_000} AS BIGINT)
      AND ${column('quoteMaxCents')} >= CAST(${range?.minCents ?? 0} AS BIGINT)`,
    /** available first, then the /find-services score (without its text part) */
    order: Prisma.sql`CASE WHEN ${available} THEN 1 ELSE 0 END DESC,
      ${literal(w.quality)} * ((${column('rating')} * ${column('reviewCount')} + ${literal(RATING_PRIOR.rating * RATING_PRIOR.reviews)}) / (${column('reviewCount')} + ${literal(RATING_PRIOR.reviews)})) / ${literal(5)}
      + ${literal(w.response)} * CASE WHEN ${responseMinutes} >= ${literal(RESPONSE_HORIZON_MINUTES)} THEN ${literal(0)} ELSE ${literal(1)} - ${responseMinutes} / ${literal(RESPONSE_HORIZON_MINUTES)} END
      + ${literal(w.proximity)} * CASE WHEN ${distance} >= ${literal(PROXIMITY_HORIZON_MILES)} THEN ${literal(0)} ELSE ${literal(1)} - ${distance} / ${literal(PROXIMITY_HORIZON_MILES)} END
      + CASE WHEN ${verified} THEN ${literal(w.verified)} ELSE ${literal(0)} END DESC`,
  }
}

/**
 * The vendors near a point. Within their own radius: the coverage cells of the place's grid cell
 * (and the wide-area key) for the trade — one index range whose index holds every field the
 * distance, the filters and the score need, so only the short list is read from VendorProfile
 * (docs/decisions/0013). Within a fixed reach (the nearest alternatives): a latitude/longitude
 * box on the (latitude, longitude, radius) index, then the distance and the trade. A short list
 * comes back with its vendors' trades joined, in one statement; a whole area in one statement for
 * the rows and one for their trades. No id lists, so it stays within parameter limits however many
 * vendors a dense area has.
 */
async function vendorsNear(db: Db, location: GeoPoint, query: CandidateQuery): Promise<VendorCandidate[]> {
  const { service, reachMiles, bestOf } = query
  const v = matchingSql('v', location, query)
  let near: Prisma.Sql
  // the short list is chosen inside the coverage index when a trade keeps each vendor to one row there
  let shortListInCells = false
  if (reachMiles === undefined) {
    const c = matchingSql('c', location, query)
    shortListInCells = !!(bestOf && service)
    near = Prisma.sql`v."id" IN (SELECT c."vendorProfileId" FROM "VendorCoverageCell" c
      WHERE c."cell" IN (CAST(${cellOf(location)} AS INTEGER), CAST(${WIDE_AREA_CELL} AS INTEGER))
        ${service ? Prisma.sql`AND c."serviceType" = ${service}` : Prisma.empty} AND ${c.withinRadius}
        ${shortListInCells ? Prisma.sql`AND ${c.filters} ORDER BY ${c.order} LIMIT CAST(${bestOf} AS INTEGER)` : Prisma.empty})`
  } else {
    const box = boundingBox(location, reachMiles)
    near = Prisma.sql`v."latitude" >= ${box.minLatitude} AND v."latitude" <= ${box.maxLatitude}
      AND v."longitude" >= ${box.minLongitude} AND v."longitude" <= ${box.maxLongitude} AND ${v.withinReach(reachMiles)}
      ${service ? Prisma.sql`AND EXISTS (SELECT 1 FROM "VendorServiceType" t WHERE t."vendorProfileId" = v."id" AND t."serviceType" = ${service})` : Prisma.empty}`
  }
  const columns = Prisma.sql`v."id", v."slug", v."companyName", v."contactName", v."description", v."specialties", v."searchText",
    v."city", v."state", v."latitude", v."longitude", v."serviceRadiusMiles", v."rating", v."reviewCount",
    v."responseTimeMinutes", v."quoteMinCents", v."quoteMaxCents", v."verified", v."available",
    v."yearsInBusiness", v."licenseExpiresAt", v."insuranceExpiresAt"`
  let rows: NearbyRow[]
  let trades: Array<{ vendorProfileId: string; serviceType: string | null }>
  if (bestOf) {
    // the filters that decide membership, then the score's order, in SQL; a short list comes back,
    // one row per trade of each vendor on it (one round trip; the rules rank them again in code)
    const shortList = shortListInCells
      ? Prisma.sql`SELECT ${columns} FROM "VendorProfile" v WHERE ${near}`
      : Prisma.sql`SELECT ${columns} FROM "VendorProfile" v WHERE ${near} AND ${v.filters} ORDER BY ${v.order} LIMIT CAST(${bestOf} AS INTEGER)`
    const joined = await db.$queryRaw<Array<NearbyRow & { tradeServiceType: string | null }>>`
      SELECT l.*, s."serviceType" AS "tradeServiceType" FROM (${shortList}) l
      LEFT JOIN "VendorServiceType" s ON s."vendorProfileId" = l."id"`
    const byId = new Map<string, NearbyRow>()
    trades = []
    for (const { tradeServiceType, ...row } of joined) {
      if (!byId.has(row.id)) byId.set(row.id, row)
      trades.push({ vendorProfileId: row.id, serviceType: tradeServiceType })
    }
    rows = [...byId.values()]
  } else {
    ;[rows, trades] = await Promise.all([
      db.$queryRaw<NearbyRow[]>`SELECT ${columns} FROM "VendorProfile" v WHERE ${near}`,
      db.$queryRaw<Array<{ vendorProfileId: string; serviceType: string }>>`
        SELECT s."vendorProfileId", s."serviceType" FROM "VendorServiceType" s
        JOIN "VendorProfile" v ON v."id" = s."vendorProfileId" WHERE ${near}`,
    ])
  }
  const tradesOf = new Map<string, string[]>()
  for (const { vendorProfileId, serviceType } of trades) {
    if (serviceType !== null) tradesOf.set(vendorProfileId, [...(tradesOf.get(vendorProfileId) ?? []), serviceType])
  }
  return rows.map(({ id, specialties, verified, available, licenseExpiresAt, insuranceExpiresAt, ...row }) => ({
    ...row,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    rating: Number(row.rating),
    specialties: sqlStringList(specialties),
    serviceTypes: (tradesOf.get(id) ?? []).sort(),
    verified: sqlBoolean(verified),
    available: sqlBoolean(available),
    licenseExpiresAt: sqlDate(licenseExpiresAt),
    insuranceExpiresAt: sqlDate(insuranceExpiresAt),
  }))
}

/**
 * A constant of our own written into the SQL (never user input), typed as a double: PostgreSQL
 * would read `1.02` as NUMERIC and do the per-row arithmetic in slow decimal.
 */
const literal = (value: number) => Prisma.raw(`CAST(${value} AS DOUBLE PRECISION)`)

export function databaseVendorDirectory(db: Db): VendorDirectory {
  return {
    async findCandidates(query) {
      if (query.location) {
        // the rest of the filters are cheap in code on this already small set (and re-checked by the rules)
        const tokens = query.textTokens ?? []
        return (await vendorsNear(db, query.location, query)).filter(
          (vendor) =>
            (!query.requireAvailable || vendor.available) &&
            (query.maxResponseMinutes === null || query.maxResponseMinutes === undefined || vendor.responseTimeMinutes <= query.maxResponseMinutes) &&
            tokens.every((token) => vendor.searchText.includes(token)),
        )
      }
      const conditions: object[] = (query.textTokens ?? []).map((token) => ({ searchText: { contains: token } }))
      if (query.requireAvailable) conditions.push({ available: true })
      if (query.maxResponseMinutes !== null && query.maxResponseMinutes !== undefined) {
        conditions.push({ responseTimeMinutes: { lte: query.maxResponseMinutes } })
      }
      if (query.service) conditions.push({ serviceTypes: { some: { serviceType: query.service } } })
      const rows = await db.vendorProfile.findMany({ where: { AND: conditions }, select: candidateSelect })
      return rows.map(({ serviceTypes, specialties, id: _id, ...row }) => ({
        ...row,
        specialties: sqlStringList(specialties),
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
