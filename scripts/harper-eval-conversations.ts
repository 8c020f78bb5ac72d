// npm run harper:eval:conversations -- [dialogues.jsonl …] [--json] [--strict]
// Personas talk to Harper through the chat's code path against a database of its own: a temporary
// SQLite file, migrated and seeded with the demo directory, removed afterwards (the dev database is
// never touched). Default input: every tests/fixtures/harper/conversations/*.jsonl. Prints the
// budgets of issue 23 with PASS/FAIL and the failing dialogues; --json prints one line per dialogue
// and a last line with the summary; --strict exits 1 when a budget fails.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const json = args.includes('--json')
const strict = args.includes('--strict')
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--json' && arg !== '--strict')
if (unknown.length) {
  process.stderr.write(`unknown option ${unknown.join(' ')}\nusage: npm run harper:eval:conversations -- [dialogues.jsonl …] [--json] [--strict]\n`)
  process.exit(2)
}
const DEFAULT_DIR = 'tests/fixtures/harper/conversations'
const files = args.filter((arg) => !arg.startsWith('--'))
if (!files.length && fs.existsSync(DEFAULT_DIR)) {
  files.push(
    ...fs
      .readdirSync(DEFAULT_DIR)
      .filter((file) => file.endsWith('.jsonl'))
      .sort()
      .map((file) => path.join(DEFAULT_DIR, file)),
  )
}
if (!files.length) {
  process.stderr.write(`no dialogues: give a .jsonl file or add some to ${DEFAULT_DIR}/\n`)
  process.exit(2)
}

// The environment is set before any app module is imported: the database client and the server's
// settings are read once, at import.
// in memory where there is a tmpfs: the database is thrown away, and its commits need no fsync
const tmp = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'harper-conversations-'))
const databaseUrl = `file:${path.join(tmp, 'eval.db')}`
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  DATA_DIR: tmp,
  UPLOAD_DIR: path.join(tmp, 'uploads'),
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  // The request caps are raised for the eval (besides each dialogue's own client address): the
  // hourly cap counts every request together, and a set of dozens of senders would pass it.
  HARPER_REQUEST_CAP_PER_ADDRESS: '1000000',
  HARPER_REQUEST_CAP_PER_CONTACT: '1000000',
  HARPER_REQUEST_CAP_PER_HOUR: '1000000',
})
// the embedded engine (deterministic, offline), the caps counted in this process, mail in the outbox
for (const name of ['ANTHROPIC_API_KEY', 'REDIS_URL', 'SMTP_URL', 'SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD']) delete process.env[name]

let exitCode = 0
try {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'deploy'], { env: process.env, stdio: 'pipe' })
  } catch (error) {
    process.stderr.write(`migrating the eval database failed:\n${(error as { stderr?: Buffer }).stderr?.toString() ?? error}\n`)
    throw error
  }
  const { db } = await import('~/utils/db.server.ts')
  const { seedDatabase } = await import('../prisma/seed.ts')
  const { loadDialogueFiles, runConversationEval } = await import('~/chat/conversation-eval.server.ts')
  try {
    const dialogues = loadDialogueFiles(files)
    await seedDatabase(db, { demoAccounts: false })
    const { scores, summary } = await runConversationEval(dialogues, {
      onScore: (score, run) => {
        if (json)
          process.stdout.write(`${JSON.stringify({ ...score, transcript: run.turns.map(({ message, reply, asked }) => ({ message, reply, asked })) })}\n`)
      },
    })
    if (json) process.stdout.write(`${JSON.stringify({ summary })}\n`)
    else printReport(files, scores, summary)
    if (strict && !summary.passed) exitCode = 1
  } finally {
    await db.$disconnect()
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)

type Report = Awaited<ReturnType<typeof import('~/chat/conversation-eval.server.ts').runConversationEval>>

function printReport(inputs: string[], scores: Report['scores'], summary: Report['summary']) {
  const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`)
  console.log(`Harper conversation eval: ${scores.length} dialogues from ${inputs.join(', ')}\n`)
  console.log(`  ${'measure'.padEnd(28)}${'value'.padStart(8)}  ${'count'.padEnd(10)}${'budget'.padEnd(14)}result`)
  for (const line of summary.lines) {
    const value =
      line.name === 'created (refusers)' ? String(line.value) : line.name === 'immediate re-asks' ? (line.value?.toFixed(3) ?? '—') : percent(line.value)
    const result = line.pass === null ? '' : line.pass ? 'PASS' : 'FAIL'
    console.log(`  ${line.name.padEnd(28)}${value.padStart(8)}  ${line.count.padEnd(10)}${line.budget.padEnd(14)}${result}`)
  }
  const { median, max } = summary.turnsToSend
  console.log(`  ${'turns to send'.padEnd(28)}${`${median ?? '—'} / ${max ?? '—'}`.padStart(8)}  (median / max)`)
  if (summary.turnLimitHit.length) console.log(`  stopped at the turn limit: ${summary.turnLimitHit.join(', ')}`)
  if (summary.noProInDirectory.length) {
    console.log(
      `  expect "matches", but no pro of the trade in the seeded directory serves the place (judged as "none"): ${summary.noProInDirectory.join(', ')}`,
    )
  }

  console.log('\nPer dialogue:')
  for (const score of scores) {
    const marks = [
      score.wantsToSend ? (score.sent ? 'sent' : score.created ? `request ${score.requestStatus}` : 'NOT SENT') : score.created ? 'CREATED' : 'nothing sent',
      score.turnsToSend ? `at turn ${score.turnsToSend}` : '',
      score.rightTradeInRange ? `${score.rightTradeInRange.ok ? 'fit' : 'MISFIT'}: ${score.rightTradeInRange.why}` : '',
      score.reAsks.length ? `RE-ASKED ${score.reAsks.map((entry) => `${entry.question}@${entry.turn}`).join(' ')}` : '',
      score.spanishReplies ? `es ${score.spanishReplies.spanish}/${score.spanishReplies.replies}` : '',
      score.emergency
        ? `emergency ${score.emergency.ok ? 'ok' : `FAIL (budget asked: ${score.emergency.budgetAsked}, urgency: ${score.emergency.urgency})`}`
        : '',
      score.statusAnswers.asked ? `status ${score.statusAnswers.answered}/${score.statusAnswers.asked}` : '',
    ].filter(Boolean)
    console.log(`  ${score.id.padEnd(8)} ${score.personaTurns} turns  ${marks.join(' · ')}`)
  }

  const failing = summary.lines.filter((line) => line.pass === false || (line.pass === null && line.failing.length))
  if (failing.length) {
    console.log('\nFailing dialogues by measure:')
    for (const line of failing) console.log(`  ${line.name}: ${line.failing.join(', ')}`)
  }
  console.log(`\n${summary.passed ? 'All budgets pass.' : 'Some budgets fail'}${strict ? '' : ' (exit code 0 without --strict)'}`)
}
