import path from 'node:path'
import { expect, test } from 'vitest'
import { seededDirectory } from '../../prisma/seed-data/directory.ts'
import { loadEvalCases, runEvalCase, scoreEval } from './eval.server.ts'

// The dev set through the chat code path. Fails when any slot drops below the accuracy reached
// (100% on every slot when this was written; the floor leaves room for one slip in a big slot).
const MIN_SLOT_ACCURACY = 0.99

test('dev set: per-slot accuracy stays at the level reached', async () => {
  const cases = loadEvalCases(path.resolve('tests/fixtures/harper/dev.jsonl'))
  expect(cases.length).toBeGreaterThanOrEqual(150)
  const directory = seededDirectory()
  const results = []
  for (const testCase of cases) results.push(await runEvalCase(testCase, directory))
  const { slots, mismatches } = scoreEval(results)
  const below = slots.filter((slot) => slot.accuracy < MIN_SLOT_ACCURACY)
  expect(below, `mismatches: ${JSON.stringify(mismatches.slice(0, 5))}`).toEqual([])
}, 60_000)
