import { defineConfig } from 'vitest/config'

// The two-instance test (tests/instances/two-instances.test.ts) on its own: it needs PostgreSQL,
// Redis and the production build, so it is not part of `npm test`'s SQLite run. .ci/run starts it
// in its PostgreSQL phase with TWO_INSTANCE_DATABASE_URL set to a fresh database.
export default defineConfig({
  resolve: { alias: { '~': new URL('../../app', import.meta.url).pathname } },
  test: { include: ['tests/instances/**/*.test.ts'], root: new URL('../..', import.meta.url).pathname, testTimeout: 90_000, hookTimeout: 90_000 },
})
