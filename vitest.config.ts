import os from 'node:os'
import { defineConfig } from 'vitest/config'

const alias = { '~': new URL('./app', import.meta.url).pathname }
const shared = {
  resolve: { alias },
  test: {
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/worker-database.ts', './tests/setup/console-errors.ts'],
    restoreMocks: true,
    // a shared 2-core machine, often running other suites at the same time: a slow run is not a failure
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}

// Unit tests sit beside the code (app/**/*.test.ts); integration tests call loaders and actions
// with real Requests against a freshly migrated database (tests/integration). With
// TEST_DATABASE_URL=postgres://… both run against that PostgreSQL database, one file at a time.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')

export default defineConfig({
  test: {
    fileParallelism: !onPostgres,
    // Vitest's default is one worker fewer than the cores: one file at a time on this project's
    // 2-core machines, while a file spends much of its time waiting on SQLite and child processes.
    // Each worker has its own database copy (tests/setup/worker-database.ts); docs/decisions/0039.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', '*.test.ts', 'prisma/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      { ...shared, test: { ...shared.test, name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
})
