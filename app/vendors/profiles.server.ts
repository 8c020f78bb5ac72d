// The one place vendor profiles are written (the seed, admin approval, profile edits, the bench
// generator, tests): each write also rewrites the vendor's coverage cells (./coverage.ts) in the
// same transaction, so matching's geographic key never lags behind the profile. ESLint refuses
// vendorProfile/vendorServiceType/vendorCoverageCell writes anywhere else.
import { Prisma } from '~/generated/prisma-sqlite/client.ts'
import type { Db, DbTransaction } from '~/utils/db.server.ts'
import { coverageCells } from './coverage.ts'
import { changingDirectory } from './page-cache.server.ts'

type Writer = Db | DbTransaction
export type VendorProfileCreateData = Prisma.VendorProfileUncheckedCreateInput
export type VendorProfileUpdateData = Prisma.VendorProfileUncheckedUpdateInput
/** A profile row with its trades, for writing many at once (createMany has no nested writes). */
export type VendorProfileRow = Prisma.VendorProfileCreateManyInput & { id: string; serviceTypes: string[] }

/** The profile fields each cell row carries a copy of: all a search filters and scores on (./directory.server.ts). */
export const COPIED_TO_CELLS = {
  latitude: true,
  longitude: true,
  serviceRadiusMiles: true,
  available: true,
  rating: true,
  reviewCount: true,
  responseTimeMinutes: true,
  quoteMinCents: true,
  quoteMaxCents: true,
  verified: true,
} as const
const COPIED_FIELDS = Object.keys(COPIED_TO_CELLS) as Array<keyof typeof COPIED_TO_CELLS>
type CoverageSource = Pick<Prisma.VendorProfileGetPayload<object>, keyof typeof COPIED_TO_CELLS> & { id: string; serviceTypes: string[] }

/** Rows per INSERT: 13 parameters each stays under SQLite's 32,766 bound parameters. */
const CELL_ROWS_PER_INSERT = 2_000
const COLUMNS = Prisma.raw(['vendorProfileId', 'serviceType', 'cell', ...COPIED_FIELDS].map((name) => `"${name}"`).join(', '))

/** The write in its own transaction (or the caller's); the kept /find-services pages are dropped around it. */
function inTransaction<T>(writer: Writer, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  const own = '$transaction' in writer
  return changingDirectory(own, () => (own ? writer.$transaction(work, { timeout: 60_000 }) : work(writer)))
}

// plain multi-row INSERTs (the same SQL on both providers): createMany is several times slower
// for the million rows of a 100,000-vendor directory (scripts/bench/harper.ts)
async function insertCells(tx: DbTransaction, vendors: CoverageSource[]) {
  const rows = vendors.flatMap((vendor) => {
    const cells = coverageCells(vendor)
    const copies = COPIED_FIELDS.map((field) => vendor[field])
    return [...new Set(vendor.serviceTypes)].flatMap((serviceType) =>
      cells.map((cell) => Prisma.sql`(${Prisma.join([vendor.id, serviceType, cell, ...copies])})`),
    )
  })
  for (let start = 0; start < rows.length; start += CELL_ROWS_PER_INSERT) {
    await tx.$executeRaw`INSERT INTO "VendorCoverageCell" (${COLUMNS}) VALUES ${Prisma.join(rows.slice(start, start + CELL_ROWS_PER_INSERT))}`
  }
}

/** Recomputes the cells of these vendors (at most a few thousand) from their stored profile and trades. */
export async function rewriteVendorCoverage(tx: DbTransaction, vendorProfileIds: string[]) {
  if (vendorProfileIds.length === 0) return
  const vendors = await tx.vendorProfile.findMany({
    where: { id: { in: vendorProfileIds } },
    select: { id: true, ...COPIED_TO_CELLS, serviceTypes: { select: { serviceType: true } } },
  })
  await tx.$executeRaw`DELETE FROM "VendorCoverageCell" WHERE "vendorProfileId" IN (${Prisma.join(vendorProfileIds)})`
  await insertCells(
    tx,
    vendors.map((vendor) => ({ ...vendor, serviceTypes: vendor.serviceTypes.map((entry) => entry.serviceType) })),
  )
}

/** Creates a vendor profile (trades as a nested `serviceTypes` create) with its coverage cells. */
export function createVendorProfile(writer: Writer, { data }: { data: VendorProfileCreateData }) {
  return inTransaction(writer, async (tx) => {
    const profile = await tx.vendorProfile.create({ data })
    await rewriteVendorCoverage(tx, [profile.id])
    return profile
  })
}

/** Updates a vendor profile (centre, radius, trades or anything else) and rewrites its cells. */
export function updateVendorProfile(writer: Writer, { where, data }: { where: Prisma.VendorProfileWhereUniqueInput; data: VendorProfileUpdateData }) {
  return inTransaction(writer, async (tx) => {
    const profile = await tx.vendorProfile.update({ where, data })
    await rewriteVendorCoverage(tx, [profile.id])
    return profile
  })
}

/** Many profiles at once (bulk imports, the benchmark's generated directory), cells included. */
export function createVendorProfiles(writer: Writer, rows: VendorProfileRow[]) {
  return inTransaction(writer, async (tx) => {
    await tx.vendorProfile.createMany({ data: rows.map(({ serviceTypes: _serviceTypes, ...row }) => row) })
    await tx.vendorServiceType.createMany({
      data: rows.flatMap((row) => [...new Set(row.serviceTypes)].map((serviceType) => ({ vendorProfileId: row.id, serviceType }))),
    })
    await insertCells(
      tx,
      rows.map((row) => ({ available: true, rating: 0, reviewCount: 0, verified: false, ...row })),
    )
  })
}

/**
 * Vendors written before the cells existed (or by a path that skipped this module) get theirs;
 * run after migrating (scripts/db.ts prepare). Returns how many vendors were filled in.
 */
export async function fillMissingVendorCoverage(db: Db) {
  const missing = await db.vendorProfile.findMany({ where: { coverageCells: { none: {} }, serviceTypes: { some: {} } }, select: { id: true } })
  const ids = missing.map((vendor) => vendor.id)
  for (let start = 0; start < ids.length; start += 500) {
    await changingDirectory(true, () => db.$transaction((tx) => rewriteVendorCoverage(tx, ids.slice(start, start + 500)), { timeout: 60_000 }))
  }
  return ids.length
}
