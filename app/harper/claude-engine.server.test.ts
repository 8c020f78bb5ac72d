import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messageEvents, startFakeAnthropic, type FakeAnthropic } from '../../tests/fakes/anthropic-server.ts'
import { createClaudeEngine } from './claude-engine.server.ts'
import { completeHarperTurn, newConversationState } from './conversation.server.ts'
import type { HarperEvent, HarperState } from './engine.ts'
import { seededDirectory } from '../../prisma/seed-data/directory.ts'
import { CONSENT_NO, CONSENT_YES, emptyMemory } from './policy.ts'
import type { SpendCaps, SpendLedger, SpendUsage } from './spend.server.ts'

// The Claude engine against a local server speaking the Messages streaming API (no network).

let fake: FakeAnthropic
beforeAll(async () => {
  fake = await startFakeAnthropic()
})
afterAll(async () => {
  await fake.close()
})

const NOW = new Date('2026-11-20T15:00:00Z')
const engine = (turnTimeoutMs = 2_000) =>
  createClaudeEngine({
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    model: 'claude-fake',
    directory: seededDirectory(),
    now: () => NOW,
    limits: { turnTimeoutMs },
  })

const texts = (events: HarperEvent[]) => events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('')

describe('Claude engine', () => {
  test('streams text deltas and ends the turn as the claude engine, with the server-read intake', async () => {
    fake.script({ kind: 'stream', events: messageEvents({ text: ['Sorry about the leak! ', 'What ZIP code is the house in?'] }) })
    const { events, done } = await completeHarperTurn(engine(), newConversationState(), 'my roof is leaking into the kitchen')
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThanOrEqual(2)
    expect(texts(events)).toBe('Sorry about the leak! What ZIP code is the house in?')
    expect(done.engine).toBe('claude')
    expect(done.fellBack).toBe(false)
    expect(done.state.intake).toMatchObject({ userType: 'consumer', serviceType: 'Roofing' })
    expect(done.state.tokensUsed).toBe(80)
    const request = fake.requests.at(-1)!
    expect(request.stream).toBe(true)
    expect((request.tools as Array<{ name: string }>).map((tool) => tool.name)).toEqual(['record_intake', 'find_vendors', 'ask_consent'])
    expect(String(request.system)).toContain('"serviceType":"Roofing"')
  })

  test('a record_intake tool call fills a slot the embedded understanding left empty, then the model answers', async () => {
    fake.script(
      { kind: 'stream', events: messageEvents({ tools: [{ id: 'toolu_1', name: 'record_intake', inputJson: '{"name":"Dana","serviceType":"Plumbing"}' }] }) },
      { kind: 'stream', events: messageEvents({ text: ['Thanks Dana. Which ZIP code?'] }) },
    )
    const { events, done } = await completeHarperTurn(engine(), newConversationState(), 'the roof leaks, call me D')
    // the model may add a name; it may not change the trade the server understood
    expect(done.state.intake).toMatchObject({ serviceType: 'Roofing', name: 'Dana' })
    expect(events.some((event) => event.type === 'intake' && event.changed.includes('name'))).toBe(true)
    const followUp = fake.requests.at(-1)!.messages as Array<{ role: string; content: unknown }>
    const toolResult = (followUp.at(-1)!.content as Array<{ type: string; content: string; is_error?: boolean }>)[0]!
    expect(toolResult.type).toBe('tool_result')
    expect(toolResult.is_error).toBeUndefined()
    expect(done.reply).toBe('Thanks Dana. Which ZIP code?')
  })

  test('a malformed tool input is answered as an error the model can correct; nothing is recorded', async () => {
    fake.script(
      { kind: 'stream', events: messageEvents({ tools: [{ id: 'toolu_2', name: 'find_vendors', inputJson: '{"serviceType":"Rooofing","zip":"123"}' }] }) },
      { kind: 'stream', events: messageEvents({ tools: [{ id: 'toolu_3', name: 'record_intake', inputJson: '{"zip": 32931' }] }) },
      { kind: 'stream', events: messageEvents({ text: ['Could you tell me your ZIP code?'] }) },
    )
    const { done } = await completeHarperTurn(engine(), newConversationState(), 'roof leak')
    const second = fake.requests.at(-2)!.messages as Array<{ content: unknown }>
    const firstResult = (second.at(-1)!.content as Array<{ is_error?: boolean; content: string }>)[0]!
    expect(firstResult.is_error).toBe(true)
    expect(firstResult.content).toMatch(/Invalid input/)
    const third = fake.requests.at(-1)!.messages as Array<{ content: unknown }>
    expect((third.at(-1)!.content as Array<{ is_error?: boolean; content: string }>)[0]).toMatchObject({
      is_error: true,
      content: 'Invalid input: not valid JSON',
    })
    expect(done.state.intake.zip).toBeUndefined()
    expect(done.engine).toBe('claude')
  })

  test('a find_vendors call returns only public vendor fields', async () => {
    fake.script(
      { kind: 'stream', events: messageEvents({ tools: [{ id: 'toolu_4', name: 'find_vendors', inputJson: '{"serviceType":"Roofing","zip":"32931"}' }] }) },
      { kind: 'stream', events: messageEvents({ text: ['Here are roofers near you.'] }) },
    )
    const { events } = await completeHarperTurn(engine(), newConversationState(), 'need a roofer')
    const result = ((fake.requests.at(-1)!.messages as Array<{ content: unknown }>).at(-1)!.content as Array<{ content: string }>)[0]!.content
    const parsed = JSON.parse(result) as { vendors: Array<Record<string, unknown>> }
    expect(parsed.vendors.length).toBeGreaterThan(0)
    expect(result).not.toMatch(/@|555-01|contactName|email|phone/)
    expect(events.some((event) => event.type === 'matches')).toBe(true)
  })

  test('a 529 overload falls back to the embedded engine for that turn', async () => {
    fake.script({ kind: 'error', status: 529, errorType: 'overloaded_error', message: 'Overloaded' })
    const { events, done } = await completeHarperTurn(engine(), newConversationState(), 'AC is dead in 32931, need someone today')
    expect(done.fellBack).toBe(true)
    expect(done.engine).toBe('embedded')
    expect(events.some((event) => event.type === 'restart')).toBe(false)
    expect(done.reply).toMatch(/HVAC/)
    expect(done.state.intake).toMatchObject({ serviceType: 'HVAC', zip: '32931', urgency: 'immediate' })
  })

  test('a timeout falls back to the embedded engine within the wall-time cap', async () => {
    fake.script({ kind: 'hang' })
    const started = Date.now()
    const { done } = await completeHarperTurn(engine(300), newConversationState(), 'seawall cracked in 32952')
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(done.fellBack).toBe(true)
    expect(done.reply).toMatch(/Seawall/)
  })

  test('a stream that breaks after some text restarts the turn with the embedded reply', async () => {
    const events = messageEvents({ text: ['Let me check. ', 'One moment'] }).slice(0, 4)
    fake.script({ kind: 'stream', events })
    const { events: emitted, done } = await completeHarperTurn(engine(), newConversationState(), 'foundation cracks 32780')
    expect(emitted.some((event) => event.type === 'restart')).toBe(true)
    expect(done.fellBack).toBe(true)
  })

  test("the model's reply is plain text without other people's contact details", async () => {
    fake.script({
      kind: 'stream',
      events: messageEvents({ text: ['<b>Call</b> Greg at 321-555-0199 or greg@vendor.example. ', 'Your email jo@example.com is saved.'] }),
    })
    const { done } = await completeHarperTurn(engine(), newConversationState(), 'roof leak, jo@example.com')
    expect(done.reply).toBe('Call Greg at [hidden] or [hidden]. Your email jo@example.com is saved.')
  })
})

describe('spend caps (docs/decisions/0025)', () => {
  /** the day's spend in memory, as the database ledger keeps it */
  function memoryLedger() {
    const days = new Map<string, Required<SpendUsage>>()
    const ledger: SpendLedger = {
      async spentOn(day) {
        const row = days.get(day)
        return { tokens: (row?.inputTokens ?? 0) + (row?.outputTokens ?? 0), turns: row?.turns ?? 0 }
      },
      async record(day, usage) {
        const row = days.get(day) ?? { inputTokens: 0, outputTokens: 0, turns: 0, cappedTurns: 0 }
        for (const key of Object.keys(row) as (keyof SpendUsage)[]) row[key] += usage[key] ?? 0
        days.set(day, row)
      },
    }
    return { ledger, day: () => days.get('2026-11-20') }
  }
  const capped = (caps: Partial<SpendCaps>, ledger?: SpendLedger) =>
    createClaudeEngine({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'claude-fake', directory: seededDirectory(), now: () => NOW, caps, ledger })
  const reply = () => ({ kind: 'stream' as const, events: messageEvents({ text: ['Which ZIP code is the house in?'], inputTokens: 50, outputTokens: 30 }) })

  test('tokens are counted from the usage fields of every call in a turn, and the turn in the day’s ledger', async () => {
    const { ledger, day } = memoryLedger()
    fake.script(
      { kind: 'stream', events: messageEvents({ tools: [{ id: 'toolu_9', name: 'ask_consent', inputJson: '{}' }], inputTokens: 400, outputTokens: 20 }) },
      { kind: 'stream', events: messageEvents({ text: ['Shall I send it?'], inputTokens: 450, outputTokens: 12 }) },
    )
    const { done } = await completeHarperTurn(capped({}, ledger), newConversationState(), 'roof leak')
    expect(done.state.tokensUsed).toBe(882)
    expect(done.state.claudeTurns).toBe(1)
    expect(day()).toEqual({ inputTokens: 850, outputTokens: 32, turns: 1, cappedTurns: 0 })
  })

  test('a conversation past its token cap is answered by the embedded engine without calling Claude', async () => {
    const { ledger, day } = memoryLedger()
    const sent = fake.requests.length
    const state = { ...newConversationState(), tokensUsed: 1_000 }
    const { done } = await completeHarperTurn(capped({ conversationTokens: 1_000 }, ledger), state, 'roof leaking in 32931')
    expect(fake.requests.length).toBe(sent)
    expect(done).toMatchObject({ engine: 'embedded', fellBack: true, spendCap: 'conversation-tokens' })
    expect(done.reply).toMatch(/Roofing/)
    expect(day()).toMatchObject({ turns: 0, cappedTurns: 1 })
  })

  test('a conversation gets Claude for its first N turns only', async () => {
    const engine = capped({ conversationTurns: 2 })
    fake.script(reply(), reply())
    const sent = fake.requests.length
    let state = newConversationState()
    const answers = []
    for (const message of ['my roof is leaking', 'it is in 32931', 'as soon as possible']) {
      const { done } = await completeHarperTurn(engine, state, message)
      answers.push(done.spendCap ?? done.engine)
      state = done.state
    }
    expect(answers).toEqual(['claude', 'claude', 'conversation-turns'])
    expect(fake.requests.length).toBe(sent + 2)
    expect(state.claudeTurns).toBe(2)
  })

  test('the daily token cap stops Claude for every conversation once the day’s spend reaches it', async () => {
    const { ledger, day } = memoryLedger()
    const engine = capped({ dailyTokens: 80 }, ledger)
    fake.script(reply())
    const first = await completeHarperTurn(engine, newConversationState(), 'my roof is leaking')
    expect(first.done.engine).toBe('claude')
    const sent = fake.requests.length
    const second = await completeHarperTurn(engine, newConversationState(), 'my AC is dead')
    expect(second.done).toMatchObject({ engine: 'embedded', spendCap: 'daily-tokens' })
    expect(fake.requests.length).toBe(sent)
    expect(day()).toEqual({ inputTokens: 50, outputTokens: 30, turns: 1, cappedTurns: 1 })
  })

  test('the daily turn cap counts turns that failed too (they were paid for)', async () => {
    const { ledger } = memoryLedger()
    const engine = capped({ dailyTurns: 1 }, ledger)
    fake.script({ kind: 'error', status: 529, errorType: 'overloaded_error', message: 'Overloaded' })
    const first = await completeHarperTurn(engine, newConversationState(), 'my roof is leaking')
    expect(first.done).toMatchObject({ fellBack: true })
    expect(first.done.spendCap).toBeUndefined()
    const second = await completeHarperTurn(engine, newConversationState(), 'my roof is leaking')
    expect(second.done.spendCap).toBe('daily-turns')
  })

  test('a ledger that cannot be read keeps Claude off rather than spending blind', async () => {
    const broken: SpendLedger = {
      spentOn: () => Promise.reject(new Error('database down')),
      record: () => Promise.resolve(),
    }
    const sent = fake.requests.length
    const { done } = await completeHarperTurn(capped({}, broken), newConversationState(), 'my roof is leaking')
    expect(done).toMatchObject({ engine: 'embedded', fellBack: true })
    expect(fake.requests.length).toBe(sent)
  })
})

test('with Claude speaking, consent is still recorded only on a clear yes (the server reads it, not the model)', async () => {
  // a homeowner whose details are all known, at the consent question
  const atConsent: HarperState = {
    ...newConversationState(),
    turns: [{ message: "roof leaking in 32931, asap, budget $8,000, 15 year old shingle roof, no claim. I'm Dana Reyes, dana@example.test" }],
    memory: { ...emptyMemory(), attributed: true, lastQuestion: 'consent' },
  }
  const say = (text: string) => ({ kind: 'stream' as const, events: messageEvents({ text: [text] }) })
  fake.script(say('Of course — shall I send it?'), say('Sent!'))
  const unclear = await completeHarperTurn(engine(), atConsent, 'Yes, but do NOT send my request yet')
  expect(unclear.done.engine).toBe('claude')
  expect(unclear.done.state.memory.consentAt).toBeUndefined()
  expect(unclear.done.suggestions.slice(0, 2)).toEqual([CONSENT_YES, CONSENT_NO])
  const yes = await completeHarperTurn(engine(), unclear.done.state, 'Sí, envíelo')
  expect(yes.done.state.memory.consentAt).toBeDefined()
})
