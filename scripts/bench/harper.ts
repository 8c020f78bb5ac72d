// Harper's benchmarks (reported by `npm run bench`, also runnable alone: npx tsx scripts/bench/harper.ts):
//   1. one embedded-engine turn including matching, over the seeded directory in SQLite (target p95 ≤ 30 ms);
//   2. matching alone over 100,000 generated vendors (bench-only data), on SQLite and on PostgreSQL
//      (target p95 ≤ 20 ms each). PostgreSQL is skipped when no server answers.
// Figures are reported, not asserted: the machine is shared, and a number is only a measurement.
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zipcodes from '~/utils/zipcodes.server.ts'
import pg from 'pg'
import { completeHarperTurn, newConversationState } from '~/harper/conversation.server.ts'
import { createEmbeddedEngine } from '~/harper/embedded-engine.server.ts'
import { SERVICE_TYPES, URGENCIES, type ServiceType } from '~/marketplace/value-sets.ts'
import { createDb, type Db } from '~/utils/db.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { rankVendorsForRequest } from '~/vendors/matching.server.ts'
import { createVendorProfiles, type VendorProfileRow } from '~/vendors/profiles.server.ts'

const root = path.resolve(import.meta.dirname, '../..')
const GENERATED_VENDORS = 100_000
const TURN_TARGET_MS = 30
const MATCH_TARGET_MS = 20
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
/** its own database per worktree when several run at once (BENCH_POSTGRES_DATABASE=harper_bench_mine) */
const POSTGRES_BENCH_DATABASE = process.env.BENCH_POSTGRES_DATABASE ?? 'harper_bench_matching'

export type Figure = { name: string; samples: number; p50: number; p95: number; target: number }

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

async function measure(name: string, target: number, runs: number, warmup: number, body: (index: number) => Promise<unknown>): Promise<Figure> {
  for (let index = 0; index < warmup; index++) await body(index)
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    await body(warmup + index)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { name, samples: runs, p50: quantile(times, 0.5), p95: quantile(times, 0.95), target }
}

/** A small deterministic PRNG, so every run generates the same directory. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export function deploy(url: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: 'ignore' })
}

const FLORIDA_ZIPS = zipcodes.lookupByState('FL')

/** 100,000 vendors over Florida's ZIPs, 1-2 trades each; written once, reused while the count matches. */
export async function ensureGeneratedVendors(db: Db) {
  const existing = await db.vendorProfile.count({ where: { slug: { startsWith: 'bench-' } } })
  if (existing === GENERATED_VENDORS) return
  await db.vendorProfile.deleteMany({ where: { slug: { startsWith: 'bench-' } } })
  const next = random(42)
  const chunk = 1000
  for (let start = 0; start < GENERATED_VENDORS; start += chunk) {
    const vendors: VendorProfileRow[] = []
    for (let index = start; index < Math.min(GENERATED_VENDORS, start + chunk); index++) {
      const place = FLORIDA_ZIPS[Math.floor(next() * FLORIDA_ZIPS.length)]!
      const id = `bench-vendor-${index}`
      const first = SERVICE_TYPES[Math.floor(next() * SERVICE_TYPES.length)]!
      const second = next() < 0.3 ? SERVICE_TYPES[Math.floor(next() * SERVICE_TYPES.length)]! : first
      const quoteMin = Math.round(200 + next() * 20_000) * 100
      vendors.push({
        id,
        slug: `bench-${index}`,
        companyName: `Bench Vendor ${index}`,
        contactName: 'Bench Contact',
        email: `bench-${index}@bench.example`,
        description: 'Generated for benchmarks only.',
        yearsInBusiness: 1 + Math.floor(next() * 30),
        specialties: [],
        searchText: `bench vendor ${index} ${first.toLowerCase()}`,
        zip: place.zip,
        city: place.city,
        state: 'FL',
        latitude: place.latitude + (next() - 0.5) * 0.1,
        longitude: place.longitude + (next() - 0.5) * 0.1,
        serviceRadiusMiles: 10 + Math.floor(next() * 50),
        rating: Math.round((3 + next() * 2) * 10) / 10,
        reviewCount: Math.floor(next() * 400),
        responseTimeMinutes: 15 + Math.floor(next() * 2000),
        quoteMinCents: quoteMin,
        quoteMaxCents: quoteMin * (2 + Math.floor(next() * 5)),
        verified: next() < 0.8,
        available: next() < 0.85,
        licenseExpiresAt: new Date(Date.UTC(2025 + Math.floor(next() * 4), 0, 1)),
        insuranceExpiresAt: new Date(Date.UTC(2025 + Math.floor(next() * 4), 6, 1)),
        serviceTypes: [first, second],
      })
    }
    await createVendorProfiles(db, vendors)
  }
}

/**
 * Migrates each database and writes its generated directory, all at once, each in a process of its
 * own: on a fresh machine the two loads are most of the bench's time, and each keeps a core busy.
 */
async function prepareDirectories(urls: string[]) {
  await Promise.all(
    urls.map((url) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', import.meta.filename, '--prepare-directory', url], { cwd: root, maxBuffer: 16 * 1024 * 1024 }),
    ),
  )
}

async function prepareDirectory(url: string) {
  deploy(url)
  const db = createDb(url)
  try {
    await ensureGeneratedVendors(db)
  } finally {
    await db.$disconnect()
  }
}

async function matchingFigure(label: string, db: Db): Promise<Figure> {
  // a freshly bulk-loaded PostgreSQL table is read through the heap until VACUUM marks its pages
  // all-visible (autovacuum does it a while after a load): measure the directory as it settles
  if (label === 'PostgreSQL') await db.$executeRawUnsafe('VACUUM (ANALYZE) "VendorCoverageCell", "VendorProfile", "VendorServiceType"')
  const directory = databaseVendorDirectory(db)
  const next = random(7)
  const requests = Array.from({ length: 400 }, () => ({
    serviceType: SERVICE_TYPES[Math.floor(next() * SERVICE_TYPES.length)]! as ServiceType,
    zip: FLORIDA_ZIPS[Math.floor(next() * FLORIDA_ZIPS.length)]!.zip,
    urgency: next() < 0.5 ? URGENCIES[Math.floor(next() * URGENCIES.length)]!.value : undefined,
  }))
  return measure(`matching, ${GENERATED_VENDORS.toLocaleString('en-US')} vendors, ${label}`, MATCH_TARGET_MS, 100, 10, (index) =>
    rankVendorsForRequest(directory, requests[index % requests.length]!),
  )
}

export async function postgresBenchUrl(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2_000 })
  try {
    await admin.connect()
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_BENCH_DATABASE])
    if (!rowCount) await admin.query(`CREATE DATABASE "${POSTGRES_BENCH_DATABASE}"`)
    const url = new URL(POSTGRES_ADMIN_URL)
    url.pathname = `/${POSTGRES_BENCH_DATABASE}`
    return url.toString()
  } catch {
    return null
  } finally {
    await admin.end().catch(() => {})
  }
}

export async function harperBenchmarks(): Promise<Figure[]> {
  const figures: Figure[] = []

  // 0. the databases of 2., generated before anything is measured
  fs.mkdirSync(path.join(root, 'data'), { recursive: true })
  const sqliteUrl = 'file:./data/bench-matching.db'
  const postgresUrl = await postgresBenchUrl()
  await prepareDirectories([sqliteUrl, ...(postgresUrl ? [postgresUrl] : [])])

  // 1. one embedded turn with matching, over the seeded directory (the app's SQLite database)
  const seededUrl = 'file:./data/bench.db'
  deploy(seededUrl)
  const seeded = createDb(seededUrl)
  const engine = createEmbeddedEngine({ directory: databaseVendorDirectory(seeded) })
  const messages = [
    'roof leaking into the bedroom in 32931, asap',
    'AC blowing warm air 32803 this week',
    'roots in the sewer line again, 32901',
    'seawall cracking in 32952, no rush, budget 40k',
    'necesito un plomero en 33131 hoy',
    'foundation cracks getting bigger in Orlando',
  ]
  figures.push(
    await measure('embedded turn incl. matching (seeded, SQLite)', TURN_TARGET_MS, 300, 30, (index) =>
      completeHarperTurn(engine, newConversationState(), messages[index % messages.length]!),
    ),
  )
  await seeded.$disconnect()

  // 2. matching over 100,000 generated vendors
  const sqlite = createDb(sqliteUrl)
  figures.push(await matchingFigure('SQLite', sqlite))
  await sqlite.$disconnect()

  if (postgresUrl) {
    const postgres = createDb(postgresUrl)
    figures.push(await matchingFigure('PostgreSQL', postgres))
    await postgres.$disconnect()
  } else {
    console.log(`  (PostgreSQL matching skipped: no server at ${POSTGRES_ADMIN_URL})`)
  }
  return figures
}

export function printHarperFigures(figures: Figure[]) {
  console.log('\nHarper (server time per call, ms; reported, not asserted)')
  console.log(`  ${'measurement'.padEnd(52)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'target'.padStart(8)}`)
  for (const figure of figures) {
    const verdict = figure.p95 <= figure.target ? 'ok' : 'over target'
    console.log(
      `  ${figure.name.padEnd(52)} ${figure.p50.toFixed(1).padStart(7)} ${figure.p95.toFixed(1).padStart(7)} ${`≤ ${figure.target}`.padStart(8)}  ${verdict}`,
    )
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const prepare = process.argv.indexOf('--prepare-directory')
  if (prepare > 0) await prepareDirectory(process.argv[prepare + 1]!)
  else printHarperFigures(await harperBenchmarks())
}
