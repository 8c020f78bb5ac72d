import fs from 'node:fs'
import path from 'node:path'
import { databaseProviderOf } from '~/utils/database-url.ts'

// Before each test file: point DATABASE_URL at this worker's own copy of the migrated template
// (or at TEST_DATABASE_URL when it is a Postgres URL). Runs before the app's modules are
// imported, so app/utils/db.server.ts connects to it.
const testUrl = process.env.TEST_DATABASE_URL
if (testUrl && databaseProviderOf(testUrl) === 'postgres') {
  process.env.DATABASE_URL = testUrl
} else {
  const tmp = path.resolve('tests/.tmp')
  const workerFile = path.join(tmp, `worker-${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}.db`)
  if (!fs.existsSync(workerFile)) fs.copyFileSync(path.join(tmp, 'template.db'), workerFile)
  process.env.DATABASE_URL = `file:${workerFile}`
}
process.env.SESSION_SECRET ??= 'integration-test-session-secret-0123456789'
process.env.NODE_ENV = 'test'
// passwords hashed at the cheap cost (docs/decisions/0039): scrypt at production cost is ~0.35 s a hash here
process.env.PASSWORD_HASH_COST ??= 'test'
