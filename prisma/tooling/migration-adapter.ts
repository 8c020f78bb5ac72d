// Driver adapters for the Prisma CLI's JavaScript schema engine, with the workarounds that
// 6.19.3 needs on these machines (../../docs/decisions/0001-prisma-6-19-js-engine.md).
// Used only by prisma.config.ts — never by the running app.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { databaseProviderOf, type DatabaseProvider } from '../../app/utils/database-url.ts'

export function schemaPaths(provider: DatabaseProvider) {
  return provider === 'sqlite'
    ? { schema: 'prisma/schema.prisma', migrations: 'prisma/migrations' }
    : { schema: 'prisma/postgres/schema.prisma', migrations: 'prisma/postgres/migrations' }
}

type Adapter = Awaited<ReturnType<PrismaLibSQL['connect']>>

/**
 * libsql runs only the first statement of a multi-statement string, and its `:memory:` shadow
 * database vanishes when @libsql/client reconnects after a transaction. Use a temporary file
 * for the shadow database and send argument-less multi-statement SQL through executeScript.
 */
class MigrationLibSQL extends PrismaLibSQL {
  override async connect() {
    return fixScripts(await super.connect())
  }
  override async connectToShadowDb() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prisma-shadow-'))
    const shadow = new PrismaLibSQL({ url: `file:${path.join(dir, 'shadow.db')}` })
    const adapter = fixScripts(await shadow.connect())
    const dispose = adapter.dispose.bind(adapter)
    adapter.dispose = async () => {
      await dispose()
      fs.rmSync(dir, { recursive: true, force: true })
    }
    return adapter
  }
}

function fixScripts(adapter: Adapter): Adapter {
  const executeRaw = adapter.executeRaw.bind(adapter)
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && /;\s*\S/.test(query.sql)) {
      await adapter.executeScript(query.sql)
      return 0
    }
    return executeRaw(query)
  }
  return adapter
}

// prisma/prisma#27403: the engine reads pg_catalog columns of type `name` (oid 19) and `"char"`
// (oid 18), which the adapter cannot deserialise; report them as text (oid 25). Done in the pg
// client the migration pools use, so it covers plain queries and transactions alike.
const CATALOG_TEXT_OIDS = new Set([18, 19])
type QueryResultLike = { fields?: { dataTypeID: number }[] }
function reportCatalogTypesAsText(result: unknown) {
  for (const field of (result as QueryResultLike | undefined)?.fields ?? []) {
    if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = 25
  }
  return result
}
class CatalogTextClient extends pg.Client {
  // @ts-expect-error pg's overloads cannot be re-declared one by one; this wraps all of them
  override query(...args: unknown[]) {
    const last = args.at(-1)
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => last(error, error ? result : reportCatalogTypesAsText(result))
      return (super.query as (...a: unknown[]) => unknown)(...args)
    }
    const returned = (super.query as (...a: unknown[]) => unknown)(...args)
    return returned instanceof Promise ? returned.then(reportCatalogTypesAsText) : returned
  }
}

/**
 * PrismaPg's own shadow database handling drops the database before closing its pool and, given
 * a connectionString, lets the URL's database override the shadow name — so pass the parts
 * separately and close the pool first. allowExitOnIdle lets the CLI exit once it is done.
 */
class MigrationPg extends PrismaPg {
  constructor(private readonly url: URL) {
    super(pgConfig(url, url.pathname.slice(1)))
  }
  override async connectToShadowDb() {
    const name = `prisma_shadow_${process.pid}_${Date.now()}`
    const admin = new pg.Client(pgConfig(this.url, this.url.pathname.slice(1)))
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const pool = new pg.Pool(pgConfig(this.url, name))
    const adapter = await new PrismaPg(pool).connect()
    const dispose = adapter.dispose.bind(adapter)
    adapter.dispose = async () => {
      await dispose()
      await pool.end().catch(() => {})
      const dropper = new pg.Client(pgConfig(this.url, this.url.pathname.slice(1)))
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS "${name}"`)
      await dropper.end()
    }
    return adapter
  }
}

function pgConfig(url: URL, database: string): pg.PoolConfig {
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    database,
    allowExitOnIdle: true,
    Client: CatalogTextClient as unknown as typeof pg.Client,
  }
}

export async function migrationAdapter(url: string) {
  if (databaseProviderOf(url) === 'sqlite') return new MigrationLibSQL({ url })
  return new MigrationPg(new URL(url))
}
