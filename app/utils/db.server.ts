import { PrismaLibSQL } from '@prisma/adapter-libsql'
import { PrismaPg } from '@prisma/adapter-pg'
import { createClient, type Client, type InStatement, type InValue, type Transaction, type TransactionMode } from '@libsql/client'
import Database from 'libsql'
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
  /** Whether the connection is configured, how many transactions are open on it, and the reads' own connection (`read`). */
  #direct: { configured: boolean; transactions: number; reader: StatementReader | undefined } | undefined

  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): Client {
    const client = createClient(config)
    const execute = client.execute.bind(client)
    const file = sqliteFileOf(config.url)
    const direct = { configured: false, transactions: 0, reader: file ? new StatementReader(file) : undefined }
    this.#direct = direct
    const close = client.close.bind(client)
    client.close = () => {
      direct.reader?.close()
      close()
    }
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
   * One read-only statement past Prisma's engine (docs/decisions/0052), on the reads' own connection
   * with the statement prepared once per process (0047, third pass). It runs synchronously, so it
   * cannot interleave with another; it runs only once the client's connection is configured (WAL)
   * and while no transaction is open on it, as when it ran on that connection. Undefined when it
   * cannot run now: the caller asks Prisma instead.
   */
  read(sql: string, args: InValue[]): Promise<RawRows> | undefined {
    const direct = this.#direct
    if (!direct?.configured || direct.transactions > 0 || !direct.reader) return undefined
    try {
      return Promise.resolve(direct.reader.read(sql, args))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

/** The path of a SQLite file a `file:` URL names, as libsql opens it; undefined for anything else (in memory, a query string, an escape). */
function sqliteFileOf(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  let file = url.slice('file:'.length)
  if (file.startsWith('//')) {
    const slash = file.indexOf('/', 2)
    const host = slash < 0 ? file.slice(2) : file.slice(2, slash)
    if (host !== '' && host !== 'localhost') return undefined
    file = slash < 0 ? '' : file.slice(slash)
  }
  if (file === '' || /[?#%]/.test(file) || file.includes(':memory:')) return undefined
  return file
}

/** A statement's rows as arrays, with its columns' names and declared types. */
type RawRows = { columns: string[]; types: string[]; rows: unknown[][] }

const MAX_PREPARED_STATEMENTS = 500
const MIN_SAFE_BIGINT = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * Read-only statements on a SQLite connection of their own (opened at the first read), each
 * prepared once per process: @libsql/client prepares every statement on every call and reads its
 * columns twice, which cost more than running it (0.1–0.2 ms a statement against ≈ 0.01 ms;
 * docs/decisions/0047, third pass). In WAL mode this connection reads what is committed, never
 * another connection's open transaction. The statements are our code's texts (values are bound),
 * so the cache is bounded by the code; a safety cap clears it all the same. Values come back as
 * @libsql/client gives them (integers as numbers, refused beyond 2^53; BLOBs as ArrayBuffers).
 */
class StatementReader {
  #file: string
  #database: Database.Database | undefined
  #statements = new Map<string, { statement: Database.Statement; columns: string[]; types: string[] }>()

  constructor(file: string) {
    this.#file = file
  }

  read(sql: string, args: InValue[]): RawRows {
    try {
      const prepared = this.#prepared(sql)
      const rows = prepared.statement.all(args.map(sqliteValue)) as unknown[][]
      for (const row of rows) for (let index = 0; index < row.length; index++) row[index] = jsValue(row[index])
      return { columns: prepared.columns, types: prepared.types, rows }
    } catch (error) {
      // as @libsql/client reports it ("SQLITE_BUSY: …"), which isDatabaseUnreachable reads
      if (error instanceof Database.SqliteError) throw Object.assign(new Error(`${error.code}: ${error.message}`, { cause: error }), { code: error.code })
      throw error
    }
  }

  close() {
    this.#statements.clear()
    this.#database?.close()
    this.#database = undefined
  }

  #prepared(sql: string) {
    const known = this.#statements.get(sql)
    if (known) return known
    if (!this.#database) {
      const database = new Database(this.#file)
      try {
        // busy_timeout (the other settings concern writes); a PRAGMA that answers a row, so not `exec`
        database.prepare(SQLITE_CONNECTION_PRAGMAS[0]!).all()
      } catch (error) {
        database.close()
        throw error
      }
      this.#database = database
    }
    const statement = this.#database.prepare(sql)
    if (!statement.reader) throw new Error('Only statements that return rows are read here')
    statement.safeIntegers(true)
    statement.raw(true)
    const definitions = statement.columns()
    const prepared = { statement, columns: definitions.map((column) => column.name), types: definitions.map((column) => (column.type ?? '').toUpperCase()) }
    if (this.#statements.size >= MAX_PREPARED_STATEMENTS) this.#statements.clear()
    this.#statements.set(sql, prepared)
    return prepared
  }
}

/** An argument as @libsql/client binds it (integer mode 'number'). */
function sqliteValue(value: InValue): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
  return value
}

/** A column value as @libsql/client reads it (integer mode 'number'). */
function jsValue(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE_BIGINT || value > MAX_SAFE_BIGINT) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    return Number(value)
  }
  if (value instanceof Buffer) return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)
  return value
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
function rowsOf<Row>({ columns, types, rows }: RawRows): Row[] {
  return rows.map((row) => {
    const object: Record<string, unknown> = {}
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index]!
      const value = row[index]
      if (types[index] === 'DATETIME' && typeof value === 'string') object[column] = new Date(value)
      else if (types[index] === 'BOOLEAN' && typeof value === 'number') object[column] = value !== 0
      else object[column] = value
    }
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
