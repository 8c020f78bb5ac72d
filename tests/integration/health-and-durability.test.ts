import { describe, expect, test, vi } from 'vitest'
import { loader as healthz } from '~/routes/healthz.ts'
import { createDb, databaseProvider, db } from '~/utils/db.server.ts'
import { healthCheckResponse } from '~/utils/health.server.ts'

describe('/healthz', () => {
  test('answers 200 after a database round trip', async () => {
    const response = await healthz()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  test('answers 503 when the database does not answer, and logs why', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreachable = createDb('postgresql://nobody@127.0.0.1:1/none')
    const response = await healthCheckResponse(unreachable)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' })
    expect(consoleError).toHaveBeenCalledWith('database unreachable:', expect.stringContaining("Can't reach database server at 127.0.0.1:1"))
    expect(consoleError).toHaveBeenLastCalledWith('health check: database unreachable:', expect.any(String))
  })

  test('answers 503 when the SQLite file cannot be opened, and logs why', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const missing = createDb('file:/nonexistent-directory/harper.db')
    expect((await healthCheckResponse(missing)).status).toBe(503)
    expect(consoleError).toHaveBeenCalledWith('database unreachable:', expect.stringContaining('/nonexistent-directory/harper.db'))
    expect(consoleError).toHaveBeenLastCalledWith('health check: database unreachable:', expect.any(String))
  })
})

describe.runIf(databaseProvider() === 'sqlite')('SQLite durability', () => {
  async function pragma(name: string) {
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`)
    return Object.values(rows[0])[0]
  }

  test('WAL, synchronous=FULL and a busy timeout on the first connection and after transactions', async () => {
    expect(await pragma('journal_mode')).toBe('wal')
    expect(Number(await pragma('synchronous'))).toBe(2)
    expect(Number(await pragma('busy_timeout'))).toBe(15000)
    // @libsql/client opens a new connection after each interactive transaction
    await db.$transaction(async (tx) => tx.user.count())
    await db.$transaction(async (tx) => tx.user.count())
    expect(Number(await pragma('synchronous'))).toBe(2)
    expect(Number(await pragma('busy_timeout'))).toBe(15000)
    expect(Number(await pragma('foreign_keys'))).toBe(1)
  })
})
