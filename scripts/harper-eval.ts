// npm run harper:eval -- <cases.jsonl> [--json] [--learn-from=<a.jsonl,b.jsonl>]
// Feeds each case through Harper's chat code path (embedded engine, fresh conversation, the
// seeded directory in memory) and prints per-slot accuracy and the mismatching cases; with
// --json, exactly one line per case, {"id": …, "got": {slot: value}}, and nothing else. With
// --learn-from, Harper's classifier learns from those files only (e.g. train, to measure on dev).
import { loadEvalCases, runEvalCase, scoreEval, type EvalResult } from '~/harper/eval.server.ts'
import { learnFrom } from '~/harper/classifier.server.ts'
import { seededDirectory } from '../prisma/seed-data/directory.ts'

const args = process.argv.slice(2)
const json = args.includes('--json')
const file = args.find((arg) => !arg.startsWith('--'))
const learnFromFiles = args.find((arg) => arg.startsWith('--learn-from='))?.slice('--learn-from='.length)
if (learnFromFiles) learnFrom(learnFromFiles.split(','))
if (!file) {
  process.stderr.write('usage: npm run harper:eval -- <cases.jsonl> [--json]\n')
  process.exit(2)
}

const cases = loadEvalCases(file)
const directory = seededDirectory()
const results: EvalResult[] = []
for (const testCase of cases) {
  const result = await runEvalCase(testCase, directory)
  results.push(result)
  if (json) process.stdout.write(`${JSON.stringify({ id: result.id, got: result.got })}\n`)
}

if (!json) {
  const { slots, mismatches, exact } = scoreEval(results)
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`
  console.log(`Harper eval: ${results.length} cases from ${file}`)
  for (const { slot, correct, total, accuracy } of slots) {
    console.log(`  ${slot.padEnd(12)} accuracy ${percent(accuracy).padStart(6)}  (${correct}/${total})`)
  }
  console.log(`  all slots right: ${exact}/${results.length} cases (${percent(exact / Math.max(1, results.length))})`)
  if (mismatches.length) {
    console.log(`\nMismatches (${mismatches.length}):`)
    for (const result of mismatches) {
      const testCase = cases.find((entry) => entry.id === result.id)!
      console.log(`  ${result.id}: ${JSON.stringify(testCase.turns)}`)
      console.log(`    expected ${JSON.stringify(result.expect ?? {})}`)
      console.log(`    got      ${JSON.stringify(result.got)}`)
    }
  }
}
