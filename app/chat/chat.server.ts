// Harper's chat as the panel uses it (issue #9, docs/decisions/0017): the conversation lives in
// the database, found by the SHA-256 of an unguessable id kept in an HttpOnly cookie; a turn runs
// the engine, turns consent into a real service request, and stores both messages and the state.
// The streaming route and the plain-form route both go through `runChatTurn`.
import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import type { Prisma } from '~/generated/prisma-sqlite/client.ts'
import { CHAT_USER_TYPES, type ChatUserType, type ServiceType } from '~/marketplace/value-sets.ts'
import type { CreatedChatRequest } from '~/service-requests/chat-requests.server.ts'
import { requestReference } from '~/service-requests/create-request.server.ts'
import { cancelRequestByHomeowner } from '~/service-requests/homeowner-status.server.ts'
import { ACTIVE_LEAD_STATUSES } from '~/service-requests/process.ts'
import { carriesCookie } from '~/utils/cookies.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv, isSecureDeployment } from '~/utils/env.server.ts'
import { reserveRateLimit, type RateLimitRule } from '~/utils/rate-limit.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import type { MatchOutcome } from '~/vendors/matching.server.ts'
import { completeHarperTurn, newConversationState, runHarperTurn } from '~/harper/conversation.server.ts'
import { createEmbeddedEngine } from '~/harper/embedded-engine.server.ts'
import { textEvents, type HarperEngine, type HarperEvent, type HarperLanguage, type HarperState } from '~/harper/engine.ts'
import { harperEngineFromEnv } from '~/harper/engines.server.ts'
import { languageAfter } from '~/harper/language.ts'
import { boundUserMessage } from '~/harper/safety.ts'
import { harperTexts } from '~/harper/texts.ts'
import { noteAboutCredentials, type ContactKind } from '~/harper/consent.ts'
import { BOOK_APPOINTMENT, GREETING, TALK_TO_AGENT, USER_TYPE_OPTIONS } from '~/harper/policy.ts'
import { readService, warmUnderstanding } from '~/harper/understanding.server.ts'
import { requestDraftFrom, sendRequestFromChat } from './request-draft.server.ts'

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
export function requestConfirmation(
  created: CreatedChatRequest & { statusLink?: string },
  draft: { serviceType: ServiceType; email?: string; details?: Record<string, string>; withheld?: ContactKind },
  language?: HarperLanguage,
) {
  const texts = harperTexts(language)
  const note = draft.details?.[harperTexts('en').consentNoteLabel]
  switch (created.disposition) {
    case 'standing':
      // the status link goes only to the inbox that asked: whoever typed these details may not own them
      return texts.standing(draft.serviceType, created.inReview ? 'review' : created.emailed ? 'emailed' : 'contact')
    case 'held':
      return [texts.held(created.reference), created.statusLink ? texts.statusLink(created.statusLink) : ''].filter(Boolean).join('\n\n')
    case 'sent':
      return [
        [
          texts.sent(
            created.reference,
            created.matches.map((match) => match.companyName),
          ),
          draft.email ? texts.emailedSummary(draft.email) : '',
          note ? texts.notePassedOn : '',
          draft.withheld ? texts.contactWithheld(draft.withheld) : '',
          note && noteAboutCredentials(note) ? texts.credentialsCheck : '',
        ]
          .filter(Boolean)
          .join(' '),
        // the reply itself carries the private link, so a homeowner who gave only a phone has it
        created.statusLink ? texts.statusLink(created.statusLink) : '',
      ]
        .filter(Boolean)
        .join('\n\n')
  }
}

/** "Has anyone accepted yet?", "did it go through?", "¿ya aceptó alguien?" — after a request was sent. */
const STATUS_QUESTION = new RegExp(
  `\\b(?:${[
    // (… or the trade's pro: "will the contractor call me or my mother?")
    '(?:any ?(?:one|body)|some ?(?:one|body)|a pro|the pros?|the (?:contractors?|plumbers?|roofers?|electricians?|inspectors?|compan(?:y|ies))|they|it) (?:accept|except|respond|answer|repl|call|contact|take|pick|coming|com(?:e|ing) out)\\w*',
    // "any roofers accept it yet?", "has anybody excepted yet", "has a roofer accepted yet?",
    // "electrician accept yet?", "has anyone actually accepted it", "did anyone get it?"
    'any \\w+ (?:has |have )?(?:accept|except|respond|answer|repl|call)\\w*',
    '(?:has|have|did) (?:\\w+ ){1,2}(?:accept|except)\\w*',
    '(?:accept|except)(?:ed|s)? (?:it |my request |the request |the job |the same )?(?:yet|already)',
    '(?:did|has|have) (?:any ?one|any ?body|some ?one|some ?body|they|the pros?|a pro) (?:get|got|see|seen|receive|received) (?:it|my request|the request)',
    'did (?:it|my request|the request|that) (?:go (?:through|thr?u)|send|get sent|work)',
    '(?:go|went) thr?u',
    'any (?:news|updates?|word|luck)',
    'updates?\\?',
    'status',
    'heard (?:back|anything)',
    "what'?s (?:happening|going on with)",
    'when (?:will|do|are|is|would) (?:they|someone|somebody|anyone|the pros?|a pro) (?:call|come|get|contact|reach|respond|be)',
    'how long (?:do|does|will|until|before) (?:they|it|someone|the pros?)',
    // Spanish, accents removed
    'ya acept\\w*',
    // "¿algún inspector aceptó ya?", "¿ya lo aceptó alguien?"
    '(?:alguien|algun[oa]?)(?: \\w+)? (?:acept|respond|contest|llam|tom|viene|va a venir|vendra)\\w*',
    'ya (?:lo |la )?acept\\w*',
    '(?:any ?one|any ?body|some ?one|some ?body|a pro|they) (?:said|say|says) yes',
    // "has anyone said they can come tonight", "¿ya viene alguien?", "¿ya alguien agarró el trabajo?"
    '(?:any ?one|any ?body|some ?one|some ?body|a pro) (?:said|say|says) (?:they|he|she) (?:can|could|will|would)',
    '(?:viene|vendra|va a venir) alguien',
    // "¿ya le llegó a los plomeros?", "¿ya lo recibieron?"
    'ya (?:le |les |lo |la )?(?:lleg|recibi)\\w*',
    '(?:alguien|algun[oa]?)(?: \\w+)? (?:agarr|cog)\\w*',
    'noticias',
    'estado de (?:mi|la) solicitud',
    'se envio',
    'lo (?:recibieron|enviaron|mandaron)',
    '(?:cuando|a que hora) (?:me )?(?:llaman|llamaran|vienen|vendran|contestan|responden)',
    'me (?:van a )?(?:llamar|llaman|contactar)',
    'cuanto (?:se )?(?:demoran|tardan)',
  ].join('|')})(?![a-z])`,
)

const OWN_ACTION =
  /^\W*(?:(?:ok|okay|so|and|update|fyi|also)[ ,:]+)*(?:[^.!?]{0,40}?\b)?(?:i|we|he|she|they|my (?:husband|wife|son|daughter|neighbou?r|mom|dad)|(?:yo )?ya)(?: just| already| finally)? (?:turned|shut|switched|flipped|threw|killed|cut|pulled|closed|unplugged|put|moved|found|apague|cerre|corte|desconecte|puse|movi|quite|baje|tumbe|saque|tire)\b/

/**
 * A message that names a job of its own (another offered trade than the request's, or one we do not
 * cover), or is one of the wrap-up's buttons. Named by the rules: the model's guess at a trade for a
 * message that names none ("has anyone said they can come tonight") is no new job, nor is the
 * request's own trade ("mom turned the breaker off, but I still want someone out there").
 */
function startsAJob(message: string, requested: ServiceType | undefined) {
  if ([BOOK_APPOINTMENT, TALK_TO_AGENT].includes(message.trim())) return true
  // what the homeowner did meanwhile is no new job: "I turned the bedroom breaker off", "ya cerré la llave"
  if (OWN_ACTION.test(message.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())) return false
  const reading = readService(message)
  return !!((reading?.serviceType && reading.serviceType !== requested) || reading?.unsupportedService)
}

/** "can you cancel that request??", "cancel it please", "cancele la solicitud" — after a request was sent. */
const CANCEL_REQUEST =
  /\b(?:cancel(?:l?ed)?|withdraw|take back|call off) (?:(?:that|the|my|this) )?(?:request|it|that|job)\b|\b(?:please )?cancel (?:it|that|please)\b|\bcancel\w*(?: (?:la|mi|esa) solicitud| el pedido)\b|\b(?:cancelela|cancelala|cancelalo|cancelelo)\b/

export function isCancelRequest(message: string) {
  const text = message.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  return message.length <= 300 && CANCEL_REQUEST.test(text) && !/\b(?:don'?t|do not|no|not) (?:cancel|cancele|cancela)/.test(text)
}

export function isStatusQuestion(message: string) {
  return message.length <= 200 && STATUS_QUESTION.test(message.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())
}

/** The request's status in Harper's words: who accepted, how many pros have it, or held / closed. */
export async function requestStatusReply(serviceRequestId: string, language?: HarperLanguage): Promise<string | null> {
  const request = await db.serviceRequest.findUnique({
    where: { id: serviceRequestId },
    select: {
      id: true,
      status: true,
      matches: { where: { offeredAt: { not: null } }, orderBy: { rank: 'asc' }, select: { status: true, vendorProfile: { select: { companyName: true } } } },
    },
  })
  if (!request) return null
  const texts = harperTexts(language)
  const accepted = request.matches
    .filter((match) => (ACTIVE_LEAD_STATUSES as readonly string[]).includes(match.status) || match.status === 'completed')
    .map((match) => match.vendorProfile.companyName)
  const waiting = request.matches.filter((match) => match.status === 'offered').length
  const state = request.status === 'held' ? 'held' : ['open', 'matched'].includes(request.status) ? 'open' : 'closed'
  return `${texts.statusAnswer(requestReference(request.id), accepted, waiting, state)} ${texts.statusWhere}`
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
  /** the settings' engine unless given (the warm-up at start runs the embedded one) */
  engine?: HarperEngine
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
  // once the request is sent, "can you cancel that request?" cancels it, as the status page's button
  // does: this conversation is the homeowner's own (its cookie made the request)
  if (chat.serviceRequestId && isCancelRequest(message)) {
    const { status } = await cancelRequestByHomeowner(chat.serviceRequestId)
    const texts = harperTexts(languageAfter(chat.state.language, message))
    yield* saveDirectAnswer(chat, boundUserMessage(message), texts.cancelAnswer(requestReference(chat.serviceRequestId), status))
    return
  }
  // … and a question about it — or anything that starts no new job ("the fire department shut the
  // tank off, do I still need someone?") — is answered from the request, not with the wrap-up the
  // engine would say again
  if (chat.serviceRequestId && (isStatusQuestion(message) || !startsAJob(message, chat.state.intake.serviceType))) {
    const status = await requestStatusReply(chat.serviceRequestId, languageAfter(chat.state.language, message))
    if (status) {
      yield* saveDirectAnswer(chat, boundUserMessage(message), status)
      return
    }
  }
  const engine = options.engine ?? harperEngineFromEnv(databaseVendorDirectory(db))
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
      const created = await sendRequestFromChat(chat.id, draft, {
        referralCode: done.state.intake.referralCode ?? options.referralCode,
        agentAnswer: done.state.memory.referredBy,
        signedInAffiliateId: options.signedInAffiliateId,
        clientAddress: options.clientAddress,
      })
      serviceRequestId = created.id
      confirmation = `\n\n${requestConfirmation(created, draft, done.state.language)}`
      suggestions = [BOOK_APPOINTMENT, TALK_TO_AGENT]
    } catch (error) {
      console.error(`Harper: the service request for conversation ${chat.id} could not be stored`, error)
      confirmation = `\n\n${harperTexts(done.state.language).sendFailed}`
    }
    yield* textEvents(confirmation)
    reply += confirmation
  } else if (!serviceRequestId && done.state.memory.consentAt) {
    // a yes that cannot become a request (no job we cover, or a place we cannot find): never "sent"
    yield { type: 'restart', reason: 'consent without a complete request' }
    // the yes is not kept: once the request is complete, the question comes back
    done = { ...done, state: { ...done.state, memory: { ...done.state.memory, consentAt: undefined, consentReply: undefined, consentNote: undefined } } }
    reply = harperTexts(done.state.language).cannotSend
    yield* textEvents(reply)
    suggestions = [TALK_TO_AGENT]
  }

  const intakeUserType = done.state.intake.userType
  const userType: ChatUserType = (CHAT_USER_TYPES as readonly string[]).includes(intakeUserType ?? '') ? (intakeUserType as ChatUserType) : 'unknown'
  const history = done.state.history.map((entry, index, all) => (index === all.length - 1 && entry.role === 'assistant' ? { ...entry, content: reply } : entry))
  const vendors = vendorsOf(outcome)
  const userContent = done.state.turns.at(-1)?.message ?? message
  const saved = await saveExchange(
    chat.id,
    userContent,
    {
      content: reply,
      suggestions: suggestions.length ? suggestions : undefined,
      matches: vendors.length ? (vendors as unknown as Prisma.InputJsonValue) : undefined,
    },
    { state: { ...done.state, history } as unknown as Prisma.InputJsonValue, userType, serviceRequestId },
  )
  yield { type: 'saved', message: { id: saved.id, role: 'assistant', content: reply, suggestions, vendors } }
}

/** A reply the server gives itself (a request's status): streamed and stored like Harper's. */
async function* saveDirectAnswer(chat: StoredConversation, userContent: string, reply: string): AsyncGenerator<ChatTurnEvent> {
  yield* textEvents(reply)
  const suggestions = [BOOK_APPOINTMENT, TALK_TO_AGENT]
  const state: HarperState = {
    ...chat.state,
    history: [...chat.state.history, { role: 'user' as const, content: userContent }, { role: 'assistant' as const, content: reply }],
  }
  const saved = await saveExchange(chat.id, userContent, { content: reply, suggestions }, { state: state as unknown as Prisma.InputJsonValue })
  yield { type: 'saved', message: { id: saved.id, role: 'assistant', content: reply, suggestions, vendors: [] } }
}

/**
 * One exchange stored at once: the user's message, the reply and the conversation's new state, in
 * one batch transaction (its statements sent together, with no round trip to this process between
 * them, as an interactive transaction would make).
 */
async function saveExchange(
  conversationId: string,
  userContent: string,
  reply: Omit<Prisma.ChatMessageUncheckedCreateInput, 'conversationId' | 'role'>,
  conversation: Prisma.ConversationUncheckedUpdateInput,
) {
  const [, assistant] = await db.$transaction([
    db.chatMessage.create({ data: { conversationId, role: 'user', content: userContent }, select: { id: true } }),
    db.chatMessage.create({ data: { ...reply, conversationId, role: 'assistant' }, select: { id: true } }),
    db.conversation.update({ where: { id: conversationId }, data: conversation, select: { id: true } }),
  ])
  return assistant
}

/**
 * Harper's part of the warm-up at start (server/index.ts), before the first homeowner after a
 * deploy asks, who then waits no longer than the hundredth (issue 25, docs/decisions/0049): the
 * reader's tables, the directory's queries and matching run many times (a JIT compiles what runs
 * often), then a few whole chat turns with their statements, the cookie's key and the rate limit's
 * code. The engine is the embedded one whatever the settings (no model is called); the warm-up's
 * conversations are deleted again, its count given back, and no request is made (a first message
 * never sends one).
 */
export async function warmHarper({ readerTurns = 40, chatTurns = 4 } = {}) {
  warmUnderstanding()
  const engine = createEmbeddedEngine({ directory: databaseVendorDirectory(db) })
  const message = (turn: number) => WARM_UP_MESSAGES[turn % WARM_UP_MESSAGES.length]!
  for (let turn = 0; turn < readerTurns; turn++) await completeHarperTurn(engine, newConversationState(), message(turn))
  for (let turn = 0; turn < chatTurns; turn++) {
    await (await reserveRateLimit(null, WARM_UP_LIMIT)).giveBack()
    // a visitor without a cookie: a new conversation and its cookie, as the route opens one
    const { conversation } = await openChat(new Request('http://warm-up.invalid/harper/messages', { method: 'POST' }))
    try {
      for await (const event of runChatTurn(conversation, message(turn), { engine })) void event
    } finally {
      await db.conversation.delete({ where: { id: conversation.id } })
    }
  }
}
const WARM_UP_LIMIT: RateLimitRule = { name: 'harper-warm-up', limit: 1_000, windowMs: 1_000 }
const WARM_UP_MESSAGES = ['roof leaking into the bedroom in 32931, asap', 'AC blowing warm air 32803 this week', 'roots in the sewer line again, 32901']

/**
 * The messages of the server's whole turns over loopback, the last part of its warm-up: none when
 * Claude answers (a turn would call the model, and its own latency dwarfs a cold start's).
 */
export function warmUpTurnMessages(env = getServerEnv()): readonly string[] {
  return env.ANTHROPIC_API_KEY ? [] : [...WARM_UP_MESSAGES, ...WARM_UP_MESSAGES]
}

/** Deletes the conversation a warm-up turn opened, found by the Set-Cookie header its answer carried. */
export async function forgetWarmUpChat(setCookie: string) {
  const token = await readChatToken(new Request('http://warm-up.invalid/', { headers: { Cookie: setCookie.split(';')[0]! } }))
  if (token) await db.conversation.deleteMany({ where: { publicId: hashToken(token) } })
}
