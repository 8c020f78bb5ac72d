import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from 'vitest'
import { migrationsApplied, postgresSchemaFrom } from './db.ts'

test('the committed Postgres schema is exactly the one derived from the canonical SQLite schema', () => {
  const derived = postgresSchemaFrom(fs.readFileSync('prisma/schema.prisma', 'utf8'))
  expect(fs.readFileSync('prisma/postgres/schema.prisma', 'utf8')).toBe(derived)
})

test('derivation changes only the provider, the client output and the header', () => {
  const source = fs.readFileSync('prisma/schema.prisma', 'utf8')
  const derived: string = postgresSchemaFrom(source)
  const modelsOf = (schema: string) => schema.slice(schema.indexOf('// ─── Accounts'))
  expect(modelsOf(derived)).toBe(modelsOf(source))
  expect(derived).toContain('provider = "postgresql"')
  expect(derived).toContain('"../../app/generated/prisma-postgres"')
  expect(derived).not.toContain('"sqlite"')
})

test('a start skips Prisma’s CLI only when every migration is recorded as applied, finished and unchanged', { timeout: 60_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-migrations-'))
  const file = path.join(dir, 'harper.db')
  try {
    expect(await migrationsApplied(`file:${file}`)).toBe(false) // an empty database: no table yet
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'deploy'], { env: { ...process.env, DATABASE_URL: `file:${file}` }, stdio: 'ignore' })
    expect(await migrationsApplied(`file:${file}`)).toBe(true)
    // the newest migration edited after it was applied, failed half-way, or not applied yet: the CLI's to report or apply
    const newest = '(SELECT MAX(migration_name) FROM _prisma_migrations)'
    for (const change of [
      `UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = ${newest}`,
      `UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ${newest}`,
      `DELETE FROM _prisma_migrations WHERE migration_name = ${newest}`,
    ]) {
      const copy = path.join(dir, `copy-${crypto.randomUUID()}.db`)
      fs.copyFileSync(file, copy)
      const client = createClient({ url: `file:${copy}` })
      await client.execute(change)
      client.close()
      expect(await migrationsApplied(`file:${copy}`), change).toBe(false)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
