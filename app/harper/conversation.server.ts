// The parts of a Harper turn that the server guarantees whichever engine speaks: the message is
// bounded, the embedded understanding reads it, consent comes only from the user's own reply,
// vendors are matched by our rules, and the conversation has caps. `runHarperTurn` is the one
// code path a chat (and the eval) goes through.
import { MAX_MATCHES, rankVendorsForRequest, type MatchOutcome } from '~/vendors/matching.server.ts'
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import type { ChatHistoryEntry, HarperEngine, HarperEvent, HarperState } from './engine.ts'
import type { Intake, IntakeSlot } from './intake.ts'
import { emptyMemory, recordReply, tradeAnswersIn, type PolicyMemory } from './policy.ts'
import { boundUserMessage } from './safety.ts'
import { understandConversation, type UserTurn } from './understanding.server.ts'

/** Caps (OWASP LLM10): user messages per conversation, and history kept for the model. */
export const MAX_USER_TURNS = 40
export const MAX_HISTORY_ENTRIES = 24
export const TURN_LIMIT_REPLY = "We've covered a lot in this chat. To keep going, please reach our team at /contact — they'll pick it up from here."

export function newConversationState(): HarperState {
  return { version: 1, turns: [], history: [], intake: {}, memory: emptyMemory(), tokensUsed: 0 }
}

const SLOT_OF_QUESTION: Partial<Record<string, IntakeSlot>> = { name: 'name', location: 'zip', urgency: 'urgency', budget: 'budget', referral: 'referralCode' }

export type PreparedTurn = { state: HarperState; changed: string[]; overLimit: boolean }

/** The user's message read into the state: understanding, answered or ignored questions, consent. */
export function prepareTurn(state: HarperState, rawMessage: string, { now = new Date() }: { now?: Date } = {}): PreparedTurn {
  const message = boundUserMessage(rawMessage)
  const askedFor = state.memory.lastQuestion ? SLOT_OF_QUESTION[state.memory.lastQuestion] : undefined
  const turns: UserTurn[] = [...state.turns, { message, ...(askedFor ? { askedFor } : {}) }]
  const { intake, changed } = understandConversation(turns, { now })
  const replied = recordReply(state.memory, intake, message)
  // what the user already told us is not asked again ("roof leaking …" answers "is it leaking?")
  const said = tradeAnswersIn(
    turns.map((turn) => turn.message),
    intake.serviceType,
  )
  const memory: PolicyMemory = { ...replied, tradeAnswers: { ...said, ...replied.tradeAnswers } }
  const history: ChatHistoryEntry[] = [...state.history, { role: 'user' as const, content: message }].slice(-MAX_HISTORY_ENTRIES)
  return { state: { ...state, turns, history, intake, memory }, changed, overLimit: turns.length > MAX_USER_TURNS }
}

/** The request key vendors are matched for; undefined until the service and a place are known. */
export function matchKey(intake: Intake) {
  if (!intake.serviceType || !(intake.zip || intake.city)) return undefined
  if (intake.userType === 'vendor' || intake.userType === 'other') return undefined
  return [intake.serviceType, intake.zip ?? `${intake.city}, ${intake.state ?? 'FL'}`, intake.urgency ?? '', intake.budget ?? ''].join('|')
}

/** Vendors for the request, when it is complete enough and has changed since the last list. */
export async function matchIfReady(directory: VendorDirectory, state: HarperState, { now = new Date() }: { now?: Date } = {}) {
  const key = matchKey(state.intake)
  if (!key || key === state.lastMatchKey) return { state, outcome: undefined }
  const { serviceType, zip, city, state: usState, urgency, budget } = state.intake
  const outcome = await rankVendorsForRequest(directory, { serviceType: serviceType!, zip, city, state: usState, urgency, budget }, { asOf: now })
  return { state: { ...state, lastMatchKey: key }, outcome }
}

const URGENCY_WORDS: Record<string, string> = {
  immediate: 'today',
  '3-days': 'within 3 days',
  '7-days': 'this week',
  '2-weeks': 'within 2 weeks',
  '30-days': 'this month',
}

/** The match list in words: numbered, one reason line each; an honest answer when nobody fits. */
export function describeMatches(outcome: MatchOutcome, intake: Intake): string {
  const service = intake.serviceType ?? 'home-service'
  const when = intake.urgency ? URGENCY_WORDS[intake.urgency] : undefined
  const budgetNote =
    'budgetBelowQuotes' in outcome && outcome.budgetBelowQuotes ? ['Heads-up: your budget is below the lowest quote each of these pros lists.'] : []
  switch (outcome.status) {
    case 'matched': {
      const lines = outcome.matches.map((match, index) => `${index + 1}. ${match.companyName} — ${match.reason}`)
      const heading =
        outcome.matches.length === 1
          ? `I found 1 vetted ${service} pro for ${outcome.place}:`
          : `Here are the top ${Math.min(MAX_MATCHES, outcome.matches.length)} vetted ${service} pros for ${outcome.place}:`
      const thin = outcome.thin === 'others-not-available-in-time' && when ? [`Other pros serve ${outcome.place} but can't start ${when}.`] : []
      return [heading, ...lines, ...thin, ...budgetNote].join('\n')
    }
    case 'alternatives': {
      const lines = outcome.alternatives.map((match, index) => `${index + 1}. ${match.companyName} — ${match.reason}`)
      if (outcome.reason === 'none-available-in-time') {
        return [
          `These ${service} pros serve ${outcome.place}, but none can start ${when ?? 'that soon'}:`,
          ...lines,
          ...budgetNote,
          'Ask them when they can start — or our team can help at /contact.',
        ].join('\n')
      }
      return [
        `I don't have a ${service} pro in our network who serves ${outcome.place} right now. The nearest ones are:`,
        ...lines,
        ...budgetNote,
        'They may not cover your address, so check with them — or our team can help at /contact.',
      ].join('\n')
    }
    case 'none':
      if (outcome.reason === 'outside-florida')
        return `${outcome.place} is outside Florida, and our network covers Florida only. Our team can still help you at /contact.`
      return `I don't have a ${service} pro near ${outcome.place} in our network yet. Our team can still help you at /contact.`
    case 'unknown-location':
      return `I couldn't place “${outcome.place}”. Could you give me the 5-digit ZIP code instead?`
  }
}

/**
 * One turn: the engine's events, passed through. The engines build on prepareTurn and
 * matchIfReady; this wrapper only enforces that a turn always ends with a 'done' event.
 */
export async function* runHarperTurn(engine: HarperEngine, state: HarperState, message: string, signal?: AbortSignal): AsyncGenerator<HarperEvent> {
  let finished = false
  for await (const event of engine.respond({ state, message, signal })) {
    if (event.type === 'done') finished = true
    yield event
  }
  if (!finished) throw new Error(`Harper engine ${engine.name} ended a turn without a 'done' event`)
}

/** Runs a turn to the end and returns its final event (the eval and tests use this). */
export async function completeHarperTurn(engine: HarperEngine, state: HarperState, message: string) {
  const events: HarperEvent[] = []
  for await (const event of runHarperTurn(engine, state, message)) events.push(event)
  const done = events.at(-1) as Extract<HarperEvent, { type: 'done' }>
  return { events, done }
}
