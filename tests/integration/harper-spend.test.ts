import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { decodeStreamEvents } from '~/harper/chat-protocol.ts'
import { databaseSpendLedger, spendDay } from '~/harper/spend.server.ts'
import { action } from '~/routes/resources/harper.messages.ts'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { messageEvents, startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.ts'
import { ensureSeededVendors, formRequest, routeArgs } from './helpers.ts'

// Harper's Claude spend caps with the database ledger, through the chat route, against the fake
// Messages API (issue #14 item 9, docs/decisions/0025).

let fake: FakeAnthropic
beforeAll(async () => {
  await ensureSeededVendors()
  fake = await startFakeAnthropic()
}, 60_000)
afterAll(async () => {
  await fake.close()
})
afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
})

/** One streamed chat message in a new conversation: the saved reply. */
async function chat(message: string) {
  const response = (await action(routeArgs(formRequest('/harper/messages', { message }, { headers: { Accept: 'text/event-stream' } })))) as Response
  const { events } = decodeStreamEvents(await response.text())
  const saved = events.find((event) => event.event === 'saved')
  return saved?.event === 'saved' ? saved.data.message.content : ''
}

test('the ledger adds up each day’s spend, also when the day’s first turns race', async () => {
  const ledger = databaseSpendLedger()
  const day = `2000-01-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}-${Math.random().toString(36).slice(2, 6)}`
  await Promise.all([ledger.record(day, { inputTokens: 100, outputTokens: 20, turns: 1 }), ledger.record(day, { inputTokens: 50, outputTokens: 5, turns: 1 })])
  await ledger.record(day, { cappedTurns: 1 })
  expect(await ledger.spentOn(day)).toEqual({ tokens: 175, turns: 2 })
  expect(await db.harperUsageDay.findUniqueOrThrow({ where: { day } })).toMatchObject({ inputTokens: 150, outputTokens: 25, turns: 2, cappedTurns: 1 })
  expect(await ledger.spentOn('1999-12-31')).toEqual({ tokens: 0, turns: 0 })
})

test('with Claude on, the day’s turn cap hands every later conversation to the embedded engine, counted in the ledger', async () => {
  const today = spendDay(new Date())
  const before = (await db.harperUsageDay.findUnique({ where: { day: today } })) ?? { turns: 0, cappedTurns: 0, inputTokens: 0, outputTokens: 0 }
  vi.stubEnv('ANTHROPIC_API_KEY', 'test-key')
  vi.stubEnv('ANTHROPIC_BASE_URL', fake.baseURL)
  // one more Claude turn today, then the cap
  vi.stubEnv('HARPER_DAILY_TURN_CAP', String(before.turns + 1))
  resetServerEnvForTests()

  fake.script({
    kind: 'stream',
    events: messageEvents({ text: ['Sorry about the leak! Which ZIP code is the house in?'], inputTokens: 120, outputTokens: 40 }),
  })
  const sent = fake.requests.length
  expect(await chat('my roof is leaking')).toBe('Sorry about the leak! Which ZIP code is the house in?')
  expect(fake.requests.length).toBe(sent + 1)

  // a new conversation: Claude is not called, the embedded engine answers
  const embedded = await chat('my roof is leaking in 32931')
  expect(fake.requests.length).toBe(sent + 1)
  expect(embedded).toMatch(/roof/i)
  expect(embedded).not.toBe('Sorry about the leak! Which ZIP code is the house in?')

  const after = await db.harperUsageDay.findUniqueOrThrow({ where: { day: today } })
  expect(after.turns - before.turns).toBe(1)
  expect(after.inputTokens - before.inputTokens).toBe(120)
  expect(after.outputTokens - before.outputTokens).toBe(40)
  expect(after.cappedTurns - before.cappedTurns).toBe(1)
})

test('the conversation token cap is checked against the tokens stored with the conversation', async () => {
  vi.stubEnv('ANTHROPIC_API_KEY', 'test-key')
  vi.stubEnv('ANTHROPIC_BASE_URL', fake.baseURL)
  vi.stubEnv('HARPER_CONVERSATION_TOKEN_CAP', '100')
  resetServerEnvForTests()
  fake.script({ kind: 'stream', events: messageEvents({ text: ['Which ZIP code is the house in?'], inputTokens: 90, outputTokens: 20 }) })
  const first = (await action(routeArgs(formRequest('/harper/messages', { message: 'my roof is leaking', redirectTo: '/' })))) as Response
  const cookie = first.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const sent = fake.requests.length
  await action(routeArgs(formRequest('/harper/messages', { message: 'it is in 32931', redirectTo: '/' }, { cookie })))
  expect(fake.requests.length).toBe(sent)
  const conversation = await db.conversation.findFirstOrThrow({ orderBy: { updatedAt: 'desc' }, select: { state: true } })
  expect(conversation.state).toMatchObject({ tokensUsed: 110, claudeTurns: 1, intake: { zip: '32931' } })
})
