// Database tasks for both providers (docs/decisions/0002-one-model-two-providers.md).
//   generate              derive prisma/postgres/schema.prisma, generate both clients
//   deploy                apply the migrations of DATABASE_URL's provider, then fill in the vendor
//                         coverage cells SQL cannot compute (docs/decisions/0013)
//   prepare               generate if needed, deploy, seed when the database is empty
//   migrate-dev <name>    write a new migration for each provider from the schema change
//   reset                 SQLite: delete the file and deploy (prisma's reset is broken there)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { databaseProviderOf, DEFAULT_DATABASE_URL } from '~/utils/database-url.ts'
import { migrationAdapter, schemaPaths } from '../prisma/tooling/migration-adapter.ts'
import { writeZipTable, ZIP_TABLE_FILE } from './zip-table.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL
process.env.PRISMA_HIDE_UPDATE_MESSAGE = '1'
process.env.PRISMA_SKIP_POSTINSTALL_GENERATE = '1'

const SQLITE_SCHEMA = 'prisma/schema.prisma'
const POSTGRES_SCHEMA = 'prisma/postgres/schema.prisma'
const prismaBin = path.join(root, 'node_modules', 'prisma', 'build', 'index.js')

const isPostgres = (url: string) => databaseProviderOf(url) === 'postgres'

function prisma(args: string[], { url = process.env.DATABASE_URL!, capture = false } = {}): string {
  return execFileSync(process.execPath, [prismaBin, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  })
}

/** The child running now (the migrations, the seed): a stop is passed on to it (exitOnStop). */
let running: ChildProcess | null = null
let stopping: NodeJS.Signals | null = null

/** Runs `node <args>` to its end, without blocking this process, so a SIGTERM meanwhile is handled. */
function runNode(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
    running = child
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      running = null
      if (stopping) process.exit(128 + os.constants.signals[stopping])
      if (code === 0) resolve()
      else reject(new Error(`${path.relative(root, args[0]!)} ${args.slice(1).join(' ')} ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}

/**
 * SIGTERM or SIGINT (a container stopped while it starts) ends `prepare` at once: the running
 * child gets the signal too, and this process exits with 128 + the signal's number when it has
 * gone. Prisma's migrations run each in a transaction, so a stopped start migrates again next time.
 */
function exitOnStop() {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = signal
      console.error(`${signal}: stopping the start${running ? ' (and the step under way)' : ''}`)
      if (running) running.kill(signal)
      else process.exit(128 + os.constants.signals[signal])
    })
  }
}

/**
 * The directories the server writes (DATA_DIR, the SQLite file's, UPLOAD_DIR), made when missing
 * and written to once: a mount the server's user cannot write is named here, with the command that
 * fixes it, instead of surfacing as Prisma's bare "External error id#0". Null when all are writable.
 */
export function unwritableDirectoryMessage(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.DATABASE_URL || DEFAULT_DATABASE_URL
  const directories = new Set([env.DATA_DIR || './data', env.UPLOAD_DIR || './data/uploads'].map((dir) => path.resolve(dir)))
  if (!isPostgres(url)) directories.add(path.dirname(path.resolve(url.slice('file:'.length).split('?')[0]!)))
  for (const directory of directories) {
    try {
      fs.mkdirSync(directory, { recursive: true })
      const probe = path.join(directory, `.harper-write-test-${process.pid}`)
      fs.writeFileSync(probe, '')
      fs.rmSync(probe)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (!['EACCES', 'EPERM', 'EROFS'].includes(code)) throw error
      const uid = process.getuid?.() ?? 'unknown'
      const gid = process.getgid?.() ?? 'unknown'
      return [
        `Harper Home cannot write to ${directory} (${code}). The server runs as uid ${uid} (gid ${gid}) and keeps its database, uploads and session secret there.`,
        code === 'EROFS'
          ? `The file system is read-only: mount it read-write.`
          : `Make it writable for uid ${uid}: on the host, run  sudo chown -R ${uid}:${gid} <the host directory mounted at ${directory}>  (or use a named volume, e.g. -v harper-data:/data).`,
      ].join('\n')
    }
  }
  return null
}

/** The Postgres schema is the SQLite one with another provider and client output. */
export function postgresSchemaFrom(source: string) {
  const derived = source
    .replace(/^\/\/ Canonical schema[\s\S]*?(?=\/\/ Value sets)/m, '// GENERATED from prisma/schema.prisma by scripts/db.ts — edit that file instead.\n')
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output       = "../app/generated/prisma-sqlite"', 'output       = "../../app/generated/prisma-postgres"')
  if (derived === source || !derived.includes('"postgresql"') || !derived.includes('prisma-postgres')) {
    throw new Error('Could not derive the Postgres schema: provider or output line not found')
  }
  return derived
}

export function derivePostgresSchema() {
  const derived = postgresSchemaFrom(fs.readFileSync(SQLITE_SCHEMA, 'utf8'))
  fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true })
  if (!fs.existsSync(POSTGRES_SCHEMA) || fs.readFileSync(POSTGRES_SCHEMA, 'utf8') !== derived) {
    fs.writeFileSync(POSTGRES_SCHEMA, derived)
  }
}

function generate() {
  derivePostgresSchema()
  writeZipTable()
  prisma(['generate', '--schema', SQLITE_SCHEMA])
  // the config picks schema and adapter from DATABASE_URL: name a Postgres URL (not connected to)
  prisma(['generate', '--schema', POSTGRES_SCHEMA], { url: 'postgresql://localhost:5432/generate-only' })
}

function ensureSqliteDirectory(url: string) {
  if (isPostgres(url)) return
  const file = url.slice('file:'.length)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

async function deploy(url = process.env.DATABASE_URL!) {
  ensureSqliteDirectory(url)
  if (await migrationsApplied(url)) console.log('No pending migrations to apply.')
  else await runNode([prismaBin, 'migrate', 'deploy'], { ...process.env, DATABASE_URL: url })
  await fillMissingCoverage(url)
}

/**
 * Whether every migration of the provider is recorded as applied, finished and unchanged (the
 * checksum Prisma keeps is the SHA-256 of its migration.sql): then `migrate deploy` would only say
 * so, after three seconds of starting its engine, at every start. Anything else (no table yet, a
 * failed or edited migration, one still to apply) is the CLI's to apply or to report.
 */
export async function migrationsApplied(url: string) {
  const directory = schemaPaths(databaseProviderOf(url)).migrations
  const migrations = fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      checksum: createHash('sha256')
        .update(fs.readFileSync(path.join(directory, entry.name, 'migration.sql')))
        .digest('hex'),
    }))
  // through the migration adapter, as the CLI would connect: the app's client checks the server's
  // whole environment at import, which a container's start has not finished setting up here
  const adapter = await (await migrationAdapter(url)).connect()
  try {
    const result = await adapter.queryRaw({
      sql: 'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations',
      args: [],
      argTypes: [],
    })
    const rows = result.rows.map(([name, checksum, finishedAt, rolledBackAt]) => ({
      name,
      checksum,
      finished: finishedAt !== null,
      rolledBack: rolledBackAt !== null,
    }))
    const applied = new Map(rows.filter((row) => row.finished && !row.rolledBack).map((row) => [row.name, row.checksum]))
    return rows.every((row) => row.finished || row.rolledBack) && migrations.every(({ name, checksum }) => applied.get(name) === checksum)
  } catch {
    return false // an empty database: no table yet
  } finally {
    await adapter.dispose()
  }
}

/** Vendors written before the coverage cells existed get theirs (imported late: `generate` runs before a client exists). */
async function fillMissingCoverage(url: string) {
  const { createDb } = await import('~/utils/db.server.ts')
  const { fillMissingVendorCoverage } = await import('~/vendors/profiles.server.ts')
  const db = createDb(url)
  try {
    const filled = await fillMissingVendorCoverage(db)
    if (filled) console.log(`Wrote the coverage cells of ${filled} vendors.`)
  } finally {
    await db.$disconnect()
  }
}

async function prepare() {
  exitOnStop()
  const unwritable = unwritableDirectoryMessage()
  if (unwritable) {
    console.error(unwritable)
    process.exit(1)
  }
  if (!['app/generated/prisma-sqlite', 'app/generated/prisma-postgres', ZIP_TABLE_FILE].every((generated) => fs.existsSync(generated))) generate()
  console.log('Applying the migrations …')
  await deploy()
  if (await databaseEmpty()) await runNode([path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'prisma/seed.ts', '--if-empty'])
  else console.log('Database already has data: not seeding.')
}

/** Asked here, so a database with data costs no second process (the seed asks again before it writes). */
async function databaseEmpty(url = process.env.DATABASE_URL!) {
  const { createDb } = await import('~/utils/db.server.ts')
  const { isDatabaseEmpty } = await import('../prisma/seed.ts')
  const db = createDb(url)
  try {
    return await isDatabaseEmpty(db)
  } finally {
    await db.$disconnect()
  }
}

function timestamp() {
  return new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/**
 * Instead of `migrate dev`, diff each provider's migrations (replayed into a shadow database by
 * prisma/tooling/migration-adapter.ts) against the schema and write the difference as a new
 * migration. The Postgres side needs a server to host its shadow database (POSTGRES_URL).
 */
function migrateDev(name: string | undefined) {
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: db.ts migrate-dev <snake_case_name>')
  derivePostgresSchema()
  const stamp = timestamp()
  fs.mkdirSync('data', { recursive: true })
  const targets = [
    { schema: SQLITE_SCHEMA, dir: 'prisma/migrations', url: 'file:./data/shadow-host.db' },
    { schema: POSTGRES_SCHEMA, dir: 'prisma/postgres/migrations', url: process.env.POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres' },
  ]
  for (const target of targets) {
    const sql = prisma(['migrate', 'diff', '--from-migrations', target.dir, '--to-schema-datamodel', target.schema, '--script'], {
      url: target.url,
      capture: true,
    })
    if (sql.includes('This is an empty migration')) {
      console.log(`${target.dir}: no changes`)
      continue
    }
    const dir = path.join(target.dir, `${stamp}_${name}`)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql)
    console.log(`wrote ${dir}/migration.sql`)
  }
}

async function reset() {
  const url = process.env.DATABASE_URL!
  if (isPostgres(url)) throw new Error('reset is for the SQLite file; drop and recreate a Postgres database yourself')
  const file = path.resolve(url.slice('file:'.length))
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  await deploy(url)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root)
  const [command, ...args] = process.argv.slice(2)
  const commands: Record<string, () => void | Promise<void>> = {
    generate,
    deploy: () => deploy(),
    prepare,
    'migrate-dev': () => migrateDev(args[0]),
    reset,
  }
  if (!command || !commands[command]) {
    console.error(`usage: tsx scripts/db.ts ${Object.keys(commands).join('|')}`)
    process.exit(2)
  }
  await commands[command]()
}
