import { describe, expect, test } from 'vitest'
import { CONSENT_YES, decideNextTurn, emptyMemory, GREETING, MAX_IGNORED, recordQuestion, recordReply, TRADE_QUESTIONS, type PolicyMemory } from './policy.ts'
import type { Intake } from './intake.ts'

// The policy as a sequence of turns: what Harper asks next given the intake and its memory.

const plumbingAnswered = (): PolicyMemory => ({ ...emptyMemory(), tradeAnswers: { 'plumbing-what': 'leak', 'plumbing-water-off': 'shut off' } })
const next = (intake: Intake, memory: PolicyMemory = emptyMemory(), userMessages = 1) => decideNextTurn(intake, memory, { userMessages })

describe('policy', () => {
  test('greets with the spec options before the first message', () => {
    expect(next({}, emptyMemory(), 0)).toEqual({ kind: 'greet', text: GREETING, suggestions: ['Consumer', 'Affiliate/Real Estate Pro'] })
  })

  test('asks who the user is once, then for the service', () => {
    const first = next({})
    expect(first.question).toBe('userType')
    const memory = recordQuestion(emptyMemory(), first)
    expect(next({}, memory).question).toBe('serviceType')
  })

  test('asks for exactly one missing thing, in order, with quick replies, never what is known', () => {
    expect(next({ userType: 'consumer', serviceType: 'Plumbing' })).toMatchObject({ question: 'location' })
    const urgency = next({ userType: 'consumer', serviceType: 'Plumbing', zip: '32901' })
    expect(urgency.question).toBe('urgency')
    expect(urgency.suggestions).toContain('Within 3 Days')
    const budget = next({ userType: 'consumer', serviceType: 'Plumbing', city: 'Tampa', state: 'FL', urgency: '7-days' })
    expect(budget.question).toBe('budget')
    expect(budget.suggestions).toContain('$1,001 - $5,000')
    expect(next({ userType: 'consumer', serviceType: 'Plumbing', zip: '32901', urgency: '7-days', budget: '0-500' }).question).toBe('plumbing-what')
    expect(next({ userType: 'consumer', serviceType: 'Plumbing', zip: '32901', urgency: '7-days', budget: '0-500' }, plumbingAnswered()).question).toBe('name')
  })

  test.each(Object.entries(TRADE_QUESTIONS))('%s: the trade questions come after budget, one at a time (a danger check first)', (serviceType, questions) => {
    let memory = emptyMemory()
    const intake = { userType: 'consumer', serviceType, zip: '32931', urgency: '7-days', budget: '1001-5000' } as Intake
    const danger = (question: { id: string }) => question.id === 'electrical-danger'
    for (const question of [...questions!.filter(danger), ...questions!.filter((question) => !danger(question))]) {
      const turn = next(intake, memory)
      expect(turn.question).toBe(question.id)
      expect(turn.text).toBe(question.text)
      memory = recordReply(recordQuestion(memory, turn), intake, 'not sure')
    }
    expect(next(intake, memory).question).toBe('name')
  })

  test('the electrician’s danger check comes before the timing and the budget', () => {
    const intake: Intake = { userType: 'consumer', serviceType: 'Electrical', zip: '32607' }
    expect(next(intake).question).toBe('electrical-danger')
    const memory = recordReply(recordQuestion(emptyMemory(), next(intake), intake), intake, 'no, nothing like that')
    expect(next(intake, memory).question).toBe('urgency')
  })

  test('a question ignored twice is not asked a third time', () => {
    const intake: Intake = { userType: 'consumer', serviceType: 'Plumbing' }
    let memory = emptyMemory()
    for (let time = 0; time < MAX_IGNORED; time++) {
      const turn = next(intake, memory)
      expect(turn.question).toBe('location')
      memory = recordReply(recordQuestion(memory, turn), intake, 'can you just hurry')
    }
    expect(next(intake, memory).question).toBe('urgency')
  })

  test('"nothing in particular, just asking" to "what do you need help with?" is not asked again', () => {
    const intake: Intake = { userType: 'consumer', city: 'Ocala', state: 'FL' }
    for (const answer of [
      "Nothing in particular today. Just asking whether there's a charity or discount program",
      'nada por ahora, solo preguntaba',
      "None. I'm asking about your data practices.",
      'Not a service request — I help homeowners reopen underpaid claims. Looking to partner with you.',
      "FEMA. I need to know if they're going to help with the house",
      'the refill for my pills',
      "I don't need nothing done, I need the power back on. The whole road is out",
      'no necesito nada, solo quiero saber cuándo vuelve la luz',
      'nothing right now just seeing what you got',
      'i just need to pay rent',
      'pagar la factura de la luz',
      'rentar una casa',
      'I need a lawyer or somebody who knows the mobile home laws. Not a repairman',
      '¿no es esta la página de la asociación?',
      // someone in the wrong tab: a store order (the mg- author, 2026-12-01)
      'just changing my delivery address',
      'quiero cambiar la dirección de entrega de mi pedido',
    ]) {
      const turn = next(intake, emptyMemory())
      expect(turn.question).toBe('serviceType')
      const memory = recordReply(recordQuestion(emptyMemory(), turn), intake, answer)
      expect(next(intake, memory).question).toBeUndefined()
    }
    // a problem described without a trade is asked about again
    const turn = next(intake, emptyMemory())
    expect(next(intake, recordReply(recordQuestion(emptyMemory(), turn), intake, 'nothing works in the kitchen')).question).toBe('serviceType')
  })

  test('"who should I call then?" after work we do not offer is answered, not met with the service question', () => {
    const intake: Intake = { userType: 'consumer', unsupportedService: 'pest control' }
    const named = next(intake, emptyMemory())
    expect(named.text).toContain("pest control isn't something our network covers")
    let memory = recordQuestion(emptyMemory(), named, intake)
    memory = recordReply(memory, intake, "so you don't do termites? who should I call then")
    const answer = next(intake, memory)
    expect(answer.question).toBeUndefined()
    expect(answer.text).toContain("I can't name a pro for pest control")
    // in Spanish too
    const spanish = decideNextTurn(intake, recordReply(recordQuestion(emptyMemory(), named, intake), intake, 'ah ok, entonces a quién llamo?'), {
      userMessages: 2,
      language: 'es',
    })
    expect(spanish.text).toContain('No puedo recomendarle a nadie para el control de plagas')
  })

  test('the ZIP asked again says why it is asked', () => {
    const intake: Intake = { userType: 'consumer', serviceType: 'Foundation Repair' }
    const first = next(intake)
    expect(first.question).toBe('location')
    const again = next(intake, recordReply(recordQuestion(emptyMemory(), first, intake), intake, 'why'))
    expect(again).toMatchObject({ question: 'location' })
    expect(again.text).toContain('I ask so I only show pros who serve your area')
  })

  test('consent is asked after contact details and recorded only from the user’s own yes', () => {
    const intake: Intake = {
      userType: 'consumer',
      serviceType: 'Plumbing',
      zip: '32901',
      urgency: '7-days',
      budget: '0-500',
      name: 'Dana',
      phone: '321-555-0142',
    }
    const referral = next(intake, plumbingAnswered())
    expect(referral).toMatchObject({ question: 'referral', suggestions: ['No'] })
    expect(next(intake, recordReply(recordQuestion(plumbingAnswered(), referral), intake, 'no')).question).toBe('consent')
    // a ?ref= link already attributed the chat: the question is not asked
    const turn = next(intake, { ...plumbingAnswered(), attributed: true })
    expect(turn.question).toBe('consent')
    expect(turn.suggestions).toEqual([CONSENT_YES, 'No thanks'])
    const asked = recordQuestion({ ...plumbingAnswered(), attributed: true }, turn)
    expect(recordReply(asked, intake, 'what happens next?').consentAt).toBeUndefined()
    const agreed = recordReply(asked, intake, CONSENT_YES)
    expect(agreed.consentAt).toBeDefined()
    expect(next(intake, agreed)).toMatchObject({ kind: 'wrap-up', suggestions: ['Book Appointment', 'Talk to Agent'] })
  })

  test('a second "not yet" stops the question; a later "send it" is the yes, a later "ok thanks" is not', () => {
    const intake: Intake = {
      userType: 'consumer',
      serviceType: 'Roofing',
      zip: '32931',
      urgency: '7-days',
      budget: '5001-10000',
      name: 'Dana',
      phone: '321-555-0142',
    }
    let memory: PolicyMemory = { ...emptyMemory(), attributed: true, tradeAnswers: { 'roof-age': '15', 'roof-leak': 'yes', 'roof-claim': 'no' } }
    const firstUnclear = recordReply(recordQuestion(memory, next(intake, memory)), intake, 'maybe')
    expect(next(intake, firstUnclear).text).toMatch(/^I haven't sent anything\. I'll only send it on a clear yes, so just to check: Shall I send/)
    for (const reply of ['yes but dont send it yet', 'sí pero no lo mande todavía, primero hablo con mi esposa']) {
      memory = recordReply(recordQuestion(memory, next(intake, memory)), intake, reply)
      expect(memory.consentAt).toBeUndefined()
    }
    expect(memory.consentDeferred).toBe(true)
    const wrapUp = next(intake, memory)
    expect(wrapUp).toMatchObject({ kind: 'wrap-up' })
    expect(wrapUp.text).toMatch(/I haven't sent anything. Whenever you're ready/)
    memory = recordQuestion(memory, wrapUp)
    expect(recordReply(memory, intake, 'ok thanks').consentAt).toBeUndefined()
    expect(recordReply(memory, intake, 'dale gracias').consentAt).toBeUndefined()
    expect(recordReply(memory, intake, 'ok I talked to her, send it').consentAt).toBeDefined()
  })

  test('consent is recorded only on a clear yes; anything unclear asks again with both buttons, however often', () => {
    const intake: Intake = {
      userType: 'consumer',
      serviceType: 'Roofing',
      zip: '32931',
      urgency: 'immediate',
      budget: '5001-10000',
      name: 'Dana',
      phone: '321-555-0142',
    }
    let memory: PolicyMemory = { ...emptyMemory(), attributed: true, tradeAnswers: { 'roof-age': '15', 'roof-leak': 'yes', 'roof-claim': 'no' } }
    const firstUnclear = recordReply(recordQuestion(memory, next(intake, memory)), intake, 'maybe')
    expect(next(intake, firstUnclear).text).toMatch(/^I haven't sent anything\. I'll only send it on a clear yes, so just to check: Shall I send/)
    for (const reply of ['Yes, but do NOT send my request yet', 'ok, no. Do not send anything', 'Sure? What happens if I say yes?', 'maybe']) {
      const turn = next(intake, memory)
      expect(turn).toMatchObject({ question: 'consent', suggestions: [CONSENT_YES, 'No thanks'] })
      memory = recordReply(recordQuestion(memory, turn), intake, reply)
      expect(memory.consentAt).toBeUndefined()
      expect(memory.consentDeclined).toBeUndefined()
    }
    const again = next(intake, recordQuestion(memory, next(intake, memory)))
    expect(again).toMatchObject({ question: 'consent', suggestions: [CONSENT_YES, 'No thanks'] })
    // asked again and again: it says plainly that nothing went out and how to answer
    expect(again.text).toMatch(/^I still can't tell whether you want it sent, so nothing has gone out\. Reply "yes"/)
    expect(recordReply(recordQuestion(memory, again), intake, 'Sí, envíelo').consentAt).toBeDefined()
    expect(recordReply(recordQuestion(memory, again), intake, 'nope').consentDeclined).toBe(true)
  })

  test('consent waits for a name, asked a third time with why; an agent referring a client is not asked who referred them', () => {
    const intake: Intake = { userType: 'consumer', serviceType: 'Plumbing', zip: '32901', urgency: '7-days', budget: '0-500', phone: '321-555-0142' }
    const again = next(intake, { ...plumbingAnswered(), attributed: true, ignored: { name: MAX_IGNORED } })
    expect(again).toMatchObject({ question: 'name' })
    expect(again.text).toMatch(/To send the request I need a name/)
    const wrapUp = next(intake, { ...plumbingAnswered(), attributed: true, ignored: { name: MAX_IGNORED + 1 } })
    expect(wrapUp).toMatchObject({ kind: 'wrap-up' })
    expect(wrapUp.text).toMatch(/I haven't sent anything/)
    const forClient = next({ ...intake, userType: 'affiliate', name: 'Dana' }, plumbingAnswered())
    expect(forClient.question).toBe('consent')
    expect(forClient.text).toMatch(/your client's request/)
  })

  test('affiliates are guided to the programme, vendors to /for-vendors, others to /contact', () => {
    expect(next({ userType: 'affiliate' }).text).toMatch(/\/affiliates.*\/affiliate-auth/)
    expect(next({ userType: 'affiliate', serviceType: 'Roofing' }).text).toMatch(/client/)
    expect(next({ userType: 'vendor', serviceType: 'Roofing' })).toMatchObject({ kind: 'route' })
    expect(next({ userType: 'vendor' }).text).toMatch(/\/for-vendors/)
    expect(next({ userType: 'other' }).text).toMatch(/\/contact/)
  })
})
