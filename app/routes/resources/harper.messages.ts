import { data, redirect } from 'react-router'
import type { Route } from './+types/harper.messages.ts'
import { getUser } from '~/accounts/auth.server.ts'
import { z } from '~/utils/zod.ts'
import {
  CHAT_ANCHOR,
  CHAT_LATEST_ANCHOR,
  CHAT_MESSAGES,
  CONNECTION_ERROR,
  encodeStreamEvent,
  MAX_MESSAGE_CHARS,
  type ChatStreamEvent,
} from '~/harper/chat-protocol.ts'
import { endChatCookie, openChat, runChatTurn, type ChatTurnEvent, type ChatTurnOptions } from '~/chat/chat.server.ts'
import { referralCodeFromCookie } from '~/referrals/attribution.server.ts'
import { db } from '~/utils/db.server.ts'
import { readFormData } from '~/utils/form-action.server.ts'
import { countHarperTurn } from '~/utils/metrics.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests, type RateLimitRule } from '~/utils/rate-limit.server.ts'
import { requireSameOrigin } from '~/utils/request-origin.server.ts'
import { safeRedirect } from '~/utils/safe-redirect.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// POST /harper/messages — one message to Harper (docs/decisions/0017). With `Accept:
// text/event-stream` (the enhanced panel) the reply streams as server-sent events while it is
// written; a plain form post (no JavaScript) gets the whole reply stored and a redirect back to
// the page's newest message. Resource routes get no origin check from React Router, so this one checks itself.
const PER_ADDRESS: RateLimitRule = { name: 'harper-address', limit: 30, windowMs: 60_000 }
const PER_CONVERSATION: RateLimitRule = { name: 'harper-conversation', limit: 12, windowMs: 60_000 }

/** One posted message: `suggestion` (a quick-reply button) wins over the typed `message`. */
const ChatPostSchema = z.object({
  intent: z.enum(['send', 'restart']).default('send'),
  message: z.string().trim().max(MAX_MESSAGE_CHARS, CHAT_MESSAGES.tooLong).optional(),
  suggestion: z.string().trim().max(200).optional(),
  redirectTo: z.string().max(500).optional(),
})

export function loader() {
  return redirect(`/#${CHAT_ANCHOR}`)
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const streaming = /text\/event-stream/.test(request.headers.get('Accept') ?? '')
  const parsed = ChatPostSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? CHAT_MESSAGES.empty
    return data({ error: message }, { status: 400 })
  }
  const post = parsed.data
  const page = safeRedirect(post.redirectTo, '/')
  // a message comes back to the newest message (Harper's reply); 'Start over' to the top of the panel
  const back = `${page}#${post.intent === 'restart' ? CHAT_ANCHOR : CHAT_LATEST_ANCHOR}`

  const refused = (retryAfterSeconds: number) =>
    streaming
      ? data({ error: RATE_LIMIT_MESSAGE }, tooManyRequests(retryAfterSeconds))
      : redirectWithToast(back, { type: 'error', title: CONNECTION_ERROR.title, description: RATE_LIMIT_MESSAGE })
  const byAddress = await checkRateLimit(context.clientAddress, PER_ADDRESS)
  if (!byAddress.allowed) return refused(byAddress.retryAfterSeconds)

  if (post.intent === 'restart') {
    const headers = { 'Set-Cookie': await endChatCookie() }
    return streaming ? data({ ok: true }, { headers }) : redirect(back, { headers })
  }

  const message = post.suggestion || post.message || ''
  // spec: empty or whitespace-only messages are not sent
  if (!message) return streaming ? data({ error: CHAT_MESSAGES.empty }, { status: 400 }) : redirect(back)

  const { conversation, setCookie } = await openChat(request)
  const byConversation = await checkRateLimit(null, PER_CONVERSATION, { extraKey: conversation.id })
  if (!byConversation.allowed) return refused(byConversation.retryAfterSeconds)
  const options: ChatTurnOptions = {
    referralCode: await referralCodeFromCookie(request),
    signedInAffiliateId: await signedInAffiliateId(request),
    clientAddress: context.clientAddress,
  }
  const headers = new Headers(setCookie ? { 'Set-Cookie': setCookie } : undefined)

  if (!streaming) {
    try {
      for await (const event of runChatTurn(conversation, message, { ...options, signal: request.signal })) void event
      countHarperTurn('completed')
    } catch (error) {
      countHarperTurn('failed')
      console.error('Harper: a chat turn failed', error)
      return redirectWithToast(back, { type: 'error', title: CONNECTION_ERROR.title, description: CONNECTION_ERROR.description }, { headers })
    }
    return redirect(back, { status: 303, headers })
  }

  const encoder = new TextEncoder()
  const abort = new AbortController()
  request.signal.addEventListener('abort', () => abort.abort())
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatStreamEvent) => controller.enqueue(encoder.encode(encodeStreamEvent(event)))
      try {
        for await (const event of runChatTurn(conversation, message, { ...options, signal: abort.signal })) {
          const streamed = toStreamEvent(event)
          if (streamed) send(streamed)
        }
        countHarperTurn('completed')
      } catch (error) {
        countHarperTurn('failed')
        console.error('Harper: a chat turn failed', error)
        send({ event: 'error', data: { message: CONNECTION_ERROR.description } })
      }
      controller.close()
    },
    cancel() {
      abort.abort()
    },
  })
  headers.set('Content-Type', 'text/event-stream; charset=utf-8')
  // no-transform: compression would hold the events back until the reply is complete
  headers.set('Cache-Control', 'no-store, no-transform')
  headers.set('X-Accel-Buffering', 'no')
  return new Response(body, { headers })
}

function toStreamEvent(event: ChatTurnEvent): ChatStreamEvent | null {
  switch (event.type) {
    case 'text':
      return { event: 'text', data: { delta: event.delta } }
    case 'restart':
      return { event: 'restart', data: {} }
    case 'suggestions':
      return { event: 'suggestions', data: { suggestions: event.suggestions } }
    case 'saved':
      return { event: 'saved', data: { message: event.message } }
    default:
      // the intake and the raw match outcome stay on the server
      return null
  }
}

/** An agent chatting for a client is credited without typing their code. */
async function signedInAffiliateId(request: Request) {
  const user = await getUser(request)
  if (!user?.roles.includes('affiliate')) return null
  return (await db.affiliateProfile.findUnique({ where: { userId: user.id }, select: { id: true } }))?.id ?? null
}
