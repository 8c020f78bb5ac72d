// Harper's chat as the panel uses it (issue #9, docs/decisions/0017): the conversation lives in
// the database, found by the SHA-256 of an unguessable id kept in an HttpOnly cookie; a turn runs
// the engine, turns consent into a real service request, and stores both messages and the state.
// The streaming route and the plain-form route both go through `runChatTurn`.
import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import type { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { CHAT_USER_TYPES, type ChatUserType } from '~/marketplace/value-sets.ts'
import { createRequestFromChat, requestDraftFrom, type CreatedChatRequest } from '~/service-requests/chat-requests.server.ts'
import { carriesCookie } from '~/utils/cookies.ts'
import { db } from '~/utils/db.server.ts'
import { isSecureDeployment } from '~/utils/env.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import type { MatchOutcome } from '~/vendors/matching.server.ts'
import { newConversationState, runHarperTurn } from './conversation.server.ts'
import { textEvents, type HarperEvent, type HarperState } from './engine.ts'
import { harperEngineFromEnv } from './engines.server.ts'
import { BOOK_APPOINTMENT, GREETING, TALK_TO_AGENT, USER_TYPE_OPTIONS } from './policy.ts'

/** A conversation is kept, and restored on return, for this long after its last message. */
export const CHAT_TTL_DAYS = 30
const CHAT_TTL_MS = CHAT_TTL_DAYS * 24 * 60 * 60 * 1000

export type PanelVendor = { slug: string; companyName: string; reason: string }
export type PanelMessage = { id: string; role: 'user' | 'assistant'; content: string; suggestions: string[]; vendors: PanelVendor[] }

/** Harper's first words: never stored, always first, the same for everyone (so home can be pre-rendered). */
export const GREETING_MESSAGE: PanelMessage = { id: 'greeting', role: 'assistant', content: GREETING, suggestions: [...USER_TYPE_OPTIONS], vendors: [] }

export function chatCookieName() {
  return isSecureDeployment() ? '__Host-harper_chat' : 'harper_chat'
}

/** Whether the request carries a chat cookie at all (pages showing a conversation are never cached). */
export function carriesChat(request: Request): boolean {
  return carriesCookie(request, chatCookieName())
}

function chatCookie() {
  return createCookie(chatCookieName(), { httpOnly: true, sameSite: 'lax', secure: isSecureDeployment(), path: '/', maxAge: CHAT_TTL_MS / 1000 })
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

async function readChatToken(request: Request): Promise<string | null> {
  const value: unknown = await chatCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null
}

/** The Set-Cookie header that forgets the conversation ('Start over'). */
export const endChatCookie = () => chatCookie().serialize('', { maxAge: 0 })

type StoredConversation = { id: string; state: HarperState; serviceRequestId: string | null }

async function findConversation(request: Request, now = new Date()): Promise<StoredConversation | null> {
  const token = await readChatToken(request)
  if (!token) return null
  const row = await db.conversation.findUnique({
    where: { publicId: hashToken(token) },
    select: { id: true, state: true, serviceRequestId: true, updatedAt: true },
  })
  if (!row || row.updatedAt.getTime() < now.getTime() - CHAT_TTL_MS) return null
  const state = row.state as HarperState | null
  return { id: row.id, serviceRequestId: row.serviceRequestId, state: state?.version === 1 ? state : newConversationState() }
}

/** What Harper tells the homeowner once their consent has become a request (or has not). */
export function requestConfirmation(created: CreatedChatRequest, draft: { serviceType: string; email?: string }) {
  switch (created.disposition) {
    case 'standing':
      // the status link goes only to the inbox that asked: whoever typed these details may not own them
      return `You already asked us for ${draft.serviceType} help today, and that request still stands, so I haven't sent a second one and no pro will be contacted twice. ${
        created.inReview
          ? "It's with our team for review; we'll be in touch."
          : created.emailed
            ? 'Its status link is in the email we sent you then.'
            : 'Our team can look it up for you at /contact.'
      }`
    case 'held':
      return `Thanks — your request ${created.reference} is saved. We're getting an unusual number of requests right now, so our team will review it before it goes to any pro; nothing has been sent yet, and we'll be in touch.`
    case 'sent': {
      const sentTo = created.matches.length
        ? `It's on its way to ${created.matches.map((match) => match.companyName).join(', ')}.`
        : 'No pro in our network covers that area yet, so our team has it and will reach out.'
      const emailed = draft.email ? ` I've emailed a summary to ${draft.email}.` : ''
      return `Done — your request ${created.reference} is in. ${sentTo}${emailed}`
    }
  }
}

const asStrings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [])
const asVendors = (value: unknown): PanelVendor[] => (Array.isArray(value) ? (value as PanelVendor[]) : [])

/** The panel's messages for this visitor: the greeting, then their stored conversation (if any). */
export async function loadChatMessages(request: Request): Promise<PanelMessage[]> {
  try {
    const conversation = await findConversation(request)
    if (!conversation) return [GREETING_MESSAGE]
    const rows = await db.chatMessage.findMany({
      where: { conversationId: conversation.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, role: true, content: true, suggestions: true, matches: true },
      take: 200,
    })
    return [
      GREETING_MESSAGE,
      ...rows.map((row) => ({
        id: row.id,
        role: row.role === 'user' ? ('user' as const) : ('assistant' as const),
        content: row.content,
        suggestions: asStrings(row.suggestions),
        vendors: asVendors(row.matches),
      })),
    ]
  } catch (error) {
    // spec: saved-conversation load failures are only logged; the panel starts empty
    console.error('Harper: could not load the saved conversation', error)
    return [GREETING_MESSAGE]
  }
}

export type OpenedChat = { conversation: StoredConversation; setCookie: string | null }

/** The visitor's conversation, or a new one (with the cookie that will find it again). */
export async function openChat(request: Request): Promise<OpenedChat> {
  const found = await findConversation(request)
  if (found) return { conversation: found, setCookie: null }
  const token = crypto.randomBytes(32).toString('base64url')
  const state = newConversationState()
  const row = await db.conversation.create({ data: { publicId: hashToken(token), state: state as unknown as Prisma.InputJsonValue }, select: { id: true } })
  return { conversation: { id: row.id, state, serviceRequestId: null }, setCookie: await chatCookie().serialize(token) }
}

export type ChatTurnOptions = {
  /** a referral code kept from a ?ref= link */
  referralCode?: string | null
  /** the signed-in agent's affiliate profile, when an agent chats for a client */
  signedInAffiliateId?: string | null
  /** the address the chat came from, for the per-address cap on requests (docs/decisions/0032) */
  clientAddress?: string | null
  signal?: AbortSignal
}

/** What the panel gets besides the engine's stream: the stored reply, once the turn is saved. */
export type ChatTurnEvent = Exclude<HarperEvent, { type: 'done' }> | { type: 'saved'; message: PanelMessage }

function vendorsOf(outcome: MatchOutcome | undefined): PanelVendor[] {
  const listed = outcome?.status === 'matched' ? outcome.matches : outcome?.status === 'alternatives' ? outcome.alternatives : []
  return listed.map(({ slug, companyName, reason }) => ({ slug, companyName, reason }))
}

/**
 * One turn of the visitor's conversation: the engine's events as they come, then — when the user
 * has just given consent and the intake is complete — the service request, and finally the saved
 * reply. Throws when no answer can be given (the route shows the spec's connection error).
 */
export async function* runChatTurn(chat: StoredConversation, message: string, options: ChatTurnOptions = {}): AsyncGenerator<ChatTurnEvent> {
  const engine = harperEngineFromEnv(databaseVendorDirectory(db))
  const state: HarperState = { ...chat.state, memory: { ...chat.state.memory, attributed: !!options.referralCode || chat.state.memory.attributed } }
  let done: Extract<HarperEvent, { type: 'done' }> | undefined
  let outcome: MatchOutcome | undefined
  for await (const event of runHarperTurn(engine, state, message, options.signal)) {
    if (event.type === 'done') done = event
    else {
      if (event.type === 'matches') outcome = event.outcome
      if (event.type === 'restart') outcome = undefined
      yield event
    }
  }
  if (!done) throw new Error('Harper ended a turn without an answer')
  let reply = done.reply
  let suggestions = done.suggestions
  let serviceRequestId = chat.serviceRequestId

  const draft = serviceRequestId ? null : requestDraftFrom(done.state)
  if (draft) {
    let confirmation: string
    try {
      const created = await createRequestFromChat(chat.id, draft, {
        referralCode: done.state.intake.referralCode ?? options.referralCode,
        agentAnswer: done.state.memory.referredBy,
        signedInAffiliateId: options.signedInAffiliateId,
        clientAddress: options.clientAddress,
      })
      serviceRequestId = created.id
      confirmation = `\n\n${requestConfirmation(created, draft)}`
      suggestions = [BOOK_APPOINTMENT, TALK_TO_AGENT]
    } catch (error) {
      console.error(`Harper: the service request for conversation ${chat.id} could not be stored`, error)
      confirmation = "\n\nI couldn't send your request just now. Say “send it” in a moment to try again, or reach our team at /contact."
    }
    yield* textEvents(confirmation)
    reply += confirmation
  }

  const intakeUserType = done.state.intake.userType
  const userType: ChatUserType = (CHAT_USER_TYPES as readonly string[]).includes(intakeUserType ?? '') ? (intakeUserType as ChatUserType) : 'unknown'
  const history = done.state.history.map((entry, index, all) => (index === all.length - 1 && entry.role === 'assistant' ? { ...entry, content: reply } : entry))
  const vendors = vendorsOf(outcome)
  const userContent = done.state.turns.at(-1)?.message ?? message
  const saved = await db.$transaction(async (tx) => {
    await tx.chatMessage.create({ data: { conversationId: chat.id, role: 'user', content: userContent } })
    const assistant = await tx.chatMessage.create({
      data: {
        conversationId: chat.id,
        role: 'assistant',
        content: reply,
        suggestions: suggestions.length ? suggestions : undefined,
        matches: vendors.length ? (vendors as unknown as Prisma.InputJsonValue) : undefined,
      },
      select: { id: true },
    })
    await tx.conversation.update({
      where: { id: chat.id },
      data: { state: { ...done.state, history } as unknown as Prisma.InputJsonValue, userType, serviceRequestId },
    })
    return assistant
  })
  yield { type: 'saved', message: { id: saved.id, role: 'assistant', content: reply, suggestions, vendors } }
}
