import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { loadDialogueFiles, runConversationEval } from '~/chat/conversation-eval.server.ts'
import { databaseProviderOf } from '~/utils/database-url.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { ensureSeededVendors } from './helpers.ts'

// Harper's dialogue set (tests/fixtures/harper/conversations/) in two halves, every other dialogue,
// one per test file, so that Vitest's two workers play them side by side: the set is the suite's
// longest file (433 s for 1,410 dialogues in one file on 2 cores). Each half meets issue 23's
// budgets on its own (the halves' figures differ by under one point).

export const dialogueFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.jsonl'))
        .sort()
        .map((file) => path.join(dir, file))
    : []

/** The embedded engine, request caps above the set's size, and the seeded directory, for the file that calls it. */
export function playingDialogues() {
  beforeAll(async () => {
    // the embedded engine, and request caps above the set's size (each dialogue also has its own address)
    vi.stubEnv('ANTHROPIC_API_KEY', '')
    for (const cap of ['HARPER_REQUEST_CAP_PER_ADDRESS', 'HARPER_REQUEST_CAP_PER_CONTACT', 'HARPER_REQUEST_CAP_PER_HOUR']) vi.stubEnv(cap, '1000000')
    resetServerEnvForTests()
    await ensureSeededVendors()
  }, 60_000)

  afterAll(() => {
    vi.unstubAllEnvs()
    resetServerEnvForTests()
  })
}

const setFiles = dialogueFiles(path.resolve('tests/fixtures/harper/conversations'))

// The whole set and its budgets on SQLite (the embedded default, and the eval's own database);
// on PostgreSQL every fourth dialogue, for the invariants on the other provider — the whole set
// there would add three minutes to CI's one-file-at-a-time PostgreSQL suite for the same answers.
const onPostgres = databaseProviderOf(process.env.DATABASE_URL ?? '') === 'postgres'

/** The test of one half of the set: the dialogues at even places (0) or at odd ones (1). */
export function dialogueSetHalf(half: 0 | 1) {
  test.skipIf(setFiles.length === 0)(
    `the dialogue set, half ${half + 1} of 2${onPostgres ? ' (every fourth)' : ''}: every dialogue runs, no refuser gets a request${onPostgres ? '' : ', and the budgets hold'}`,
    async () => {
      const dialogues = loadDialogueFiles(setFiles).filter((_, index) => index % 2 === half && (!onPostgres || index % 8 < 2))
      const { scores, runs, summary } = await runConversationEval(dialogues)
      expect(scores).toHaveLength(dialogues.length)
      for (const run of runs) {
        expect(run.turns.length, run.dialogue.id).toBeGreaterThanOrEqual(1 + (run.dialogue.then?.length ?? 0))
        expect(
          run.turns.every((turn) => turn.reply.trim() !== ''),
          run.dialogue.id,
        ).toBe(true)
      }
      const line = (name: string) => summary.lines.find((entry) => entry.name === name)!
      expect(line('created (refusers)').failing).toEqual([])
      expect(line('created (refusers)').pass).toBe(true)
      expect(line('replies in Spanish (es)').pass).toBe(true)
      expect(line('sent (wantsToSend)').value).toBeGreaterThanOrEqual(0.95)
      // issue 23's budgets, met on 2026-11-26 for the first 150 dialogues, on 2026-11-29 for 390 and
      // on 2026-11-30 for 750, then 1,170, then 1,410, then 1,890, then 2,010, then all 2,130 (the trade and place line 96 %), and all 3,450 on 2026-12-02; a sample meets no budget
      if (!onPostgres) expect(summary.lines.filter((entry) => entry.pass === false).map((entry) => entry.name)).toEqual([])
    },
    // 1,005 dialogues: each half ran past 900 s on a fresh machine shared with other work (2026-11-30),
    // before a chat's messages were read once per context (docs/decisions/0056: 45 % less)
    900_000,
  )
}
