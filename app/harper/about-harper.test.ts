import { expect, test } from 'vitest'
import { questionsAboutHarper } from './about-harper.ts'
import { decideNextTurn, emptyMemory, recordQuestion } from './policy.ts'

test.each([
  ["Before I tell you anything, is this free or is there a catch? My neighbor got charged a 'service fee'", ['cost']],
  ['quick question first tho - how do you make money if its free for me?', ['cost']],
  ['Are you going to sell my number to a bunch of telemarketers?', ['sharing']],
  ['how many people are gonna call me if I use this. honest answer', ['sharing']],
  ['Hi. Is this a real person or a bot?', ['bot']],
  ['Where do your reviews come from? Are they real or do the contractors write them?', ['vetting']],
  ['are your contractors licensed?', ['vetting']],
  ['Who actually runs this? Like is there a company behind it or is it just a chatbot that sells leads?', ['sharing', 'company']],
  ['Is this only a Florida thing? Who are you people', ['company']],
  ['¿Ustedes venden los números de teléfono?', ['sharing']],
  ['Hola, ¿es gratis?', ['cost']],
  // what the pros charge, asked before sending: each pro quotes directly
  ['how much they charge first', ['cost']],
  ['¿Ustedes dónde están? ¿Son una empresa en Florida?', ['company']],
  ["What is your privacy policy. Who gets my data and do you sell it. Then I'll tell you about my roof", ['sharing']],
] as const)('a question about Harper itself: %s', (message, topics) => {
  expect(questionsAboutHarper(message)).toEqual(topics)
})

test.each([
  'how much does a new roof cost in Tampa?',
  'my AC is free standing and it leaks',
  'the last guy charged me $400 and never came back',
  'is the water heater under warranty?',
  'the breaker box is real old',
])('no question about Harper: %s', (message) => {
  expect(questionsAboutHarper(message)).toEqual([])
})

test('a writer read as "other" who asked about Harper is asked what they need, the answer said first', () => {
  const lead = 'Harper is free for homeowners.'
  const asked = decideNextTurn({ userType: 'other' }, emptyMemory(), { userMessages: 1, lead, askedAboutHarper: true })
  expect(asked).toMatchObject({ kind: 'ask', question: 'serviceType' })
  expect(asked.text).toMatch(/^Harper is free for homeowners\. What do you need help with\?/)
  // with no question about Harper, "other" gets the team's route
  expect(decideNextTurn({ userType: 'other' }, emptyMemory(), { userMessages: 1 })).toMatchObject({ kind: 'answer' })
})

test.each([
  ['My neighbor got a call from a man who said he was with Harper Home and she had to pay a $500 deposit by gift card', ['impostor']],
  ['So I can tell her you never call asking for gift cards?', ['impostor']],
  ['un señor dijo que era de Harper Home y le pidió un depósito', ['impostor']],
])('a caller who said they were Harper Home is answered as one: %s', (message, topics) => {
  expect(questionsAboutHarper(message)).toEqual(topics)
})

test('an agent told how to join hears next what happens after applying, not the same welcome (2026-12-02)', () => {
  const first = decideNextTurn({ userType: 'affiliate' }, emptyMemory(), { userMessages: 1 })
  expect(first.text).toMatch(/^Welcome!/)
  const again = decideNextTurn({ userType: 'affiliate' }, recordQuestion(emptyMemory(), first, { userType: 'affiliate' }), { userMessages: 2 })
  expect(again.text).toMatch(/within 48 hours/)
  expect(questionsAboutHarper('I got a gift card for Christmas, want to use it on a roof')).toEqual([])
})
