import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaPg } from '@prisma/adapter-pg'
import { createClient, type Client, type TransactionMode } from '@libsql/client'
import { PrismaClient as SqliteClient } from '~/generated/prisma-sqlite/client.ts'
import { PrismaClient as PostgresClient } from '~/generated/prisma-postgres/client.ts'
import { databaseProviderOf, type DatabaseProvider } from './database-url.ts'
import { getServerEnv } from './env.server.ts'

// One model, two providers (docs/decisions/0002): both generated clients expose the same model
// API, so the app is typed against the SQLite one and picks the client from DATABASE_URL.
export type Db = SqliteClient
export type DbTransaction = Parameters<Parameters<Db['$transaction']>[0]>[0]

/**
 * Per-connection settings every SQLite connection gets. @libsql/client opens a fresh
 * connection after each interactive transaction, so they are re-applied each time; WAL is a
 * property of the file. synchronous=FULL makes an acknowledged commit survive power loss.
 */
export const SQLITE_CONNECTION_PRAGMAS = ['PRAGMA busy_timeout = 5000', 'PRAGMA synchronous = FULL', 'PRAGMA foreign_keys = ON']

class DurableLibSQL extends PrismaLibSQL {
  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): Client {
    const client = createClient(config)
    const execute = client.execute.bind(client)
    // one statement at a time: libsql's multi-statement exec refuses statements that return rows
    const configure = async () => {
      for (const pragma of SQLITE_CONNECTION_PRAGMAS) await execute(pragma)
    }
    const ready = execute('PRAGMA journal_mode = WAL').then(configure)
    ready.catch(() => {}) // surfaced by the first query that awaits it, not as an unhandled rejection
    const transaction = client.transaction.bind(client)
    client.transaction = (async (mode?: TransactionMode) => {
      await ready
      const tx = await transaction(mode)
      // the client has just dropped its connection to hand it to `tx`: open and configure the next
      await configure()
      return tx
    }) as Client['transaction']
    client.execute = (async (...args: Parameters<Client['execute']>) => {
      await ready
      return execute(...args)
    }) as Client['execute']
    return client
  }
}

export function createDb(url = getServerEnv().DATABASE_URL): Db {
  if (databaseProviderOf(url) === 'sqlite') {
    return new SqliteClient({ adapter: new DurableLibSQL({ url }) })
  }
  const client = new PostgresClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }) })
  return client as unknown as Db
}

export function databaseProvider(url = getServerEnv().DATABASE_URL): DatabaseProvider {
  return databaseProviderOf(url)
}

const globalForDb = globalThis as unknown as { __harperDb?: Db }

/** The process-wide client (kept across dev-server reloads). */
export const db: Db = (globalForDb.__harperDb ??= createDb())
