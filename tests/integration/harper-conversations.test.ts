import path from 'node:path'
import { expect, test } from 'vitest'
import { loadDialogueFiles, loadDialogues, runConversationEval } from '~/chat/conversation-eval.server.ts'
import { dialogueFiles, dialogueSetHalf, playingDialogues } from './harper-dialogue-set.ts'

// Harper's conversation eval (npm run harper:eval:conversations) run here on its own fixture, on the
// first half of the dialogue set (the second: harper-conversations-second-half.test.ts) and on the
// held-out dialogues. Only the invariants are asserted: the runner reaches what a dialogue needs, and
// nobody who refused gets a request. The budgets are checked by the CLI's --strict.

// written by others and never tuned on: only the invariants hold here, the budgets are reported (.ci/run)
const heldOutFiles = dialogueFiles(path.resolve('tests/fixtures/harper/conversations-heldout'))

playingDialogues()

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

dialogueSetHalf(0)

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
