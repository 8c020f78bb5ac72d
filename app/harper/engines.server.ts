// Which engine answers: Claude when ANTHROPIC_API_KEY is set (within the spend caps, spend.server.ts),
// the embedded engine otherwise.
import { getServerEnv } from '~/utils/env.server.ts'
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import { createClaudeEngine } from './claude-engine.server.ts'
import { createEmbeddedEngine } from './embedded-engine.server.ts'
import type { HarperEngine } from './engine.ts'
import { databaseSpendLedger, spendCapsFromEnv } from './spend.server.ts'

export function harperEngineFromEnv(directory: VendorDirectory, env = getServerEnv()): HarperEngine {
  if (env.ANTHROPIC_API_KEY) {
    return createClaudeEngine({
      apiKey: env.ANTHROPIC_API_KEY,
      baseURL: env.ANTHROPIC_BASE_URL,
      model: env.ANTHROPIC_MODEL,
      directory,
      caps: spendCapsFromEnv(env),
      ledger: databaseSpendLedger(),
    })
  }
  return createEmbeddedEngine({ directory })
}
