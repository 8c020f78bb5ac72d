import { describe, expect, test } from 'vitest'
import {
  answerFor,
  answersStatus,
  detectLanguage,
  isStatusQuestion,
  NO_PRO_REASON,
  parseDialogues,
  questionKind,
  summarise,
  type DialogueScore,
} from './conversation-eval.server.ts'

const dialogue = {
  id: 't-1',
  author: 't',
  persona: 'a test persona',
  language: 'en',
  opening: 'my roof leaks',
  answers: { location: '32931', trade: '15 years, shingle', other: 'just fix it' },
  wantsToSend: true,
  expect: { serviceType: 'Roofing', outcome: 'matches', emergency: false },
}
const line = (changes: Record<string, unknown> = {}) => JSON.stringify({ ...dialogue, ...changes })

describe('parseDialogues', () => {
  test('reads a valid line, skipping blank ones', () => {
    expect(parseDialogues(`\n${line()}\n\n`, 'x.jsonl')).toMatchObject([{ id: 't-1', answers: { location: '32931' } }])
  })

  test('names the file, the line and the field of a problem', () => {
    expect(() => parseDialogues(`${line()}\n{"id": `, 'x.jsonl')).toThrow(/^x\.jsonl:2: not valid JSON/)
    expect(() => parseDialogues(line({ language: 'fr' }), 'x.jsonl')).toThrow(/^x\.jsonl:1: language: /)
    expect(() => parseDialogues(line({ answers: { consnet: 'yes' } }), 'x.jsonl')).toThrow(/^x\.jsonl:1: answers: .*\(consnet\)/)
    expect(() => parseDialogues(line({ wantsToSend: 'yes' }), 'x.jsonl')).toThrow(/^x\.jsonl:1: wantsToSend: /)
    expect(() => parseDialogues(line({ expect: { outcome: 'matches' } }), 'x.jsonl')).toThrow(
      /^x\.jsonl:1: expect\.serviceType: outcome "matches" needs a serviceType/,
    )
    expect(() => parseDialogues(`${line()}\n${line()}`, 'x.jsonl')).toThrow(/^x\.jsonl:2: id "t-1" is already used on line 1/)
  })
})

test("a trade question's id is kind trade; a kind the persona has no answer for falls back to other", () => {
  const [parsed] = parseDialogues(line())
  expect(questionKind('roof-age')).toBe('trade')
  expect(questionKind('consent')).toBe('consent')
  expect(answerFor(parsed!, 'roof-leak')).toBe('15 years, shingle')
  expect(answerFor(parsed!, 'location')).toBe('32931')
  expect(answerFor(parsed!, 'budget')).toBe('just fix it')
})

test('detectLanguage tells Spanish from English by their stop words', () => {
  expect(detectLanguage('¿Cuál es el código postal de la propiedad?')).toBe('es')
  expect(detectLanguage('Encontré 1 profesional de HVAC para Kissimmee. ¿Qué presupuesto tiene en mente?')).toBe('es')
  expect(detectLanguage("What's the ZIP code of the property?")).toBe('en')
  expect(detectLanguage('Got it — HVAC. How soon does the work need to start?')).toBe('en')
  // a company list with an English heading is English; a bare name is neither
  expect(detectLanguage('Here are the top 3 vetted Roofing pros for Cocoa Beach:\n1. Atlantic Shield Roofing')).toBe('en')
  expect(detectLanguage('HR-4HQLIZ')).toBeUndefined()
})

test('status questions and answers', () => {
  expect(['has anyone accepted yet?', 'did it go thru', '¿ya aceptó alguien?', 'me van a llamar hoy?', 'any news?'].every(isStatusQuestion)).toBe(true)
  expect(['ok cool thank you', 'ok espero la llamada', 'found the valve by the street its off now'].some(isStatusQuestion)).toBe(false)
  expect(answersStatus('Your request HR-4HQLIZ went to 2 pros; no one has accepted it yet.', true)).toBe(true)
  expect(answersStatus('Tu solicitud está pendiente: nadie la ha aceptado todavía.', true)).toBe(true)
  expect(answersStatus("That's everything I need. I'll pass your details to them, and they'll reach out.", true)).toBe(false)
  expect(answersStatus("That's everything I need. Nothing has been shared; you can contact them yourself.", false)).toBe(true)
})

test('a no-pro reason in either language', () => {
  expect(NO_PRO_REASON.test("I don't have a Landscaping pro near Naples in our network yet.")).toBe(true)
  expect(NO_PRO_REASON.test("Pool work isn't a service we offer — we don't offer pool resurfacing.")).toBe(true)
  expect(NO_PRO_REASON.test('Lo siento, no ofrecemos servicios de piscinas.')).toBe(true)
  expect(NO_PRO_REASON.test('Solo trabajamos en Florida; Atlanta está fuera de nuestra área.')).toBe(true)
  expect(NO_PRO_REASON.test('What budget do you have in mind?')).toBe(false)
})

const score = (changes: Partial<DialogueScore>): DialogueScore => ({
  id: 'x',
  language: 'en',
  wantsToSend: true,
  outcome: 'matches',
  stoppedBy: 'no-question',
  personaTurns: 8,
  sent: true,
  created: true,
  requestStatus: 'open',
  turnsToSend: 8,
  reachedConsent: true,
  rightTradeInRange: { ok: true, why: '' },
  noProInDirectory: false,
  reAsks: [],
  spanishReplies: null,
  emergency: null,
  statusAnswers: { asked: 0, answered: 0 },
  ...changes,
})

test('summarise: budgets, failing ids and turns to send', () => {
  const summary = summarise([
    score({ id: 'a', turnsToSend: 7 }),
    score({ id: 'b', turnsToSend: 11 }),
    score({ id: 'c', wantsToSend: false, sent: false, created: true, requestStatus: 'held', turnsToSend: 9 }),
    score({
      id: 'd',
      sent: false,
      created: false,
      turnsToSend: null,
      reAsks: [{ turn: 3, question: 'budget' }],
      rightTradeInRange: { ok: false, why: 'no pro listed' },
    }),
  ])
  const line = (name: string) => summary.lines.find((entry) => entry.name === name)!
  expect(line('sent (wantsToSend)')).toMatchObject({ count: '2/3', pass: false, failing: ['d'] })
  expect(line('created (refusers)')).toMatchObject({ value: 1, pass: false, failing: ['c'] })
  expect(line('right trade & in range')).toMatchObject({ count: '3/4', pass: false, failing: ['d'] })
  expect(line('immediate re-asks')).toMatchObject({ value: 0.25, pass: false, failing: ['d'] })
  expect(line('replies in Spanish (es)').pass).toBeNull()
  expect(summary.turnsToSend).toEqual({ median: 9, max: 11 })
  expect(summary.passed).toBe(false)
  expect(summarise([score({ id: 'a' })]).passed).toBe(true)
})
