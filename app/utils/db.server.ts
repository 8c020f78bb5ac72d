import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaPg } from '@prisma/adapter-pg'
import { createClient, type Client, type InStatement, type InValue, type ResultSet, type Transaction, type TransactionMode } from '@libsql/client'
import { data } from 'react-router'
import { Prisma, PrismaClient as SqliteClient } from '~/generated/prisma-sqlite/client.ts'
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
export const SQLITE_CONNECTION_PRAGMAS = ['PRAGMA busy_timeout = 15000', 'PRAGMA synchronous = FULL', 'PRAGMA foreign_keys = ON']

class DurableLibSQL extends PrismaLibSQL {
  /** The connection's own `execute`, once it is configured, and how many transactions are open on it (`read`). */
  #direct: { execute: Client['execute']; configured: boolean; transactions: number } | undefined

  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): Client {
    const client = createClient(config)
    const execute = client.execute.bind(client)
    const direct = { execute, configured: false, transactions: 0 }
    this.#direct = direct
    // one statement at a time: libsql's multi-statement exec refuses statements that return rows
    const configure = async () => {
      for (const pragma of SQLITE_CONNECTION_PRAGMAS) await execute(pragma)
      direct.configured = true
    }
    const ready = execute('PRAGMA journal_mode = WAL').then(configure)
    ready.catch(() => {}) // surfaced by the first query that awaits it, not as an unhandled rejection
    client.transaction = (async (mode?: TransactionMode) => {
      await ready
      // A transaction runs on the client's own connection. @libsql/client 0.8 would hand that
      // connection to the transaction and open a new one, and the one it handed over was never
      // closed (its Sqlite3Transaction cannot; libsql frees it only when garbage-collected): every
      // interactive transaction — every chat turn, every form post — held on to a SQLite connection
      // and two file descriptors, until the process ran out of them (SQLITE_CANTOPEN). Prisma's
      // adapter holds its lock from the BEGIN to the COMMIT, so nothing else runs on the connection
      // meanwhile.
      // Prisma's adapter begins DEFERRED: a transaction that reads and then writes, while another
      // process (the server beside a test, a second instance) commits in between, fails at once
      // with SQLITE_BUSY — its snapshot is stale and SQLite does not wait. BEGIN IMMEDIATE takes
      // the write lock first, waiting for it up to busy_timeout instead.
      // (counted before BEGIN runs, within the call: no direct read slips in between)
      direct.transactions++
      try {
        await execute(mode === 'read' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE')
      } catch (error) {
        direct.transactions--
        throw error
      }
      return transactionOn(execute, () => direct.transactions--)
    }) as Client['transaction']
    client.execute = (async (...args: Parameters<Client['execute']>) => {
      await ready
      return execute(...args)
    }) as Client['execute']
    return client
  }

  /**
   * One read-only statement on the connection itself, past Prisma's engine (docs/decisions/0052).
   * libsql runs a statement synchronously within `execute`, so it cannot interleave with another;
   * it runs only while no transaction is open on the connection (it would read that transaction's
   * uncommitted rows). Undefined when it cannot run now: the caller asks Prisma instead.
   */
  read(sql: string, args: InValue[]): Promise<ResultSet> | undefined {
    const direct = this.#direct
    if (!direct?.configured || direct.transactions > 0) return undefined
    return direct.execute({ sql, args })
  }
}

/** A transaction on the connection `execute` runs on: its statements, then COMMIT or ROLLBACK there. */
function transactionOn(execute: Client['execute'], onEnd: () => void): Transaction {
  let open = true
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    if (!open) return
    try {
      await execute(statement)
    } catch (error) {
      // a COMMIT that failed (SQLITE_BUSY, a full disk) leaves the transaction open: end it here
      if (statement === 'COMMIT') await execute('ROLLBACK').catch(() => {})
      throw error
    } finally {
      if (open) onEnd()
      open = false
    }
  }
  const whileOpen = () => (open ? Promise.resolve() : Promise.reject(new Error('The transaction is closed')))
  return {
    execute: (statement: InStatement) => whileOpen().then(() => execute(statement)),
    batch: async (statements: InStatement[]) => {
      const results = []
      for (const statement of statements) results.push(await whileOpen().then(() => execute(statement)))
      return results
    },
    // (the client's own ends any transaction it finds open; Prisma never sends a script here)
    executeMultiple: () => Promise.reject(new Error('executeMultiple is not supported inside a transaction')),
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
    close: () => void end('ROLLBACK').catch(() => {}),
    get closed() {
      return !open
    },
  }
}

/** What a visitor reads while the database is down (root ErrorBoundary, status 503). */
export const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our database right now. Please try again in a minute."

const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024'])
const UNREACHABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'DatabaseDoesNotExist', 'TooManyConnections'])
const UNREACHABLE_MESSAGE = /Failed to connect to database|SQLITE_(CANTOPEN|IOERR|NOTADB|BUSY|FULL)|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/

/** Whether an error says the database cannot be reached (as opposed to a bad query or a conflict). */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, meta } = error as Error & { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } }
  if (code && UNREACHABLE_PRISMA_CODES.has(code)) return true
  if (UNREACHABLE_ADAPTER_KINDS.has(meta?.driverAdapterError?.cause?.kind ?? '')) return true
  return UNREACHABLE_MESSAGE.test(error.message)
}

/**
 * Graceful degradation (docs/decisions/0019): a query that cannot reach the database throws a
 * 503 response instead of the driver's error, so every loader and action that touches the
 * database answers the friendly 503 page (root ErrorBoundary) rather than a 500.
 */
function answering503WhenUnreachable<Client extends SqliteClient | PostgresClient>(client: Client): Db {
  return (client as SqliteClient).$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args)
        } catch (error) {
          if (!isDatabaseUnreachable(error)) throw error
          console.error('database unreachable:', error instanceof Error ? error.message.trim().split('\n').pop() : error)
          throw data({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'Retry-After': '30' } })
        }
      },
    },
  }) as unknown as Db
}

type QueryListener = (query: string) => void
const queryListeners = new Set<QueryListener>()

/**
 * Tests only (NODE_ENV=test): calls `listener` with every SQL statement the process's clients send,
 * so a test can count the queries a page costs (tests/integration/query-counts.test.ts). Prisma's
 * query events cost a serialisation per query, so they are switched on only in tests.
 */
export function onDatabaseQuery(listener: QueryListener): () => void {
  if (process.env.NODE_ENV !== 'test') throw new Error('query events are only emitted when NODE_ENV=test')
  queryListeners.add(listener)
  return () => queryListeners.delete(listener)
}

const queryEvents = (): { log: Array<{ emit: 'event'; level: 'query' }> } => ({
  log: process.env.NODE_ENV === 'test' ? [{ emit: 'event', level: 'query' }] : [],
})

function emittingQueries<Client extends SqliteClient | PostgresClient>(client: Client): Client {
  if (process.env.NODE_ENV === 'test') {
    ;(client as SqliteClient).$on('query' as never, (event: { query: string }) => {
      for (const listener of queryListeners) listener(event.query)
    })
  }
  return client
}

/**
 * SQLite has one writer at a time, and its busy handler is not fair: under many writers (CI's
 * browsers on two cores) one can wait several seconds for the lock, and past busy_timeout it fails
 * with SQLITE_BUSY, which the app answers as "database unreachable" (a sign-up failed so in CI).
 * busy_timeout is 15 s, and Prisma's transactions (2 s to start, 5 s to finish by default) may wait
 * and run as long as that.
 */
const SQLITE_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 }

export function createDb(url = getServerEnv().DATABASE_URL): Db {
  if (databaseProviderOf(url) === 'sqlite') {
    const adapter = new DurableLibSQL({ url })
    const client = answering503WhenUnreachable(emittingQueries(new SqliteClient({ adapter, transactionOptions: SQLITE_TRANSACTION_OPTIONS, ...queryEvents() })))
    directReads.set(client, adapter)
    return client
  }
  return answering503WhenUnreachable(emittingQueries(new PostgresClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }), ...queryEvents() })))
}

export function databaseProvider(url = getServerEnv().DATABASE_URL): DatabaseProvider {
  return databaseProviderOf(url)
}

const directReads = new WeakMap<Db, DurableLibSQL>()

/**
 * The rows of a read-only statement in portable SQL (docs/decisions/0050), written as a tagged
 * template like `$queryRaw`. On SQLite it runs on the connection itself, past Prisma's engine, whose
 * handling of a raw statement costs three times the statement (docs/decisions/0052); the values come
 * back as `$queryRaw` gives them there (DATETIME columns as Dates). On PostgreSQL, inside a
 * transaction, or before the connection is configured, it is `$queryRaw`.
 */
export function readRows<Row>(client: Db, strings: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  const query = Prisma.sql(strings, ...(values as Prisma.Sql[]))
  const adapter = directReads.get(client)
  const args = adapter && sqliteArgs(query.values)
  const result = args && adapter!.read(query.sql, args)
  if (!result) return client.$queryRaw<Row[]>(query)
  if (process.env.NODE_ENV === 'test') for (const listener of queryListeners) listener(query.sql)
  return result.then(rowsOf<Row>, (error: unknown) => {
    if (!isDatabaseUnreachable(error)) throw error
    console.error('database unreachable:', error instanceof Error ? error.message.trim().split('\n').pop() : error)
    throw data({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'Retry-After': '30' } })
  })
}

/** The values as Prisma's SQLite adapter writes them (a Date as ISO-8601 with "+00:00"); undefined for any other kind. */
function sqliteArgs(values: unknown[]): InValue[] | undefined {
  const args: InValue[] = []
  for (const value of values) {
    if (value instanceof Date) args.push(value.toISOString().replace('Z', '+00:00'))
    else if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      args.push(value)
    else return undefined
  }
  return args
}

/** Rows as objects, with DATETIME and BOOLEAN columns read as Prisma reads them. */
function rowsOf<Row>(result: ResultSet): Row[] {
  const types = result.columnTypes.map((type) => type.toUpperCase())
  return result.rows.map((row) => {
    const object: Record<string, unknown> = {}
    result.columns.forEach((column, index) => {
      const value = row[index]
      if (types[index] === 'DATETIME' && typeof value === 'string') object[column] = new Date(value)
      else if (types[index] === 'BOOLEAN' && typeof value === 'number') object[column] = value !== 0
      else object[column] = value
    })
    return object as Row
  })
}

const globalForDb = globalThis as unknown as { __harperDb?: Db }

/** The process-wide client (kept across dev-server reloads). */
export const db: Db = (globalForDb.__harperDb ??= createDb())

/** `readRows` on the process-wide client: `` dbRows<Row>`SELECT …` ``. */
export function dbRows<Row>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  return readRows<Row>(db, strings, ...values)
}
