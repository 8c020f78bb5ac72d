// Harper's conversation eval (issue 23): personas talk to Harper through the chat's own code path
// (`openChat` + `runChatTurn`: the engine from the environment, the stored messages, the real
// service request on consent) against a migrated, seeded database. Harper's questions are not
// scripted: after each reply the runner reads the KIND of question Harper asked from the stored
// state (`memory.lastQuestion`) and answers with the persona's answer for that kind. The format
// of a dialogue is the one the authors wrote to (docs: tests/fixtures/harper/conversations/).
import fs from 'node:fs'
import { z } from 'zod'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'
import { runTransition } from '~/service-requests/process.server.ts'
import { db } from '~/utils/db.server.ts'
import zipcodes from '~/utils/zipcodes.server.ts'
import { resolveLocation } from '~/vendors/location.server.ts'
import { credentialsCurrent, servesLocation, type GeoPoint } from '~/vendors/search.ts'
import { openChat, runChatTurn, type PanelVendor } from './chat.server.ts'
import { readConsentReply } from '~/harper/consent.ts'
import { withSpokenDigits } from '~/harper/understanding.server.ts'
import type { HarperState } from '~/harper/engine.ts'
import { TRADE_QUESTIONS, type QuestionId } from '~/harper/policy.ts'

// ─── The dialogue format ─────────────────────────────────────────────────────

/** The kinds of question Harper asks (policy.ts), plus `trade` (any trade question) and `other`. */
export const QUESTION_KINDS = ['userType', 'serviceType', 'location', 'urgency', 'budget', 'name', 'contact', 'referral', 'consent', 'trade'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]
export const ANSWER_KINDS = [...QUESTION_KINDS, 'other'] as const
export type AnswerKind = (typeof ANSWER_KINDS)[number]

const text = z.string().trim().min(1, { error: 'must not be empty' })

export const DialogueSchema = z.strictObject({
  id: text,
  author: text,
  persona: text,
  language: z.enum(['en', 'es']),
  opening: text,
  answers: z.strictObject(Object.fromEntries(ANSWER_KINDS.map((kind) => [kind, text.optional()])) as Record<AnswerKind, z.ZodOptional<typeof text>>),
  then: z.array(text).optional(),
  wantsToSend: z.boolean(),
  expect: z
    .strictObject({
      serviceType: z.enum(SERVICE_TYPES).optional(),
      outcome: z.enum(['matches', 'none', 'not-a-job']),
      emergency: z.boolean().optional(),
      referredBy: text.optional(),
    })
    .refine((expect) => expect.outcome !== 'matches' || expect.serviceType, { error: 'outcome "matches" needs a serviceType', path: ['serviceType'] }),
})
export type Dialogue = z.output<typeof DialogueSchema>

/**
 * Dialogues from a JSON Lines file; blank lines are skipped. Any problem is an error naming the
 * file, the line and the field ("e.jsonl:7: answers.consnet: unknown key").
 */
export function loadDialogues(file: string): Dialogue[] {
  return parseDialogues(fs.readFileSync(file, 'utf8'), file)
}

export function parseDialogues(content: string, file = 'dialogues'): Dialogue[] {
  const dialogues: Dialogue[] = []
  const seen = new Map<string, number>()
  for (const [index, raw] of content.split('\n').entries()) {
    const line = raw.trim()
    if (line === '') continue
    const where = `${file}:${index + 1}`
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch (error) {
      throw new Error(`${where}: not valid JSON (${(error as Error).message})`)
    }
    const result = DialogueSchema.safeParse(parsed)
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(line)'}: ${issue.message}${unknownKeys(issue)}`)
      throw new Error(`${where}: ${problems.join('; ')}`)
    }
    const earlier = seen.get(result.data.id)
    if (earlier) throw new Error(`${where}: id "${result.data.id}" is already used on line ${earlier}`)
    seen.set(result.data.id, index + 1)
    dialogues.push(result.data)
  }
  return dialogues
}

const unknownKeys = (issue: z.core.$ZodIssue) => (issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '')

/** Several files as one set: ids must be unique across them. */
export function loadDialogueFiles(files: string[]): Dialogue[] {
  const all = files.flatMap((file) => loadDialogues(file).map((dialogue) => ({ dialogue, file })))
  const byId = new Map<string, string>()
  for (const { dialogue, file } of all) {
    const other = byId.get(dialogue.id)
    if (other) throw new Error(`${file}: id "${dialogue.id}" is also used in ${other}`)
    byId.set(dialogue.id, file)
  }
  return all.map(({ dialogue }) => dialogue)
}

// ─── Running a dialogue ──────────────────────────────────────────────────────

/** Persona messages before the `then` messages (the opening included): past this, the runner stops. */
export const MAX_PERSONA_TURNS = 14
const EVAL_ORIGIN = 'http://localhost/'

const TRADE_QUESTION_IDS = new Set(
  Object.values(TRADE_QUESTIONS)
    .flat()
    .map((question) => question!.id),
)

/** The kind of a question Harper asked: a trade question's id is kind `trade`. */
export function questionKind(question: QuestionId): QuestionKind | 'other' {
  if (TRADE_QUESTION_IDS.has(question)) return 'trade'
  return (QUESTION_KINDS as readonly string[]).includes(question) ? (question as QuestionKind) : 'other'
}

export function answerFor(dialogue: Dialogue, question: QuestionId): string {
  const kind = questionKind(question)
  return dialogue.answers[kind] ?? dialogue.answers.other ?? dialogue.opening
}

export type EvalTurn = {
  phase: 'intake' | 'then'
  /** the question this message answered (Harper's question of the turn before), if any */
  answered?: QuestionId
  message: string
  reply: string
  vendors: PanelVendor[]
  /** the question Harper asked in this reply, if any */
  asked?: QuestionId
  /** the conversation has its service request after this turn */
  hasRequest: boolean
}

export type StoredRequest = { id: string; status: string; urgency: string; serviceType: string; createdAt: Date }

export type DialogueRun = {
  dialogue: Dialogue
  turns: EvalTurn[]
  /** why the intake part ended */
  stoppedBy: 'no-question' | 'turn-limit'
  state: HarperState
  request: StoredRequest | null
}

/**
 * One dialogue in a fresh conversation. `clientAddress` is the address the request caps count
 * (give each dialogue its own); the caller retires the request afterwards (`retireRequest`).
 */
export async function runDialogue(dialogue: Dialogue, { clientAddress }: { clientAddress: string }): Promise<DialogueRun> {
  const opened = await openChat(new Request(EVAL_ORIGIN))
  if (!opened.setCookie) throw new Error('openChat did not start a new conversation')
  const cookie = opened.setCookie.split(';')[0]!
  const turns: EvalTurn[] = []
  let conversation = opened.conversation

  async function say(message: string, phase: EvalTurn['phase']) {
    const answered = conversation.state.memory.lastQuestion
    let saved: { content: string; vendors: PanelVendor[] } | undefined
    for await (const event of runChatTurn(conversation, message, { clientAddress })) if (event.type === 'saved') saved = event.message
    if (!saved) throw new Error(`${dialogue.id}: Harper saved no reply to “${message}”`)
    // the next turn starts from what was stored, as the chat route's next request would
    const reopened = await openChat(new Request(EVAL_ORIGIN, { headers: { Cookie: cookie } }))
    if (reopened.setCookie || reopened.conversation.id !== conversation.id) throw new Error(`${dialogue.id}: the conversation was not found again`)
    conversation = reopened.conversation
    turns.push({
      phase,
      ...(answered ? { answered } : {}),
      message,
      reply: saved.content,
      vendors: saved.vendors,
      ...(conversation.state.memory.lastQuestion ? { asked: conversation.state.memory.lastQuestion } : {}),
      hasRequest: !!conversation.serviceRequestId,
    })
  }

  await say(dialogue.opening, 'intake')
  let stoppedBy: DialogueRun['stoppedBy'] = 'no-question'
  while (conversation.state.memory.lastQuestion) {
    if (turns.length >= MAX_PERSONA_TURNS) {
      stoppedBy = 'turn-limit'
      break
    }
    await say(answerFor(dialogue, conversation.state.memory.lastQuestion), 'intake')
  }
  for (const message of dialogue.then ?? []) await say(message, 'then')

  const request = conversation.serviceRequestId
    ? await db.serviceRequest.findUnique({
        where: { id: conversation.serviceRequestId },
        select: { id: true, status: true, urgency: true, serviceType: true, createdAt: true },
      })
    : null
  return { dialogue, turns, stoppedBy, state: conversation.state, request }
}

/**
 * Each persona is a different homeowner, but two authors may have made up the same phone number:
 * once measured, a dialogue's request is closed, so the next dialogue is not answered by it as
 * "the same contact asked for the same trade today" (chat-requests.server.ts).
 */
export async function retireRequest(run: DialogueRun) {
  if (run.request) await runTransition({ subject: 'request', id: run.request.id, transition: 'close', actor: { type: 'system' } })
}

// ─── Scoring ─────────────────────────────────────────────────────────────────

// Stop words that belong to one language only ("a", "no", "me", "he" are in both and left out).
const SPANISH_WORDS = new Set(
  'el la los las un una unos unas de del al y o que en es son está están esta este esto ese esa por para con sin su sus tu tus mi mis le les lo se si sí ya muy más pero como cuando donde dónde qué quién cuál cómo porque también hay ha han puedo puede pueden tengo tiene tienen usted ustedes nos nuestro nuestra nuestros hasta desde sobre entre todo toda todos cada otro otra gracias hola favor ningún ninguna nada algún alguna necesita necesito ahora hoy'.split(
    ' ',
  ),
)
const ENGLISH_WORDS = new Set(
  'the an and or of to in is are was were be been it its this that these those for with without your you yours our we they them their his her my i what which who whom where when how why can could will would should do does did have has had not if then than there here from by at on as about into just so any some all each other thanks hello please need now today'.split(
    ' ',
  ),
)

/** The language a text is written in, by its stop words; undefined when it has none of either. */
export function detectLanguage(content: string): 'en' | 'es' | undefined {
  const words = content.toLowerCase().match(/[\p{L}]+/gu) ?? []
  let spanish = (content.match(/[¿¡ñ]/gi) ?? []).length
  let english = 0
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish++
    else if (ENGLISH_WORDS.has(word)) english++
  }
  if (spanish === english) return undefined
  return spanish > english ? 'es' : 'en'
}

/** Why no pro was listed: the trade is not offered, or the place is outside the area (either language). */
export const NO_PRO_REASON =
  /\b(?:don'?t|do not|doesn'?t|can'?t|cannot) (?:have|offer|cover|serve|provide|handle|work)|\bnone of our \S+(?: \S+){0,2} pros (?:cover|serve)|\bisn'?t something our network covers|\bno es algo que cubra|\bninguno de nuestros profesionales|\bno tengo (?:un|ning[uú]n) profesional|\bnot (?:a service|something) we|\bno (?:pro|pros|one|vendor|contractor)s? (?:in|near|who|that|serv|cover)|\boutside (?:of )?(?:florida|our|the (?:area|state)|every)|\bonly (?:in |serve |cover |work in |operate in )?florida|\bnot in our network|\bno (?:tenemos|ofrecemos|cubrimos|atendemos|trabajamos|hay (?:ningún |un )?(?:profesional|contratista|pro))|fuera de (?:florida|nuestra|el área|la zona|nuestro)|\bsolo (?:en |atendemos |cubrimos |trabajamos en )?florida|\bsólo (?:en |atendemos |cubrimos |trabajamos en )?florida/i

/** A `then` message that asks after the request ("has anyone accepted yet?", "¿alguien aceptó?", "did it go through"). */
export function isStatusQuestion(message: string) {
  const acknowledgement = /^\s*(?:ok(?:ay)?|thanks?|thank you|gracias|vale|listo)\b/i.test(message) && !message.includes('?')
  return !acknowledgement && STATUS_QUESTION.test(message)
}
const STATUS_QUESTION =
  /accept|acept|go(?:ne)? thr(?:ough|u)|update|\bnews\b|noticias|status|estado|any(?:one|body)|some(?:one|body)|alguien|\bcall|llam|respond|contest|demora|take it/i

/** Where a sent request stands: its reference, accepted or not yet, waiting, in review (either language). */
const REQUEST_STATUS =
  /\bHR-[A-Z0-9]{6}\b|\baccepted\b|\bnot yet\b|\bno one has\b|\bnobody has\b|\bwaiting\b|\bpending\b|\breview\b|\bon its way\b|\b(?:been|was) sent\b|\bsent (?:it|your request) to\b|\baceptad[oa]|\bpendiente|\brevisi[oó]n|\benviad[oa]|\besperando|\bnadie (?:ha|la)|\btodav[ií]a no\b|\ba[uú]n no\b/i
/** That nothing was sent (a conversation without a request). */
const NOTHING_SENT =
  /\bnothing (?:has been|was|is) (?:sent|shared)|\bhaven'?t sent\b|\bnot (?:been )?sent\b|\bno request\b|\bno (?:se )?(?:ha|he|hemos) enviado|\bnada (?:se )?ha (?:sido )?(?:enviad|compartid)|\bno (?:he|hemos) compartido/i

/** The reply says where the request stands: sent (and how far), or that nothing was sent. */
export function answersStatus(reply: string, hasRequest: boolean) {
  return hasRequest ? REQUEST_STATUS.test(reply) : NOTHING_SENT.test(reply)
}

export type DialogueScore = {
  id: string
  language: Dialogue['language']
  wantsToSend: boolean
  outcome: Dialogue['expect']['outcome']
  stoppedBy: DialogueRun['stoppedBy']
  personaTurns: number
  /** a request exists for the conversation and is not held */
  sent: boolean
  /** a request exists at all (held ones too) */
  created: boolean
  requestStatus: string | null
  /** the persona message after which the request existed */
  turnsToSend: number | null
  reachedConsent: boolean
  /** job conversations only: the listed vendors fit (matches) or none listed with a reason (none) */
  rightTradeInRange: { ok: boolean; why: string } | null
  /**
   * `matches` expected, but no pro of the trade in the directory serves the place: the honest answer
   * is then "no pro" (judged as `none`), and the dialogue is listed apart for the set's authors
   */
  noProInDirectory: boolean
  /** questions asked again right after the persona answered them */
  reAsks: { turn: number; question: QuestionId }[]
  /** Spanish personas only: Harper's replies, and how many of them are Spanish */
  spanishReplies: { replies: number; spanish: number } | null
  /** emergencies only: no budget question, and the request marked immediate */
  emergency: { ok: boolean; budgetAsked: boolean; urgency: string | null } | null
  /** `then` messages that ask after the request, and replies that say where it stands */
  statusAnswers: { asked: number; answered: number }
}

type VendorPlace = GeoPoint & { serviceRadiusMiles: number; serviceTypes: string[] }

/** Where the persona says the job is: a ZIP in their words, else the city Harper understood if they wrote it. */
export function personaPlace(dialogue: Dialogue, state: HarperState): GeoPoint | null {
  // the place answer and the opening first, then any other answer (a ZIP given off-script: "32210.
  // oh how soon — sorry thought you asked zip")
  const words = [dialogue.answers.location, dialogue.opening, ...Object.values(dialogue.answers)].filter((entry): entry is string => !!entry)
  for (const said of words) {
    // (a ZIP said in words too: "tres dos ocho cero siete")
    // (a ZIP set right in the same answer is the later one: "34974 no wait 34972")
    const zips = withSpokenDigits(said).match(/\b\d{5}\b/g) ?? []
    const corrected = zips.length > 1 && /\b\d{5}\b[^\d]*\b(?:no|wait|sorry|actually|i mean|i meant|perdon)\b[^\d]*\b\d{5}\b/i.test(withSpokenDigits(said))
    for (const zip of corrected ? zips.reverse() : zips) {
      const place = zipcodes.lookup(zip)
      if (place) return place
    }
  }
  const city = state.intake.city
  // (a town said by the start of its name: "defuniak" for DeFuniak Springs)
  const start = city?.toLowerCase().split(' ')[0] ?? ''
  if (
    city &&
    words.some((said) => said.toLowerCase().includes(city.toLowerCase()) || (start.length >= 6 && new RegExp(`\\b${start}\\b`).test(said.toLowerCase())))
  ) {
    const resolution = resolveLocation(`${city}, ${state.intake.state ?? 'FL'}`)
    if (resolution.status === 'found') return resolution.location
  }
  return null
}

/** Whether any pro of the trade in the directory serves the place, current on its credentials. */
async function directoryServes(serviceType: string, place: GeoPoint, asOf: Date) {
  const vendors = await db.vendorProfile.findMany({
    where: { serviceTypes: { some: { serviceType } } },
    select: { latitude: true, longitude: true, serviceRadiusMiles: true, licenseExpiresAt: true, insuranceExpiresAt: true },
  })
  return vendors.some((vendor) => servesLocation(vendor, place) && credentialsCurrent(vendor, asOf))
}

async function allOfTrade(slugs: string[], serviceType: string) {
  const count = await db.vendorProfile.count({ where: { slug: { in: slugs }, serviceTypes: { some: { serviceType } } } })
  return count === slugs.length
}

async function judgeListing(run: DialogueRun): Promise<Pick<DialogueScore, 'rightTradeInRange' | 'noProInDirectory'>> {
  const { expect } = run.dialogue
  if (expect.outcome === 'not-a-job') return { rightTradeInRange: null, noProInDirectory: false }
  // the pros the conversation ends with: its last list (a trade corrected mid-chat lists anew —
  // "is this a Roofing job, or HVAC?" … "the AC's pan" — and the roofers shown before are no longer offered)
  const lastListing = run.turns.findLast((turn) => turn.vendors.length)?.vendors ?? []
  const listed = new Map(lastListing.map((vendor) => [vendor.slug, vendor]))
  const place = expect.outcome === 'matches' ? personaPlace(run.dialogue, run.state) : null
  const noProInDirectory = !!place && !(await directoryServes(expect.serviceType!, place, new Date()))
  if (expect.outcome === 'none' || noProInDirectory) {
    const note = noProInDirectory ? 'no pro in the directory: ' : ''
    const reasoned = run.turns.some((turn) => NO_PRO_REASON.test(turn.reply))
    if (listed.size) {
      // the nearest pros of the trade may be offered, when the reply says they do not cover the place
      const names = [...listed.values()].map((vendor) => vendor.companyName).join(', ')
      const rightTrade = expect.serviceType ? await allOfTrade([...listed.keys()], expect.serviceType) : false
      return {
        noProInDirectory,
        rightTradeInRange: { ok: reasoned && rightTrade, why: `${note}listed ${names}${reasoned && rightTrade ? ' as the nearest, with a reason' : ''}` },
      }
    }
    return { noProInDirectory, rightTradeInRange: { ok: reasoned, why: `${note}${reasoned ? 'no pro, with a reason' : 'no pro, no reason given'}` } }
  }
  if (!place) return { noProInDirectory, rightTradeInRange: { ok: false, why: 'the place is not a ZIP or city the runner can find' } }
  if (!listed.size) return { noProInDirectory, rightTradeInRange: { ok: false, why: 'no pro listed' } }
  const rows = await db.vendorProfile.findMany({
    where: { slug: { in: [...listed.keys()] } },
    select: { slug: true, latitude: true, longitude: true, serviceRadiusMiles: true, serviceTypes: { select: { serviceType: true } } },
  })
  const vendors = new Map<string, VendorPlace>(rows.map((row) => [row.slug, { ...row, serviceTypes: row.serviceTypes.map((entry) => entry.serviceType) }]))
  const wrong: string[] = []
  for (const [slug, shown] of listed) {
    const vendor = vendors.get(slug)
    if (!vendor) wrong.push(`${shown.companyName} (not in the directory)`)
    else if (!vendor.serviceTypes.includes(expect.serviceType!)) wrong.push(`${shown.companyName} (not ${expect.serviceType})`)
    else if (!servesLocation(vendor, place)) wrong.push(`${shown.companyName} (out of range)`)
  }
  return { noProInDirectory, rightTradeInRange: wrong.length ? { ok: false, why: wrong.join(', ') } : { ok: true, why: `${listed.size} listed, all fit` } }
}

/** Asked again right after the answer; consent after an unclear reply is the policy, not a re-ask. */
function reAsksOf(run: DialogueRun): DialogueScore['reAsks'] {
  return run.turns.flatMap((turn, index) => {
    if (turn.phase !== 'intake' || !turn.answered || turn.asked !== turn.answered) return []
    if (turn.answered === 'consent' && readConsentReply(turn.message) === 'unclear') return []
    return [{ turn: index + 1, question: turn.answered }]
  })
}

export async function scoreDialogue(run: DialogueRun): Promise<DialogueScore> {
  const { dialogue, turns, request, state } = run
  const firstWithRequest = turns.findIndex((turn) => turn.hasRequest)
  const spanishReplies =
    dialogue.language === 'es' ? { replies: turns.length, spanish: turns.filter((turn) => detectLanguage(turn.reply) === 'es').length } : null
  const budgetAsked = (state.memory.asked.budget ?? 0) > 0
  const statusTurns = turns.filter((turn) => turn.phase === 'then' && isStatusQuestion(turn.message))
  return {
    id: dialogue.id,
    language: dialogue.language,
    wantsToSend: dialogue.wantsToSend,
    outcome: dialogue.expect.outcome,
    stoppedBy: run.stoppedBy,
    personaTurns: turns.filter((turn) => turn.phase === 'intake').length,
    sent: !!request && request.status !== 'held',
    created: !!request,
    requestStatus: request?.status ?? null,
    turnsToSend: firstWithRequest === -1 ? null : firstWithRequest + 1,
    reachedConsent: (state.memory.asked.consent ?? 0) > 0,
    ...(await judgeListing(run)),
    reAsks: reAsksOf(run),
    spanishReplies,
    emergency: dialogue.expect.emergency
      ? {
          ok: !budgetAsked && (!dialogue.wantsToSend || request?.urgency === 'immediate'),
          budgetAsked,
          urgency: request?.urgency ?? null,
        }
      : null,
    statusAnswers: { asked: statusTurns.length, answered: statusTurns.filter((turn) => answersStatus(turn.reply, turn.hasRequest)).length },
  }
}

// ─── The report ──────────────────────────────────────────────────────────────

export type BudgetLine = {
  name: string
  /** the measured value (a share 0..1, or a rate), null when nothing was counted */
  value: number | null
  count: string
  budget: string
  pass: boolean | null
  /** the ids of the dialogues that count against it */
  failing: string[]
}

const share = (hits: number, total: number) => (total === 0 ? null : hits / total)
const median = (values: number[]) => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The budgets of issue 23; `pass` is null where nothing was counted or there is no budget. */
export function summarise(scores: DialogueScore[]) {
  // a job we cannot take (a trade not offered, a place outside Florida) has nothing to send: its
  // honest "none" is judged under right trade & in range, not here
  const senders = scores.filter((score) => score.wantsToSend && score.outcome !== 'none')
  const refusers = scores.filter((score) => !score.wantsToSend)
  const jobs = scores.filter((score) => score.rightTradeInRange)
  const spanish = scores.filter((score) => score.spanishReplies)
  const spanishReplies = spanish.reduce((sum, score) => sum + score.spanishReplies!.replies, 0)
  const spanishHits = spanish.reduce((sum, score) => sum + score.spanishReplies!.spanish, 0)
  const emergencies = scores.filter((score) => score.emergency)
  const reAsks = scores.reduce((sum, score) => sum + score.reAsks.length, 0)
  const statusAsked = scores.reduce((sum, score) => sum + score.statusAnswers.asked, 0)
  const statusAnswered = scores.reduce((sum, score) => sum + score.statusAnswers.answered, 0)
  const turnsToSend = scores.flatMap((score) => (score.sent && score.turnsToSend !== null ? [score.turnsToSend] : []))

  const sent = senders.filter((score) => score.sent).length
  const created = refusers.filter((score) => score.created).length
  const rightTrade = jobs.filter((score) => score.rightTradeInRange!.ok).length
  const emergencyOk = emergencies.filter((score) => score.emergency!.ok).length
  const atLeast = (value: number | null, budget: number) => (value === null ? null : value >= budget)

  const lines: BudgetLine[] = [
    {
      name: 'sent (wantsToSend)',
      value: share(sent, senders.length),
      count: `${sent}/${senders.length}`,
      budget: '>= 95%',
      pass: atLeast(share(sent, senders.length), 0.95),
      failing: senders.filter((score) => !score.sent).map((score) => score.id),
    },
    {
      name: 'created (refusers)',
      value: created,
      count: `${created}/${refusers.length}`,
      budget: '= 0',
      pass: created === 0,
      failing: refusers.filter((score) => score.created).map((score) => score.id),
    },
    {
      name: 'right trade & in range',
      value: share(rightTrade, jobs.length),
      count: `${rightTrade}/${jobs.length}`,
      budget: '>= 95%',
      pass: atLeast(share(rightTrade, jobs.length), 0.95),
      failing: jobs.filter((score) => !score.rightTradeInRange!.ok).map((score) => score.id),
    },
    {
      name: 'immediate re-asks',
      value: share(reAsks, scores.length),
      count: `${reAsks} in ${scores.length}`,
      budget: '<= 1 per 20',
      pass: scores.length ? reAsks / scores.length <= 1 / 20 : null,
      failing: scores.filter((score) => score.reAsks.length).map((score) => score.id),
    },
    {
      name: 'replies in Spanish (es)',
      value: share(spanishHits, spanishReplies),
      count: `${spanishHits}/${spanishReplies}`,
      budget: '>= 90%',
      pass: atLeast(share(spanishHits, spanishReplies), 0.9),
      failing: spanish.filter((score) => score.spanishReplies!.spanish < score.spanishReplies!.replies).map((score) => score.id),
    },
    {
      // every emergency: no budget question, and the request marked immediate
      name: 'emergencies handled',
      value: share(emergencyOk, emergencies.length),
      count: `${emergencyOk}/${emergencies.length}`,
      budget: '= 100%',
      pass: atLeast(share(emergencyOk, emergencies.length), 1),
      failing: emergencies.filter((score) => !score.emergency!.ok).map((score) => score.id),
    },
    {
      name: 'status questions answered',
      value: share(statusAnswered, statusAsked),
      count: `${statusAnswered}/${statusAsked}`,
      budget: '(none)',
      pass: null,
      failing: scores.filter((score) => score.statusAnswers.answered < score.statusAnswers.asked).map((score) => score.id),
    },
  ]
  return {
    dialogues: scores.length,
    lines,
    turnsToSend: { median: median(turnsToSend), max: turnsToSend.length ? Math.max(...turnsToSend) : null },
    turnLimitHit: scores.filter((score) => score.stoppedBy === 'turn-limit').map((score) => score.id),
    noProInDirectory: scores.filter((score) => score.noProInDirectory).map((score) => score.id),
    passed: lines.every((line) => line.pass !== false),
  }
}
/** Runs the dialogues one after another (each with its own client address), scoring each. */
export async function runConversationEval(dialogues: Dialogue[], { onScore }: { onScore?: (score: DialogueScore, run: DialogueRun) => void } = {}) {
  const scores: DialogueScore[] = []
  const runs: DialogueRun[] = []
  for (const [index, dialogue] of dialogues.entries()) {
    // its own address, so the per-address request cap never counts one persona against another
    const run = await runDialogue(dialogue, { clientAddress: `198.51.100.${index % 250}:${dialogue.id}` })
    const score = await scoreDialogue(run)
    await retireRequest(run)
    scores.push(score)
    runs.push(run)
    onScore?.(score, run)
  }
  return { scores, runs, summary: summarise(scores) }
}
