import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { loader as healthz } from '~/routes/healthz.ts'
import { createDb, databaseProvider, db, dbRows } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
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
    // (transactions run on the same connection: its settings hold after them)
    await db.$transaction(async (tx) => tx.user.count())
    await db.$transaction(async (tx) => tx.user.count())
    expect(Number(await pragma('synchronous'))).toBe(2)
    expect(Number(await pragma('busy_timeout'))).toBe(15000)
    expect(Number(await pragma('foreign_keys'))).toBe(1)
  })

  test('transactions hold on to no connection once they end: file descriptors stay flat over hundreds of them', async () => {
    // @libsql/client 0.8 handed each transaction a connection it never closed: two descriptors (the
    // file and its WAL) per transaction, until SQLITE_CANTOPEN
    const descriptors = () => fs.readdirSync('/proc/self/fd').length
    await db.$transaction(async (tx) => tx.user.count())
    const before = descriptors()
    for (let i = 0; i < 200; i++) {
      await db.$transaction(async (tx) => tx.user.count())
      await db.$transaction([db.user.count(), db.user.count()])
    }
    await expect(db.$transaction(async () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back')
    expect(descriptors() - before).toBeLessThan(20)
    // … and the connection is usable after a rollback
    expect(await db.user.count()).toBeGreaterThanOrEqual(0)
  })

  test('a transaction that reads, then writes, is not refused because another process wrote in between', async () => {
    // another process on the same file (the server beside a test, a second instance, a script)
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`
    const emails = [`first-${stamp}@example.com`, `second-${stamp}@example.com`]
    const script = path.resolve('tests/.tmp', `other-writer-${stamp}.ts`)
    fs.mkdirSync(path.dirname(script), { recursive: true })
    fs.writeFileSync(
      script,
      `import { createDb } from '~/utils/db.server.ts'\nconst db = createDb(${JSON.stringify(getServerEnv().DATABASE_URL)})\n` +
        `await db.user.create({ data: { email: ${JSON.stringify(emails[1])}, name: 'Second' } })\nawait db.$disconnect()\n`,
    )
    const other = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env })
    const otherExited = new Promise<number | null>((resolve) => other.on('exit', resolve))
    try {
      const first = db.$transaction(
        async (tx) => {
          await tx.user.count()
          // the other process writes now (a deferred transaction's snapshot goes stale and its write
          // below fails at once), or waits for this transaction's lock (BEGIN IMMEDIATE)
          await Promise.race([otherExited, new Promise((resolve) => setTimeout(resolve, 4_000))])
          return tx.user.create({ data: { email: emails[0]!, name: 'First' } })
        },
        { timeout: 20_000 },
      )
      await expect(first).resolves.toMatchObject({ email: emails[0] })
      expect(await otherExited).toBe(0)
    } finally {
      await db.user.deleteMany({ where: { email: { in: emails } } })
      fs.rmSync(script, { force: true })
    }
  }, 30_000)
})

describe("reads past Prisma's engine (docs/decisions/0052)", () => {
  test('give the values $queryRaw gives: dates as Dates, numbers, text, NULL', async () => {
    const action = `direct-read-${Date.now()}`
    const event = await db.auditEvent.create({ data: { action, targetType: 'test', outcome: 'success', createdAt: new Date('2026-03-04T05:06:07.089Z') } })
    const statement = (strings: TemplateStringsArray, ...values: unknown[]) => [strings, ...values] as const
    const [strings, ...values] =
      statement`SELECT "id", "action", "targetId", "createdAt", (SELECT COUNT(*) FROM "AuditEvent" WHERE "action" = ${action}) AS "count"
      FROM "AuditEvent" WHERE "action" = ${action} AND "createdAt" >= ${new Date('2026-03-04T00:00:00Z')}`
    const direct = await dbRows<Record<string, unknown>>(strings, ...values)
    const viaPrisma = await db.$queryRaw<Record<string, unknown>[]>(strings, ...values)
    expect(direct).toEqual(viaPrisma)
    expect(direct).toEqual([{ id: event.id, action, targetId: null, createdAt: new Date('2026-03-04T05:06:07.089Z'), count: expect.anything() }])
  })

  test('a statement prepared once reads, each time, what was committed since (0047, third pass)', async () => {
    const action = `prepared-once-${Date.now()}`
    const count = async () => (await dbRows<{ count: unknown }>`SELECT COUNT(*) AS "count" FROM "AuditEvent" WHERE "action" = ${action}`)[0]?.count
    expect(Number(await count())).toBe(0)
    await db.auditEvent.create({ data: { action, outcome: 'success' } })
    expect(Number(await count())).toBe(1)
    await db.auditEvent.createMany({
      data: [
        { action, outcome: 'success' },
        { action, outcome: 'failure' },
      ],
    })
    expect(Number(await count())).toBe(3)
  })

  test('never read what a transaction has not committed: a read while one is open waits for its end', async () => {
    const action = `rolled-back-${Date.now()}`
    let reading: Promise<unknown[]> | undefined
    await expect(
      db.$transaction(async (tx) => {
        await tx.auditEvent.create({ data: { action, outcome: 'success' } })
        // issued while the transaction is open, on the same connection (SQLite): it must not see the row
        reading = dbRows`SELECT "id" FROM "AuditEvent" WHERE "action" = ${action}`
        await new Promise((resolve) => setTimeout(resolve, 20))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await reading).toEqual([])
    expect(await dbRows`SELECT "id" FROM "AuditEvent" WHERE "action" = ${action}`).toEqual([])
  })
})
