// The embedded engine: Harper without a network. Deterministic — the same chat gives the same
// reply — and fast enough to answer inside one request (see scripts/bench/harper.ts).
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import { describeMatches, matchIfReady, prepareTurn } from './conversation.server.ts'
import { textEvents, type HarperEngine, type HarperEvent, type HarperState } from './engine.ts'
import { questionsAboutHarper } from './about-harper.ts'
import { decideNextTurn, recordQuestion, TALK_TO_AGENT } from './policy.ts'
import { sanitizeReply } from './safety.ts'
import { harperTexts } from './texts.ts'
import { normalizeText, readAdversarial } from './understanding.server.ts'

export type EmbeddedEngineOptions = { directory: VendorDirectory; now?: () => Date }

/**
 * What Harper says before its question this turn: a note on a hostile message, the safety line of
 * an emergency (once), answers to questions about Harper itself, pros taken off the list, the trade just understood, and the match list (or,
 * when the same pros fit again, a pointer to the list above).
 */
export function turnLead(
  before: HarperState,
  after: HarperState,
  { message, changed, matchText, repeated }: { message: string; changed: string[]; matchText?: string; repeated: boolean },
) {
  const texts = harperTexts(after.language)
  const { intake, memory } = after
  const removedNow = (memory.removedVendors ?? []).filter((slug) => !(before.memory.removedVendors ?? []).includes(slug))
  const removedNames = (before.listed ?? []).filter((vendor) => removedNow.includes(vendor.slug)).map((vendor) => vendor.companyName)
  const emergencyLine = memory.emergency && !before.memory.emergencyAcknowledged ? `${texts.emergency[memory.emergency]} ${texts.emergencyMarked}` : ''
  // a trade just understood is acknowledged, so the user sees what Harper took from their words
  const acknowledgement =
    !matchText && !repeated && changed.includes('serviceType') && intake.serviceType && intake.userType !== 'vendor'
      ? texts.acknowledge(intake.serviceType)
      : ''
  return [
    readAdversarial(message, normalizeText(message)) ? texts.adversarialNote : '',
    emergencyLine,
    ...questionsAboutHarper(message).map((topic) => texts.aboutHarper[topic]),
    removedNames.length ? texts.removed(removedNames) : '',
    acknowledgement,
    repeated && after.listed?.length ? texts.sameMatches(after.listed.length) : (matchText ?? ''),
  ]
    .filter(Boolean)
    .join(' ')
}

/** The next turn for the state after this message (policy.ts), the lead said first: both engines ask the same way. */
export function nextTurn(state: HarperState, lead: string, message: string) {
  return decideNextTurn(state.intake, state.memory, {
    userMessages: state.turns.length,
    lead,
    language: state.language,
    listed: state.listed,
    askedAboutHarper: questionsAboutHarper(message).length > 0,
  })
}

export function createEmbeddedEngine({ directory, now = () => new Date() }: EmbeddedEngineOptions): HarperEngine {
  return {
    name: 'embedded',
    async *respond({ state, message }): AsyncGenerator<HarperEvent> {
      const today = now()
      const prepared = prepareTurn(state, message, { now: today })
      const texts = harperTexts(prepared.state.language)
      yield { type: 'intake', intake: prepared.state.intake, changed: prepared.changed }
      if (prepared.overLimit) {
        yield* finish(prepared.state, texts.turnLimit, [TALK_TO_AGENT])
        return
      }
      const matched = await matchIfReady(directory, prepared.state, { now: today })
      if (matched.outcome && !matched.repeated) yield { type: 'matches', outcome: matched.outcome }
      const after = matched.state
      const matchText = matched.outcome && !matched.repeated ? describeMatches(matched.outcome, after.intake, after.language) : undefined
      const lead = turnLead(state, after, { message, changed: prepared.changed, matchText, repeated: matched.repeated })
      const turn = nextTurn(after, lead, message)
      const memory = recordQuestion(after.memory, turn, after.intake)
      yield* finish({ ...after, memory }, turn.text, turn.suggestions)
    },
  }
}

/** Streams the reply and ends the turn with the state to keep. */
export function* finish(
  state: HarperState,
  text: string,
  suggestions: string[],
  engine: 'embedded' | 'claude' = 'embedded',
  fellBack = false,
): Generator<HarperEvent> {
  const reply = sanitizeReply(text, { emails: state.intake.email ? [state.intake.email] : [], phones: state.intake.phone ? [state.intake.phone] : [] })
  yield* textEvents(reply)
  if (suggestions.length) yield { type: 'suggestions', suggestions }
  const history = [...state.history, { role: 'assistant' as const, content: reply }]
  yield { type: 'done', state: { ...state, history }, reply, suggestions, engine, fellBack }
}
