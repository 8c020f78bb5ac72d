import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { loadDialogueFiles, loadDialogues, runConversationEval } from '~/chat/conversation-eval.server.ts'
import { databaseProviderOf } from '~/utils/database-url.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { ensureSeededVendors } from './helpers.ts'

// Harper's conversation eval (npm run harper:eval:conversations) run here on its own fixture and on
// the whole dialogue set. Only the invariants are asserted: the runner reaches what a dialogue
// needs, and nobody who refused gets a request. The budgets are checked by the CLI's --strict.

const dialogueFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.jsonl'))
        .map((file) => path.join(dir, file))
    : []
const setFiles = dialogueFiles(path.resolve('tests/fixtures/harper/conversations'))
// written by others and never tuned on: only the invariants hold here, the budgets are reported (.ci/run)
const heldOutFiles = dialogueFiles(path.resolve('tests/fixtures/harper/conversations-heldout'))

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

test('the runner answers the question Harper asks: a homeowner reaches consent and is sent, a refuser and a contractor are not', async () => {
  const { scores, runs } = await runConversationEval(loadDialogues('tests/fixtures/harper/conversations-selftest.jsonl'))
  const byId = Object.fromEntries(scores.map((score) => [score.id, score]))
  const transcript = (id: string) => runs.find((run) => run.dialogue.id === id)!.turns

  // st-1: every answer came from the persona's answer for the kind Harper asked
  expect(transcript('st-1')[1]).toMatchObject({ answered: 'location', message: 'Cocoa Beach 32931' })
  expect(byId['st-1']).toMatchObject({ reachedConsent: true, sent: true, requestStatus: 'open', rightTradeInRange: { ok: true } })
  expect(byId['st-1']!.turnsToSend).toBe(transcript('st-1').findIndex((turn) => turn.answered === 'consent') + 1)
  expect(byId['st-1']!.statusAnswers.asked).toBe(1)

  expect(byId['st-2']).toMatchObject({ reachedConsent: true, created: false, sent: false })
  expect(transcript('st-2').find((turn) => turn.answered === 'consent')?.message).toBe('no thanks')

  expect(byId['st-3']).toMatchObject({ reachedConsent: true, spanishReplies: { replies: transcript('st-3').length } })

  expect(byId['st-4']).toMatchObject({ created: false, reachedConsent: false, rightTradeInRange: null })
})

// The whole set and its budgets on SQLite (the embedded default, and the eval's own database);
// on PostgreSQL every fourth dialogue, for the invariants on the other provider — the whole set
// there would add three minutes to CI's one-file-at-a-time PostgreSQL suite for the same answers.
const onPostgres = databaseProviderOf(process.env.DATABASE_URL ?? '') === 'postgres'

test.skipIf(setFiles.length === 0)(
  `the dialogue set${onPostgres ? ' (every fourth)' : ''}: every dialogue runs, no refuser gets a request${onPostgres ? '' : ', and the budgets hold'}`,
  async () => {
    const dialogues = loadDialogueFiles(setFiles).filter((_, index) => !onPostgres || index % 4 === 0)
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
    // on 2026-11-30 for 750, then 1,170, then all 1,410 (the trade and place line 96 %); a sample meets no budget
    if (!onPostgres) expect(summary.lines.filter((entry) => entry.pass === false).map((entry) => entry.name)).toEqual([])
  },
  // 1,410 dialogues: about 6 minutes on SQLite beside the rest of the suite on 2 cores, more on a
  // machine shared with other work (453 s for 1,110 at a load average of 14)
  1_200_000,
)

test.skipIf(heldOutFiles.length === 0)(
  'the held-out dialogues: every dialogue runs, and no refuser gets a request',
  async () => {
    const dialogues = loadDialogueFiles(heldOutFiles)
    const { scores, summary } = await runConversationEval(dialogues)
    expect(scores).toHaveLength(dialogues.length)
    const refusers = summary.lines.find((entry) => entry.name === 'created (refusers)')!
    expect(refusers.failing).toEqual([])
  },
  240_000,
)
