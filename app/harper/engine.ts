// The one interface both Harper engines implement: a turn is a stream of events, so a resource
// route (#9) can forward them as server-sent events as they come and persist the final state.
import type { MatchOutcome } from '~/vendors/matching.server.ts'
import type { Intake } from './intake.ts'
import type { PolicyMemory } from './policy.ts'
import type { UserTurn } from './understanding.server.ts'

export type ChatHistoryEntry = { role: 'user' | 'assistant'; content: string }

/** Everything a conversation needs to continue: plain JSON, safe to store and restore. */
export type HarperState = {
  version: 1
  /** the user's messages (after length capping) and the question each one answered */
  turns: UserTurn[]
  /** the chat as the model sees it (capped) */
  history: ChatHistoryEntry[]
  intake: Intake
  memory: PolicyMemory
  /** the request vendors were last matched for, so an unchanged request is not listed again */
  lastMatchKey?: string
  /** model tokens spent in this conversation (the Claude engine's budget) */
  tokensUsed: number
  /** turns Claude answered in this conversation (the per-conversation turn cap); absent in older states */
  claudeTurns?: number
  /** the language the user writes in (Harper answers in it; absent = English) */
  language?: HarperLanguage
  /** the pros Harper last listed for the request (it refers to them rather than listing them again) */
  listed?: ListedVendor[]
}

export type ListedVendor = { slug: string; companyName: string }

export const HARPER_LANGUAGES = ['en', 'es'] as const
export type HarperLanguage = (typeof HARPER_LANGUAGES)[number]

export type EngineName = 'embedded' | 'claude'

/** A Claude spend cap (app/harper/spend.server.ts) */
export type SpendCap = 'conversation-tokens' | 'conversation-turns' | 'daily-tokens' | 'daily-turns'

export type HarperEvent =
  | { type: 'text'; delta: string }
  /** discard the text streamed so far in this turn: another engine answers it */
  | { type: 'restart'; reason: string }
  | { type: 'suggestions'; suggestions: string[] }
  | { type: 'intake'; intake: Intake; changed: string[] }
  | { type: 'matches'; outcome: MatchOutcome }
  | {
      type: 'done'
      state: HarperState
      reply: string
      suggestions: string[]
      engine: EngineName
      fellBack: boolean
      /** the Claude spend cap that made the embedded engine answer (docs/decisions/0025) */
      spendCap?: SpendCap
    }

export type HarperTurnInput = {
  state: HarperState
  message: string
  signal?: AbortSignal
}

export type HarperEngine = {
  name: EngineName
  respond(input: HarperTurnInput): AsyncGenerator<HarperEvent>
}

/** A reply cut into word-sized text events, as a model would stream it. */
export function* textEvents(text: string): Generator<Extract<HarperEvent, { type: 'text' }>> {
  for (const delta of text.match(/\S+\s*|\s+/g) ?? []) yield { type: 'text', delta }
}
