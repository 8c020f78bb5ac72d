// The embedded engine: Harper without a network. Deterministic — the same chat gives the same
// reply — and fast enough to answer inside one request (see scripts/bench/harper.ts).
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import { describeMatches, matchIfReady, prepareTurn, TURN_LIMIT_REPLY } from './conversation.server.ts'
import { textEvents, type HarperEngine, type HarperEvent, type HarperState } from './engine.ts'
import { decideNextTurn, recordQuestion, TALK_TO_AGENT } from './policy.ts'
import { sanitizeReply } from './safety.ts'
import { normalizeText, readAdversarial } from './understanding.server.ts'

const ADVERSARIAL_NOTE = "I can't share other people's details or change how I work, but I'm happy to help with your project."

export type EmbeddedEngineOptions = { directory: VendorDirectory; now?: () => Date }

export function createEmbeddedEngine({ directory, now = () => new Date() }: EmbeddedEngineOptions): HarperEngine {
  return {
    name: 'embedded',
    async *respond({ state, message }): AsyncGenerator<HarperEvent> {
      const today = now()
      const prepared = prepareTurn(state, message, { now: today })
      yield { type: 'intake', intake: prepared.state.intake, changed: prepared.changed }
      if (prepared.overLimit) {
        yield* finish(prepared.state, TURN_LIMIT_REPLY, [TALK_TO_AGENT])
        return
      }
      const matched = await matchIfReady(directory, prepared.state, { now: today })
      if (matched.outcome) yield { type: 'matches', outcome: matched.outcome }

      const intake = matched.state.intake
      const lastTurnAdversarial = readAdversarial(message, normalizeText(message))
      // a trade just understood is acknowledged, so the user sees what Harper took from their words
      const acknowledgement =
        !matched.outcome && prepared.changed.includes('serviceType') && intake.userType !== 'vendor' ? `Got it — ${intake.serviceType}.` : ''
      const leads = [lastTurnAdversarial ? ADVERSARIAL_NOTE : '', acknowledgement, matched.outcome ? describeMatches(matched.outcome, intake) : ''].filter(
        Boolean,
      )
      const turn = decideNextTurn(intake, matched.state.memory, { userMessages: matched.state.turns.length, lead: leads.join(' ') })
      const memory = recordQuestion(matched.state.memory, turn)
      yield* finish({ ...matched.state, memory }, turn.text, turn.suggestions)
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
