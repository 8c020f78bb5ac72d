// What the chat panel and its route agree on (browser-safe): the endpoint, the form fields, the
// message rule, the spec's failure words, and the server-sent events a streamed reply is made of.
import { MAX_MESSAGE_CHARS } from './safety.ts'

export const CHAT_ENDPOINT = '/harper/messages'
export const CHAT_ANCHOR = 'harper-chat'
/** The newest message's id: a plain form post comes back to it, so the page lands on Harper's reply. */
export const CHAT_LATEST_ANCHOR = 'harper-latest'
export { MAX_MESSAGE_CHARS }

/** Spec §8: the chat failure. */
export const CONNECTION_ERROR = {
  title: 'Connection Error',
  description: 'Unable to reach Harper. Please try again.',
  harper: "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
} as const

export const CHAT_MESSAGES = {
  empty: 'Type a message for Harper.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters.`,
} as const

/** The events of a streamed reply (text/event-stream), in order: text…, suggestions?, saved | error. */
export type ChatStreamEvent =
  | { event: 'text'; data: { delta: string } }
  | { event: 'restart'; data: Record<string, never> }
  | { event: 'suggestions'; data: { suggestions: string[] } }
  | {
      event: 'saved'
      data: { message: { id: string; content: string; suggestions: string[]; vendors: { slug: string; companyName: string; reason: string }[] } }
    }
  | { event: 'error'; data: { message: string } }

export function encodeStreamEvent({ event, data }: ChatStreamEvent) {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** Splits a growing text/event-stream buffer into complete events and what is left over. */
export function decodeStreamEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const events: ChatStreamEvent[] = []
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let event = 'message'
    let data = ''
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data += line.slice(5).trim()
    }
    try {
      events.push({ event, data: JSON.parse(data || '{}') } as ChatStreamEvent)
    } catch {
      // a malformed event is skipped; the stream goes on
    }
  }
  return { events, rest }
}
