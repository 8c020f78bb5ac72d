import { Prisma } from '~/generated/prisma-sqlite/client.ts'

// Portable raw SQL (docs/decisions/0050): the dashboards read with hand-written statements that run
// unchanged on SQLite and PostgreSQL (quoted identifiers, no provider-only functions), because
// Prisma compiles each model query on every call and that compile was the largest part of a
// dashboard's loader. The values come back as each driver has them; these read them one way.

/** `LIMIT … OFFSET …` for a page of `size` rows, one more than shown (as `pageWindow`). */
export function pageLimit(page: number, size: number): Prisma.Sql {
  return Prisma.sql`LIMIT CAST(${size + 1} AS INTEGER) OFFSET CAST(${(page - 1) * size} AS INTEGER)`
}

/** `(a, b, …)` of our own constants for `IN`. */
export function sqlList(values: readonly string[]): Prisma.Sql {
  return Prisma.sql`(${Prisma.join(values)})`
}

/** A count or a sum: PostgreSQL answers COUNT and SUM as bigint (or numeric), SQLite as a number; NULL is 0. */
export function sqlNumber(value: unknown): number {
  if (value === null || value === undefined) return 0
  return typeof value === 'number' ? value : Number(String(value))
}

/** A boolean column: SQLite answers 0/1, PostgreSQL true/false. */
export function sqlBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 1n
}

/**
 * A date column: a Date where the driver knows the column's type; a string or a number where it
 * does not (SQLite through a UNION or a subquery).
 */
export function sqlDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(typeof value === 'bigint' ? Number(value) : (value as string | number))
  return Number.isNaN(date.getTime()) ? null : date
}

/** A JSON list of strings: parsed already where the driver knows the column, text where it does not. */
export function sqlStringList(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}
