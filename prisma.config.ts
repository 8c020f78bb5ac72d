// Prisma CLI configuration: the offline JavaScript schema engine (Prisma 6.19, see
// docs/decisions/0001-prisma-6-19-js-engine.md) with the migration adapter for whichever
// provider DATABASE_URL names. The workarounds below belong to the CLI only; the app's runtime
// client (app/utils/db.server.ts) uses the stock adapters.
import { defineConfig } from 'prisma/config'
import { DEFAULT_DATABASE_URL, databaseProviderOf } from './app/utils/database-url.ts'
import { migrationAdapter, schemaPaths } from './prisma/tooling/migration-adapter.ts'

process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL

// The wasm schema engine leaves a long timer behind that keeps the CLI alive for up to a minute
// after it has finished; long timers must not hold this short-lived process open.
const setTimeoutWithLongTimersUnref = ((callback: () => void, ms?: number, ...args: unknown[]) => {
  const timer = setTimeoutOriginal(callback, ms, ...args)
  if ((ms ?? 0) >= 5_000) (timer as unknown as NodeJS.Timeout).unref()
  return timer
}) as typeof setTimeout
const setTimeoutOriginal = globalThis.setTimeout
globalThis.setTimeout = setTimeoutWithLongTimersUnref
const provider = databaseProviderOf(process.env.DATABASE_URL)
const paths = schemaPaths(provider)

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: paths.schema,
  migrations: { path: paths.migrations },
  adapter: () => migrationAdapter(process.env.DATABASE_URL!),
})
