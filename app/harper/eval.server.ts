// Harper's eval: each case's turns go through the chat's own code path (runHarperTurn with the
// embedded engine, a fresh conversation per case, the directory it is given — the scripts and tests
// give it the seeded one, prisma/seed-data/directory.ts),
// and the final intake is compared slot by slot with what the label rules expect.
import fs from 'node:fs'
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import { completeHarperTurn, newConversationState } from './conversation.server.ts'
import { createEmbeddedEngine } from './embedded-engine.server.ts'
import { labelledIntake, LABELLED_SLOTS, sameSlotValue, type LabelledSlot } from './intake.ts'

export type EvalCase = { id: string; turns: string[]; expect?: Partial<Record<LabelledSlot, string | true>> }
export type EvalResult = { id: string; got: Partial<Record<LabelledSlot, string | true>>; expect?: EvalCase['expect'] }

/** Cases from a JSON Lines file; blank lines are skipped, a malformed line is an error naming its line. */
export function loadEvalCases(file: string): EvalCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(line)
      } catch {
        throw new Error(`${file}:${number}: not valid JSON`)
      }
      const candidate = parsed as EvalCase
      if (typeof candidate?.id !== 'string' && typeof candidate?.id !== 'number') throw new Error(`${file}:${number}: missing "id"`)
      if (!Array.isArray(candidate.turns) || !candidate.turns.every((turn) => typeof turn === 'string')) {
        throw new Error(`${file}:${number}: "turns" must be a list of strings`)
      }
      return candidate
    })
}

export async function runEvalCase(testCase: EvalCase, directory: VendorDirectory, now = new Date()): Promise<EvalResult> {
  const engine = createEmbeddedEngine({ directory, now: () => now })
  let state = newConversationState()
  for (const turn of testCase.turns) state = (await completeHarperTurn(engine, state, turn)).done.state
  return { id: testCase.id, got: labelledIntake(state.intake), expect: testCase.expect }
}

export type SlotScore = { slot: LabelledSlot; correct: number; total: number; accuracy: number }

/**
 * Per slot, over the cases where the slot is expected or was extracted (a guess counts as an
 * error, a miss too); cases where both leave it out are not counted.
 */
export function scoreEval(results: EvalResult[]) {
  const slots: SlotScore[] = LABELLED_SLOTS.map((slot) => {
    let correct = 0
    let total = 0
    for (const result of results) {
      const expected = result.expect?.[slot]
      const got = result.got[slot]
      if (expected === undefined && got === undefined) continue
      total++
      if (sameSlotValue(slot, expected, got)) correct++
    }
    return { slot, correct, total, accuracy: total === 0 ? 1 : correct / total }
  })
  const mismatches = results.filter((result) => LABELLED_SLOTS.some((slot) => !sameSlotValue(slot, result.expect?.[slot], result.got[slot])))
  return { slots, mismatches, exact: results.length - mismatches.length, cases: results.length }
}
