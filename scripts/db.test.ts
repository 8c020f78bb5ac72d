import fs from 'node:fs'
import { expect, test } from 'vitest'
import { postgresSchemaFrom } from './db.ts'

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
