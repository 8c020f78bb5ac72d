// The one place vendor profiles are written (the seed, admin approval, profile edits, the bench
// generator, tests): each write also rewrites the vendor's coverage cells (./coverage.ts) in the
// same transaction, so matching's geographic key never lags behind the profile. ESLint refuses
// vendorProfile/vendorServiceType/vendorCoverageCell writes anywhere else.
import { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { databaseProviderOfClient } from '~/utils/database-url.ts'
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

/** Rows per INSERT. They travel as one JSON parameter, so the bound is the statement's size (≈ 1.5 MB). */
const CELL_ROWS_PER_INSERT = 10_000
const CELL_COLUMNS = ['vendorProfileId', 'serviceType', 'cell', ...COPIED_FIELDS] as const
const COLUMNS = Prisma.raw(CELL_COLUMNS.map((name) => `"${name}"`).join(', '))
/** PostgreSQL's type for each column read back out of the JSON (SQLite's json_extract gives the right one). */
const POSTGRES_TYPES: Record<(typeof CELL_COLUMNS)[number], string> = {
  vendorProfileId: 'text',
  serviceType: 'text',
  cell: 'integer',
  latitude: 'double precision',
  longitude: 'double precision',
  serviceRadiusMiles: 'integer',
  available: 'boolean',
  rating: 'double precision',
  reviewCount: 'integer',
  responseTimeMinutes: 'integer',
  quoteMinCents: 'integer',
  quoteMaxCents: 'integer',
  verified: 'boolean',
}
// each row a JSON array in CELL_COLUMNS' order, expanded by the database itself
const SQLITE_ROW = Prisma.raw(CELL_COLUMNS.map((_, index) => `json_extract(value, '$[${index}]')`).join(', '))
const POSTGRES_ROW = Prisma.raw(CELL_COLUMNS.map((name, index) => `(cell_row->>${index})::${POSTGRES_TYPES[name]}`).join(', '))

/** The write in its own transaction (or the caller's); the kept /find-services pages are dropped around it. */
function inTransaction<T>(writer: Writer, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  const own = '$transaction' in writer
  return changingDirectory(own, () => (own ? writer.$transaction(work, { timeout: 60_000 }) : work(writer)))
}

// The rows go to the database as one JSON parameter per statement, which the database expands
// (json_each on SQLite, json_array_elements on PostgreSQL). A multi-row VALUES list, 13 bound
// parameters a row, spent two thirds of a 100,000-vendor load (1.2 million rows) in Prisma's
// handling of the parameters, and createMany was slower still (scripts/bench/harper.ts).
async function insertCells(tx: DbTransaction, vendors: CoverageSource[]) {
  const rows = vendors.flatMap((vendor) => {
    const cells = coverageCells(vendor)
    const copies = COPIED_FIELDS.map((field) => vendor[field])
    return [...new Set(vendor.serviceTypes)].flatMap((serviceType) => cells.map((cell) => [vendor.id, serviceType, cell, ...copies]))
  })
  const postgres = databaseProviderOfClient(tx) === 'postgres'
  for (let start = 0; start < rows.length; start += CELL_ROWS_PER_INSERT) {
    const json = JSON.stringify(rows.slice(start, start + CELL_ROWS_PER_INSERT))
    await (postgres
      ? tx.$executeRaw`INSERT INTO "VendorCoverageCell" (${COLUMNS}) SELECT ${POSTGRES_ROW} FROM json_array_elements(${json}::json) AS cell_row`
      : tx.$executeRaw`INSERT INTO "VendorCoverageCell" (${COLUMNS}) SELECT ${SQLITE_ROW} FROM json_each(${json})`)
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
