// The parts of a Harper turn that the server guarantees whichever engine speaks: the message is
// bounded, the embedded understanding reads it, consent comes only from the user's own reply,
// vendors are matched by our rules, and the conversation has caps. `runHarperTurn` is the one
// code path a chat (and the eval) goes through.
import type { VendorDirectory } from '~/vendors/directory.server.ts'
import type { ServiceType } from '~/marketplace/value-sets.ts'
import { MAX_MATCHES, rankVendorsForRequest, type MatchOutcome, type VendorMatch } from '~/vendors/matching.server.ts'
import { AT_MOST, PLACE_IN_LIST, PROS } from './consent.ts'
import { readEmergency } from './emergency.ts'
import type { ChatHistoryEntry, HarperEngine, HarperEvent, HarperLanguage, HarperState, ListedVendor } from './engine.ts'
import type { Intake, IntakeSlot } from './intake.ts'
import { languageAfter } from './language.ts'
import { emptyMemory, isTradeQuestion, recordReply, requestUrgency, tradeAnswersIn, type PolicyMemory } from './policy.ts'
import { boundUserMessage } from './safety.ts'
import { harperTexts } from './texts.ts'
import { normalizeText, readCity, readService, understandConversation, type Understanding, type UserTurn } from './understanding.server.ts'

/** Caps (OWASP LLM10): user messages per conversation, and history kept for the model. */
export const MAX_USER_TURNS = 40
export const MAX_HISTORY_ENTRIES = 24
export const TURN_LIMIT_REPLY = harperTexts('en').turnLimit

export function newConversationState(): HarperState {
  return { version: 1, turns: [], history: [], intake: {}, memory: emptyMemory(), tokensUsed: 0 }
}

const SLOT_OF_QUESTION: Partial<Record<string, IntakeSlot>> = {
  userType: 'userType',
  name: 'name',
  location: 'zip',
  urgency: 'urgency',
  budget: 'budget',
  referral: 'referralCode',
}

export type PreparedTurn = { state: HarperState; changed: string[]; overLimit: boolean }

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
const REMOVE_CUE =
  /\b(?:remove|drop|take (?:off|out)|cross off|skip|exclude|except|excepto|menos|salvo|without|not|no|don'?t (?:send|want)|quit(?:ar|e|a|en)|saca|sacar|elimin\w*|sin|no (?:quiero|envie|mande))\b/
const COMPANY_FILLER = new Set(['the', 'and', 'of', 'inc', 'llc', 'co', 'company', 'services', 'service', 'pros', 'pro', 'group', 'florida', 'fl'])

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(?:first|1st|#1|number one|number 1|primer[oa]?)\b/, 0],
  [/\b(?:second|2nd|#2|number two|number 2|segund[oa]|middle|del medio)\b/, 1],
  [/\b(?:third|3rd|#3|number three|number 3|tercer[oa]?)\b/, 2],
  // (the last one is found from the list's end)
  [/\b(?:last|ultim[oa])\b/, -1],
]
/** The index a place names in the list ("the last one" of three is 2); undefined when it names none. */
const placeIndex = (place: string, listed: readonly unknown[]) => {
  const index = ORDINALS.find(([ordinal]) => ordinal.test(place))?.[1]
  return index === -1 ? listed.length - 1 : index
}
/** "only the first two", "just the top 3", "solo a los dos primeros": the pros kept, by their place. */
// (… or how many at most: "TWO roofers max", "no more than 2", "only two companies", "máximo dos")
// (how the homeowner would rank them, which the list's order stands for: "only the 2 cheapest ones")
const RANKED = String.raw`(?:cheapest|best|closest|nearest|(?:top|highest|best)[ -]rated)`
const KEEP_FIRST = new RegExp(
  String.raw`\b(?:(?:only|just|solo|solamente|nomas)\s+(?:(?:send|mand\w*|envi\w*)(?:\s+(?:it|this|them|lo|la|los))?\s+)?(?:to\s+|a\s+|al\s+)?(?:the\s+|los\s+|las\s+|la\s+|el\s+)?(?:(?:first|top|${RANKED})(?:\s+(one|two|three|1|2|3))?|primer[oa]?\b(?!s)|(dos|tres) primer[oa]s|primer[oa]s (dos|tres)|(one|two|1|2|dos)\s+(?:of (?:them|those)|(?:${RANKED}\s+)?${PROS}|${RANKED}(?:\s+ones?)?)\b)|${AT_MOST}|(?:send|mand\w*|envi\w*)(?:\s+(?:it|this|them|lo|la))?\s+(?:only\s+|just\s+)?to\s+(?:the\s+)?(?:first|top)\s+(two|three|2|3))\b`,
)
/** The pros it goes to, by their places: "send it to the first one and the third one", "just send it to the first one". */
const SENT_TO_PLACES = new RegExp(
  String.raw`\b(?:send|mand\w*|envi\w*)\s+(?:it\s+|this\s+|them\s+|lo\s+|la\s+)?(?:only\s+|just\s+|solo\s+)?(?:to|a|al)\s+(${PLACE_IN_LIST}(?:\s*(?:,|and|&|y|plus)\s+(?:to\s+|a\s+|al\s+)?${PLACE_IN_LIST})*)\b`,
)
const COUNT_WORDS: Record<string, number> = { one: 1, '1': 1, two: 2, '2': 2, dos: 2, three: 3, '3': 3, tres: 3 }
/** "not the second one", "skip #2", "sin la segunda": a pro named by their place in the list. */
const BY_PLACE = new RegExp(String.raw`\b(?:not|no|skip|remove|drop|without|sin|menos|except|excepto|take off|quit\w*)\s+(?:to\s+|a\s+)?${PLACE_IN_LIST}\b`)

/**
 * The listed pros a message asks to take off the list ("remove Acme", "sin Coastal Roofing", "not
 * the second one"); `resolved` when it asked for that and each pro it named could be told (a place
 * past the end of the list names nobody to leave out).
 */
export function readRemovals(message: string, listed: ListedVendor[]): { vendors: ListedVendor[]; resolved: boolean } {
  const text = fold(message)
  // "yes but only the first two": the rest of the list is left out (nobody, when it is that short)
  const keepFirst = KEEP_FIRST.exec(text)
  if (keepFirst) return { vendors: listed.slice(COUNT_WORDS[keepFirst.slice(1).find(Boolean) ?? 'one'] ?? 1), resolved: true }
  const sentTo = SENT_TO_PLACES.exec(text)
  if (sentTo) {
    const places = sentTo[1]!.split(/\s*(?:,|\band\b|&|\by\b|\bplus\b)\s*/)
    const kept = new Set(places.map((place) => placeIndex(place, listed)))
    if (!kept.has(undefined)) return { vendors: listed.filter((_, index) => !kept.has(index)), resolved: true }
  }
  if (!REMOVE_CUE.test(text)) return { vendors: [], resolved: false }
  const byPlace = BY_PLACE.exec(text)
  if (byPlace) {
    const index = placeIndex(byPlace[0], listed)!
    return { vendors: listed[index] ? [listed[index]] : [], resolved: true }
  }
  const vendors = listed.filter((vendor) => {
    const name = fold(vendor.companyName)
    if (text.includes(name)) return true
    // or the name's telling words ("remove Coastal" for Coastal Roofing & Repair)
    const words = name.split(/[^a-z0-9]+/).filter((word) => word.length >= 4 && !COMPANY_FILLER.has(word))
    return words.length > 0 && new RegExp(`\\b${words[0]}\\b`).test(text) && listed.filter((other) => fold(other.companyName).includes(words[0]!)).length === 1
  })
  if (vendors.length) return { vendors, resolved: true }
  // "send it to anyone except Drain Kings Plumbing": a company that shares no telling word with any
  // listed pro is none of them, and leaves nobody out
  const excluded = NAMED_EXCLUSION.exec(text)?.[1]
  const telling = (excluded ?? '').split(/[^a-z0-9]+/).filter((word) => word.length >= 4 && !COMPANY_FILLER.has(word))
  const unlisted = telling.length > 0 && !telling.some((word) => listed.some((vendor) => fold(vendor.companyName).includes(word.slice(0, 4))))
  return { vendors: [], resolved: unlisted }
}
const NAMED_EXCLUSION = /\b(?:except(?: for)?|excepto|menos|salvo|but not|not to|leave off|skip|without|sin)\s+([^.,;!?—–]{3,60})/

/** "sorry, the house is in 32903": a reply that corrects the request, whatever was asked. */
const ANSWERS_KEEP_TRADE: IntakeSlot[] = ['urgency', 'budget', 'name', 'referralCode']
// (", not the roof" corrects a trade; ", not the pipes on top" only says where the water comes from)
const CORRECTION =
  /\b(?:sorry|actually|i mean|i meant|correction|wait|not .{1,20} but|, not the (?:roof(?:er)?|ac|a\/c|hvac|plumb(?:er|ing)|electric(?:al|ian)?|wiring|seawall|foundation|lawn|yard|landscap(?:er|ing)|inspect(?:ion|or)|contractor)|perd[oó]n|mejor dicho|quise decir|en realidad|digo(?=,)|o sea)\b/i

/**
 * A reply that corrects the request: a correction cue with a trade or a place after it ("sorry, it's
 * the AC not the roof", "wait, the house is 32804"), not one that corrects a detail ("roof is about
 * 10 yrs, actually the permit says 2012"; the inspection's answer then stays the inspection's).
 */
function correctsRequest(message: string) {
  // (… or puts the request's job off for another it names: "the AC: thermostat blank … the fan can wait")
  if (/\b(?:can|could|will have to) wait\b|\bpuede esperar\b/i.test(message) && readService(normalizeText(message))?.strong) return true
  const cue = CORRECTION.exec(message)
  if (!cue) return false
  // what is corrected comes after the cue ("wait its actually in winter park"), or before it in its
  // sentence when the cue sets something aside ("… its the AC drain line overflowing, not the roof")
  const sentenceStart = Math.max(0, ...[...message.slice(0, cue.index).matchAll(/[.!?]\s/g)].map((end) => end.index + end[0].length))
  const said = /^,?\s*not\b/i.test(cue[0]) ? message.slice(sentenceStart) : message.slice(cue.index)
  const about = said.split(/(?<=[.!?])\s/)[0]!
  return !!readService(normalizeText(about)) || /\b\d{5}\b/.test(about) || !!readCity(about)
}

/** Right before a town that is where the job is: "we're in Hilliard", "the house is in Ocala", "vivimos en Apopka". */
const JOB_TOWN_BEFORE = String.raw`\b(?:we'?re (?:in|at)|we live in|i live in|i'?m in|(?:the |our |my )?(?:house|home|property|place|job) is in|la casa (?:esta|queda) en|vivimos en|vivo en|estamos en) `

/**
 * A reply to a trade question is detail for the pro ("roof is 2019" under the inspection question,
 * "St. Augustine is mostly dead" under the lawn question): it does not change the trade or the
 * place, unless it says it corrects them.
 */
function keepRequestDuringDetails(turns: UserTurn[], detailTurns: number[], understood: Intake, now: Date, emergency: boolean): Intake {
  let intake: Intake = { ...understood }
  // the answer to "how soon?", "what budget?", "your name?" or "who referred you?" is not about
  // the trade either ("soon, before it swallows the lawn chair"), unless it says it corrects it
  const answers = turns.flatMap((turn, index) => (turn.askedFor && ANSWERS_KEEP_TRADE.includes(turn.askedFor) && !correctsRequest(turn.message) ? [index] : []))
  // (a trade the classifier only guessed from the turns left — "I'm the board president at Palm Lakes
  // condo" — does not overrule one the answer names: "we need new sod, tree trimming and the irrigation fixed")
  const named = (reading: Understanding) => (reading.guessedTrade ? undefined : reading.intake.serviceType)
  if (answers.length && intake.serviceType) {
    const serviceType = named(
      understandConversation(
        turns.filter((_, index) => !answers.includes(index)),
        { now },
      ),
    )
    if (serviceType) intake.serviceType = serviceType
  }
  if (detailTurns.length) {
    const request = understandConversation(
      turns.filter((_, index) => !detailTurns.includes(index)),
      { now },
    ).intake
    // (the trade read without the answers above as well: "the plumber said about 20k" under the
    // budget question names no trade, with or without the details)
    const trade = answers.length
      ? understandConversation(
          turns.filter((_, index) => !detailTurns.includes(index) && !answers.includes(index)),
          { now },
        ).intake.serviceType
      : request.serviceType
    intake = { ...intake, serviceType: trade ?? request.serviceType ?? intake.serviceType }
    // … nor who is writing: "ok yes, send it, as long as none of them are connected to the listing agent" is no agent's
    // (… with the timing and budget a writer read as someone else would have lost: "la factura a nombre de Domínguez Auto Repair LLC")
    if (request.userType && request.userType !== intake.userType) {
      intake.userType = request.userType
      for (const slot of ['urgency', 'budget'] as const) if (!intake[slot] && request[slot]) intake = { ...intake, [slot]: request[slot] }
    }
    // … except that detail narrowing a plumbing job to the line itself is the liner's: "a toilet that
    // keeps backing up" … "cast iron, original to the 1974 house … roots at two joints and a belly"
    // (not in an emergency: sewage coming up now needs the plumber today, whatever the line is made of)
    if (!emergency && intake.serviceType === 'Plumbing' && understood.serviceType === 'CIPP Pipe Repair') intake.serviceType = 'CIPP Pipe Repair'
    // (a ZIP given while answering the job's questions still places the job, more exactly than a
    // town said before: "… my rental in Port Charlotte" … "33952")
    // (… and one written there that the whole chat reads as the place corrects the earlier one: "ops, o
    // imóvel do cliente é 32804", "ignore that zip, thats my office. the house is 33966", "we're in Hilliard")
    // (a town only said as where the job is: "my husband is at work in fort pierce", "80 pies de largo" move nothing)
    const writtenThere = (pattern: (place: string) => string, place: string) =>
      detailTurns.some((index) => new RegExp(pattern(place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'i').test(fold(turns[index]?.message ?? '')))
    const placeCorrected = understood.zip
      ? understood.zip !== request.zip && writtenThere((zip) => `\\b${zip}\\b`, understood.zip)
      : !!understood.city && understood.city !== request.city && writtenThere((city) => `${JOB_TOWN_BEFORE}${fold(city)}\\b`, understood.city)
    if ((request.zip || request.city) && !(intake.zip && !request.zip) && !placeCorrected) {
      intake = withoutPlace(intake)
      for (const slot of ['zip', 'city', 'state'] as const) if (request[slot]) intake[slot] = request[slot]
    }
  }
  return intake
}

/**
 * The jobs whose answers can show the job is another trade's: water through a ceiling, whose source
 * people misjudge (the roof, the AC's pan, a pipe), and a leak at a light fixture. Other trades an
 * answer names are context far more often than the job: the electric in "40 gallon electric", the
 * breaker an AC was shut off at, the lawn behind a seawall, the roof a tree hangs over, a remodel's scope.
 */
const CHECKED_SWITCHES: Partial<Record<ServiceType, readonly ServiceType[]>> = {
  Roofing: ['HVAC', 'Plumbing'],
  Plumbing: ['Roofing', 'HVAC'],
  HVAC: ['Roofing', 'Plumbing'],
  Electrical: ['Roofing'],
}

/** The trade an answer to a trade question names plainly when it is not the request's ("How old is the roof?" … "it's the AC's drain pan"). */
function otherTradeOfAnswer(message: string, serviceType: ServiceType): ServiceType | undefined {
  const reading = readService(normalizeText(message))
  const other = reading?.strong ? reading.serviceType : undefined
  return other && CHECKED_SWITCHES[serviceType]?.includes(other) ? other : undefined
}

/** The user's message read into the state: understanding, answered or ignored questions, consent. */
export function prepareTurn(state: HarperState, rawMessage: string, { now = new Date() }: { now?: Date } = {}): PreparedTurn {
  const message = boundUserMessage(rawMessage)
  const askedFor = state.memory.lastQuestion ? SLOT_OF_QUESTION[state.memory.lastQuestion] : undefined
  const turns: UserTurn[] = [...state.turns, { message, ...(askedFor ? { askedFor } : {}) }]
  const understood = understandConversation(turns, { now })
  // a reply to a trade question, to "how do they reach you?" or to "shall I send it?" is detail, not
  // the job ("yes send it, and no door knockers trying to sell me a roof" keeps a tree job a tree job)
  const detailTurns =
    (isTradeQuestion(state.memory.lastQuestion) || state.memory.lastQuestion === 'contact' || state.memory.lastQuestion === 'consent') &&
    !correctsRequest(message)
      ? [...(state.memory.detailTurns ?? []), turns.length - 1]
      : (state.memory.detailTurns ?? [])
  const intake = keepRequestDuringDetails(turns, detailTurns, understood.intake, now, !!state.memory.emergency)
  const changed = understood.changed.filter((slot) => intake[slot as IntakeSlot] === understood.intake[slot as IntakeSlot])
  // pros taken off the list ("remove Acme", "not the second one") before the consent is read, so
  // "… send it to the others" goes to the rest
  const removal = readRemovals(message, state.listed ?? [])
  const replied = recordReply(state.memory, intake, message, { listTrimmed: removal.resolved })
  // what the user already told us is not asked again ("roof leaking …" answers "is it leaking?")
  const said = tradeAnswersIn(
    turns.map((turn) => turn.message),
    intake.serviceType,
  )
  const memory: PolicyMemory = { ...replied, tradeAnswers: { ...said, ...replied.tradeAnswers }, ...(detailTurns.length ? { detailTurns } : {}) }
  // "How old is the roof?" … "air handler in the attic, pan full, drain line clogged": an answer all
  // about another trade is asked about once (policy.ts), neither kept as the roof's detail nor taken
  // as a new job; the reply to that question settles it
  if (state.memory.tradeCheck) delete memory.tradeCheck
  else if (!memory.tradeChecked && isTradeQuestion(state.memory.lastQuestion) && intake.serviceType) {
    const other = otherTradeOfAnswer(message, intake.serviceType)
    if (other) Object.assign(memory, { tradeCheck: other, tradeChecked: true })
  }
  // active danger: the request goes out as urgent, and urgency and budget are not asked (policy.ts);
  // the intake keeps only what the user said (the label rules), so the urgency is applied later
  const emergency = memory.emergency ?? readEmergency(message)
  if (emergency) memory.emergency = emergency
  // a realtor named by the homeowner is who referred them ("my realtor Jane Ortiz sent me")
  if (intake.referringAgent && memory.referredBy === undefined) memory.referredBy = intake.referringAgent
  const removed = removal.vendors.map((vendor) => vendor.slug)
  if (removed.length) memory.removedVendors = [...new Set([...(memory.removedVendors ?? []), ...removed])]
  const history: ChatHistoryEntry[] = [...state.history, { role: 'user' as const, content: message }].slice(-MAX_HISTORY_ENTRIES)
  const language = languageAfter(state.language, message)
  return {
    state: { ...state, turns, history, intake, memory, ...(language ? { language } : {}) },
    changed,
    overLimit: turns.length > MAX_USER_TURNS,
  }
}

/** The request key vendors are matched for; undefined until the service and a place are known. */
export function matchKey(intake: Intake) {
  if (!intake.serviceType || !(intake.zip || intake.city)) return undefined
  if (intake.userType === 'vendor' || intake.userType === 'other') return undefined
  return [intake.serviceType, intake.zip ?? `${intake.city}, ${intake.state ?? 'FL'}`, intake.urgency ?? '', intake.budget ?? ''].join('|')
}

/** The pros an outcome lists (the matches, or the nearest alternatives). */
export function listedIn(outcome: MatchOutcome | undefined): VendorMatch[] {
  if (outcome?.status === 'matched') return outcome.matches
  if (outcome?.status === 'alternatives') return outcome.alternatives
  return []
}

/**
 * Vendors for the request, when it is complete enough and has changed since the last list. A list
 * with the same pros as the last one is not shown again (`repeated`): Harper refers to it.
 */
export async function matchIfReady(directory: VendorDirectory, state: HarperState, { now = new Date() }: { now?: Date } = {}) {
  const key = matchKey(state.intake)
  if (!key || key === state.lastMatchKey) return { state, outcome: undefined, repeated: false }
  const { serviceType, zip, city, state: usState, budget } = state.intake
  const urgency = requestUrgency(state)
  const removed = state.memory.removedVendors ?? []
  const found = await rankVendorsForRequest(
    directory,
    { serviceType: serviceType!, zip, city, state: usState, urgency, budget },
    { asOf: now, limit: MAX_MATCHES + removed.length },
  )
  const outcome = withoutRemoved(found, removed)
  if (outcome.status === 'unknown-location') {
    // the location question comes back, for a ZIP (policy.ts isAnswered)
    const memory = { ...state.memory, unplaceable: [...(state.memory.unplaceable ?? []), ...(city && !zip ? [city] : [])] }
    return { state: { ...state, memory, lastMatchKey: key }, outcome, repeated: false }
  }
  if (outcome.status === 'none' && outcome.reason === 'outside-florida') {
    // nothing more to ask about a job we cannot take there (policy.ts), unless the place changes
    const memory = { ...state.memory, outsideArea: zip ?? city }
    return { state: { ...state, memory, lastMatchKey: key, listed: [], listedFor: `${serviceType}|${outcome.place}|none` }, outcome, repeated: false }
  }
  const listed = listedIn(outcome).map(({ slug, companyName }) => ({ slug, companyName }))
  // the same trade and place with the same pros (or, again, none): said once, then referred to
  const listedFor = `${serviceType}|${outcome.place}|${outcome.status}`
  const previous = state.listed ?? []
  const repeated = listedFor === state.listedFor && listed.length === previous.length && listed.every((vendor, index) => vendor.slug === previous[index]!.slug)
  return { state: { ...state, lastMatchKey: key, listed, listedFor }, outcome, repeated }
}

function withoutPlace(intake: Intake): Intake {
  const { zip: _zip, city: _city, state: _state, ...rest } = intake
  return rest
}

/** The outcome without the pros the user took off the list, at most MAX_MATCHES. */
function withoutRemoved(outcome: MatchOutcome, removed: string[]): MatchOutcome {
  const keep = (list: VendorMatch[]) => list.filter((match) => !removed.includes(match.slug)).slice(0, MAX_MATCHES)
  // every pro who fits was taken off the list: nobody is left to send to
  const noneLeft: MatchOutcome = { status: 'none', place: outcome.place, matches: [], reason: 'outside-coverage', state: 'FL' }
  if (outcome.status === 'matched') {
    const matches = keep(outcome.matches)
    return matches.length ? { ...outcome, matches } : noneLeft
  }
  if (outcome.status === 'alternatives') {
    const alternatives = keep(outcome.alternatives)
    return alternatives.length ? { ...outcome, alternatives } : noneLeft
  }
  return outcome
}

/** The match list in words: numbered, one reason line each; an honest answer when nobody fits. */
export function describeMatches(outcome: MatchOutcome, intake: Intake, language?: HarperLanguage): string {
  const texts = harperTexts(language)
  const service = intake.serviceType ?? 'General Contracting'
  const when = intake.urgency ? texts.urgencyWords[intake.urgency] : undefined
  const lines = (list: VendorMatch[]) => list.map((match, index) => texts.matchLine(index + 1, match, service, outcome.place))
  // budget informs, never filters: said when it is below what every listed pro quotes
  const budgetNote = 'budgetBelowQuotes' in outcome && outcome.budgetBelowQuotes ? [texts.budgetBelowQuotes] : []
  switch (outcome.status) {
    case 'matched': {
      const thin = outcome.thin === 'others-not-available-in-time' && when ? [texts.othersNotInTime(outcome.place, when)] : []
      return [texts.matchesHeading(outcome.matches.length, service, outcome.place), ...lines(outcome.matches), ...thin, ...budgetNote].join('\n')
    }
    case 'alternatives':
      return [
        texts.alternativesHeading(service, outcome.place, outcome.reason, when),
        ...lines(outcome.alternatives),
        ...budgetNote,
        outcome.reason === 'none-available-in-time' ? texts.askWhenTheyCanStart : texts.alternativesFooter,
      ].join('\n')
    case 'none':
      return outcome.reason === 'outside-florida' ? texts.outsideFlorida(outcome.place) : texts.noneNearby(service, outcome.place)
    case 'unknown-location':
      return texts.unknownPlace(outcome.place)
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
