// Claude's spend caps for Harper (issue #14 item 9, docs/decisions/0025): per conversation (tokens
// and turns, counted in the conversation's state) and per UTC day (tokens and turns, counted in
// HarperUsageDay). A turn is checked before it goes to Claude; past a cap the embedded engine
// answers it, and the cap is logged and counted. A turn can pass a token cap by at most its own
// spend (three rounds of CLAUDE_LIMITS.maxTokens output), since its size is known only afterwards.
import { db, type Db } from '~/utils/db.server.ts'
import { getServerEnv, type Env } from '~/utils/env.server.ts'
import type { SpendCap } from './engine.ts'

export type SpendCaps = {
  conversationTokens: number
  conversationTurns: number
  dailyTokens: number
  dailyTurns: number
}

export type { SpendCap }

export function spendCapsFromEnv(env: Env = getServerEnv()): SpendCaps {
  return {
    conversationTokens: env.HARPER_CONVERSATION_TOKEN_CAP,
    conversationTurns: env.HARPER_CONVERSATION_TURN_CAP,
    dailyTokens: env.HARPER_DAILY_TOKEN_CAP,
    dailyTurns: env.HARPER_DAILY_TURN_CAP,
  }
}

export type SpendUsage = { inputTokens?: number; outputTokens?: number; turns?: number; cappedTurns?: number }

/** Where the day's spend is kept: the database in the app, memory in unit tests. */
export type SpendLedger = {
  spentOn(day: string): Promise<{ tokens: number; turns: number }>
  record(day: string, usage: SpendUsage): Promise<void>
}

/** The UTC day a turn counts against. */
export const spendDay = (now: Date) => now.toISOString().slice(0, 10)

/** The first cap a conversation with this spend has reached, or null. */
export function conversationCapReached(spent: { tokens: number; turns: number }, caps: SpendCaps): SpendCap | null {
  if (spent.turns >= caps.conversationTurns) return 'conversation-turns'
  if (spent.tokens >= caps.conversationTokens) return 'conversation-tokens'
  return null
}

/** The first daily cap today's spend has reached, or null. */
export function dailyCapReached(spent: { tokens: number; turns: number }, caps: SpendCaps): SpendCap | null {
  if (spent.turns >= caps.dailyTurns) return 'daily-turns'
  if (spent.tokens >= caps.dailyTokens) return 'daily-tokens'
  return null
}

export function databaseSpendLedger(database: Db = db): SpendLedger {
  return {
    async spentOn(day) {
      const row = await database.harperUsageDay.findUnique({ where: { day }, select: { inputTokens: true, outputTokens: true, turns: true } })
      return { tokens: (row?.inputTokens ?? 0) + (row?.outputTokens ?? 0), turns: row?.turns ?? 0 }
    },
    async record(day, usage) {
      const counts = {
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
        turns: usage.turns ?? 0,
        cappedTurns: usage.cappedTurns ?? 0,
      }
      const increments = Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, { increment: value }]))
      try {
        await database.harperUsageDay.upsert({ where: { day }, create: { day, ...counts }, update: increments })
      } catch (error) {
        // two first turns of a day raced to create the row: the loser adds to the winner's
        if ((error as { code?: unknown }).code !== 'P2002') throw error
        await database.harperUsageDay.update({ where: { day }, data: increments })
      }
    },
  }
}
