// Harper's policy: from the intake and what has been asked so far, the next turn — greet, find
// out who the user is, ask for exactly one missing thing (with quick replies), the questions a
// contractor needs for the trade, then contact details and consent. It never asks for what is
// already known; a question ignored twice is not asked a third time, except the name and contact
// a request cannot go without (asked once more, saying why). Its words are texts.ts's, in the
// user's language. Pure and deterministic: both engines use it (the Claude engine as guidance,
// the embedded engine as its words).
import type { ServiceType, Urgency } from '~/marketplace/value-sets.ts'
import { truncateText } from '~/utils/misc.ts'
import { CONSENT_NO, CONSENT_YES, readConsent, readsAsDeferral, readsAsPlainDeferral, type ContactKind } from './consent.ts'
import type { HarperLanguage } from './engine.ts'
import type { Intake } from './intake.ts'
import { harperTexts, type EmergencyKind, type HarperTexts } from './texts.ts'

export { CONSENT_NO, CONSENT_YES }

export const GREETING = "Hi! I'm Harper\u2014what can I help you with today?"
export const USER_TYPE_OPTIONS = ['Consumer', 'Affiliate/Real Estate Pro'] as const
/** The chat panel's action buttons (spec: Harper chat panel). */
export const BOOK_APPOINTMENT = 'Book Appointment'
export const TALK_TO_AGENT = 'Talk to Agent'
/** A question the user has ignored this many times is not asked again. */
export const MAX_IGNORED = 2

export type TradeQuestion = {
  id: string
  text: string
  suggestions: string[]
  /** the user already said it ("roof leaking into the bedroom" answers "is it leaking?") */
  answeredBy: RegExp
}

/** What in a user's own words already answers each trade question (English and Spanish). */
const ANSWERED_BY: Record<string, RegExp> = {
  'cipp-pipe': /cast[- ]?iron|hierro|clay|barro|pvc|orangeburg|abs\b|\d\s*-?\s*(?:inch|in\b|")/i,
  'cipp-camera': /camera|scope[ds]?\b|video|camara|cámara/i,
  'cipp-access': /clean ?out|access|registro/i,
  'roof-age': /\d+\s*(?:years?|yrs?|anos|años)\b|shingle|\btile|teja|metal|flat roof|techo plano/i,
  'roof-leak': /leak|drip|gotera|gotea|water (?:coming|pouring)|(?:entra|entrando|cae|cayendo) (?:el )?agua|agua (?:entra|entrando|cae|cayendo)/i,
  'roof-claim': /insurance|claim|seguro|reclamo/i,
  'foundation-crack': /hairline|\d\/\d|\d+\s*(?:inch|in\b|mm|cm|pulgadas?)/i,
  'foundation-doors': /doors?|windows?|puertas?|ventanas?/i,
  'foundation-type': /slab|losa|piers?|pilotes|crawl ?space|stem wall/i,
  'seawall-length': /\d+\s*(?:ft|feet|foot|linear|pies|metros)\b|\d+'/i,
  'seawall-material': /concrete|vinyl|wood|timber|rock|rip ?rap|concreto|madera|coquina|vinilo/i,
  'seawall-dock': /dock|boat ?lift|muelle|lancha|elevador/i,
  'plumbing-what':
    /leak|drip|clog|backed? ?up|backing up|overflow|no hot water|water heater|install|replace|fuga|gotea|tapad|tapon|tapón|desborda|agua caliente|calentador|instalar/i,
  'plumbing-water-off': /shut (?:it )?off|turned (?:it )?off|main valve|can'?t (?:shut|turn)|pouring|flooding|gushing|llave|cerr[eéa]|inund/i,
  'hvac-what':
    /not cooling|no cool|blowing (?:warm|hot)|won'?t (?:turn|come) on|not (?:turning|coming) on|dead|leak|drip|noise|noisy|hum|rattl|squeal|new (?:system|unit|ac)|replace|no enfr[ií]a|no prende|no enciende|gotea|ruido|equipo nuevo/i,
  'hvac-age': /\d+\s*(?:years?|yrs?|anos|años)\b|brand new|original (?:unit|system)/i,
  'electrical-what': /breaker|trip|outlet|plug|lights?\b|flicker|panel|wir(?:e|ing)|ev charger|generator|enchufe|luces|interruptor|cableado|breaker/i,
  'electrical-danger': /burn|spark|smoke|hot outlet|warm outlet|scorch|quemad|chispa|humo|caliente/i,
  'landscaping-what': /lawn|grass|sod|mow|tree|palm|hedge|shrub|irrigation|sprinkler|design|mulch|cesped|césped|arbol|árbol|palma|riego|jard[ií]n|dise[nñ]o/i,
  'landscaping-size': /acre|sq(?:uare)? ?f(?:ee)?t|small|medium|large|big yard|tiny|peque[nñ]o|mediano|grande/i,
  'gc-scope': /remodel|addition|renovat|kitchen|bath|several|whole house|gut|remodel|ampliaci[oó]n|cocina|ba[nñ]o|renovar/i,
  'gc-permits': /permit|plans?\b|architect|drawings|permiso|planos|arquitecto/i,
  'inspection-kind':
    /4[- ]?point|four[- ]point|wind mit|mitigation|full (?:home )?inspection|pre-?listing|pre-?purchase|termite|mold|4 puntos|mitigaci[oó]n|completa/i,
  'inspection-closing': /clos(?:e|ing)|buying|selling|purchase|under contract|cierre|compra|venta|vendiendo|comprando/i,
}

/** What a contractor of each trade needs to know before quoting (in English: the vendor's brief). */
export const TRADE_QUESTIONS: Record<ServiceType, TradeQuestion[]> = Object.fromEntries(
  Object.entries(harperTexts('en').tradeQuestions).map(([service, questions]) => [
    service,
    questions.map((question) => ({ ...question, answeredBy: ANSWERED_BY[question.id]! })),
  ]),
) as Record<ServiceType, TradeQuestion[]>

export type QuestionId = 'userType' | 'serviceType' | 'location' | 'urgency' | 'budget' | 'name' | 'contact' | 'referral' | 'consent' | string

/** Whether a question is one of the trade questions (its reply is job detail, not a new request). */
export const isTradeQuestion = (question: QuestionId | undefined) => !!question && !CORE_QUESTIONS.includes(question)

/** The questions whose answers are intake slots or memory of their own (not trade answers). */
const CORE_QUESTIONS = ['userType', 'serviceType', 'location', 'urgency', 'budget', 'name', 'contact', 'referral', 'consent']

/** What the conversation remembers besides the intake (serialisable, so #9 can persist it). */
export type PolicyMemory = {
  /** times each question was asked */
  asked: Record<QuestionId, number>
  /** times each question was asked and the next message did not answer it */
  ignored: Record<QuestionId, number>
  /** the question of Harper's last turn */
  lastQuestion?: QuestionId
  /** answers to the trade questions, as the user wrote them (or the message that already said it) */
  tradeAnswers: Record<string, string>
  /** set only from the user's own consent action, with the words of that reply */
  consentAt?: string
  consentReply?: string
  /** the consent reply, when it also asked something of the pros ("tell them to call first"): passed on */
  consentNote?: string
  /** The contact detail the homeowner asked to keep from the pros ("do NOT give them my phone number"). */
  withheldContact?: ContactKind
  consentDeclined?: boolean
  /** the user put the decision off twice ("not yet"): not asked again until they say to send */
  consentDeferred?: boolean
  /** the reply to "Did a real-estate agent refer you?" (a code, an agent's name or email, or no) */
  referredBy?: string
  /** an agent's referral is already known (a ?ref= link), so Harper does not ask */
  attributed?: boolean
  /** active danger the user described (water, gas, fire, electrical): no budget question, urgent request */
  emergency?: EmergencyKind
  /** the emergency's safety line has been said */
  emergencyAcknowledged?: boolean
  /** the trade we do not offer has been named as such */
  unsupportedNamed?: string
  /** the last message asked who to call for that work instead ("who should I call then?") */
  askedWhoElse?: boolean
  /** the user messages (by index) that answered a trade question: detail, not a change of request */
  detailTurns?: number[]
  /** the ZIP or city outside Florida that the job is in: nothing more is asked until it changes */
  outsideArea?: string
  /** cities the matching could not find: the location is asked again, for a ZIP */
  unplaceable?: string[]
  /** pros the user took off the list before sending (slugs) */
  removedVendors?: string[]
  /** an agent with no client's job was told how to join: next time, what happens after applying */
  affiliateRouted?: boolean
  /** the other trade an answer to a trade question was all about: Harper asks which it is (conversation.server.ts) */
  tradeCheck?: ServiceType
  /** that question has been asked once in this chat: never again */
  tradeChecked?: boolean
}

export const emptyMemory = (): PolicyMemory => ({ asked: {}, ignored: {}, tradeAnswers: {} })

export type NextTurn = {
  kind: 'greet' | 'ask' | 'route' | 'answer' | 'wrap-up'
  question?: QuestionId
  text: string
  suggestions: string[]
}

/** The words a homeowner agrees to; stored with the request as the consent given. */
export function consentQuestion(forClient = false, language?: HarperLanguage) {
  return harperTexts(language).consentQuestion(forClient)
}

/** Whether the question's slot is filled (or it need not be asked). */
export function isAnswered(question: QuestionId, intake: Intake, memory: PolicyMemory) {
  switch (question) {
    case 'userType':
      return !!intake.userType
    case 'serviceType':
      return !!intake.serviceType
    case 'location':
      return !!(intake.zip || (intake.city && !memory.unplaceable?.includes(intake.city)))
    case 'urgency':
      return !!intake.urgency
    case 'budget':
      return !!intake.budget
    case 'name':
      return !!intake.name
    case 'contact':
      return !!(intake.email || intake.phone)
    case 'referral':
      return !!intake.referralCode || memory.referredBy !== undefined || !!memory.attributed
    case 'consent':
      return !!memory.consentAt || !!memory.consentDeclined || !!memory.consentDeferred
    default:
      return question in memory.tradeAnswers
  }
}

/** "not sure", "no idea", "no sé": nothing to pass on, and not asked again. */
export const NOT_SURE = /^\s*(?:i'?m )?(?:not sure(?: yet)?|no idea|don'?t know|dunno|idk|unsure|no s[eé]|todav[ií]a no s[eé]|ni idea|no tengo idea)\W*$/i

/** Questions whose answer, when it is none of our values, is kept in the user's words for the pro. */
export const WORDS_PASSED_ON = ['urgency', 'budget']

/** The urgency a request goes out with: the user's, or today when they described active danger. */
export function requestUrgency({ intake, memory }: { intake: Intake; memory: PolicyMemory }): Urgency | undefined {
  // (active danger is today, whatever else the chat said of timing: "the gutters are for later")
  return memory.emergency ? 'immediate' : intake.urgency
}

/** Name and contact are what a request cannot go without: they are asked a third time, with why. */
const NEEDED_TO_SEND = ['name', 'contact']
const MAX_IGNORED_NEEDED = 3
// A reply that withholds what was asked (contact details most of all), in the kinds people use:
const REFUSES = new RegExp(
  String.raw`\b(?:` +
    [
      // declining: "I'd rather not", "hold off on that", "I'll pass", "no thanks", "prefiero no", "not yet", "maybe later"
      String.raw`(?:(?:i'?d|i would) )?rather not|(?:i'?d|i would) rather wait(?: on (?:that|it))?|hold off on (?:that|it|giving)|(?:i'?ll|i will|ill) pass(?: on (?:that|it|this))?\s*[.!]*$|prefer not|no thanks|prefiero no|mejor (?:despu[eé]s|luego|m[aá]s tarde|no)|todav[ií]a no|not yet|(?:maybe )?later|after i (?:talk|speak|check)|^(?:no|nope|nah|no thanks)[.!]*$`,
      // asking why: "why do you need it", "none of your business", "¿para qué lo necesitan?"
      String.raw`none of your business|why (?:do )?(?:you|u) need|para qu[eé] (?:lo |la )?(?:necesita|quiere)n?|^no,? pa(?:ra)? qu[eé]\b`,
      // not giving a detail: "not giving my number", "I never give out my phone", "no doy mi número", "they can look me up"
      String.raw`not (?:giving|sharing)|don'?t want to (?:give|share)|(?:i )?(?:don'?t|do not|never|won'?t) (?:give|share|put) (?:out )?(?:my|that|it)|(?:they|he|she) can look (?:me|it) up|no quiero dar(?:lo|le)?|no (?:(?:se|te) )?(?:lo )?doy|no (?:doy|comparto) mi|^no (?:phone|number|email|e-mail|calls)\b|(?:can|could) i not (?:give|share)|(?:don'?t|do not|no) need to (?:give|share|hand) (?:that|it|this|my \w+)(?: out)?|not (?:handing|putting) (?:that|it|my \w+) out`,
      // not wanting to be called: "don't want any calls", "don't want people calling"
      String.raw`(?:don'?t|do not) want (?:any )?(?:calls|texts|emails|people calling|to be called|spam)|(?:don'?t|do not) want (?:any ?(?:one|body) |ppl |people |companies |contractors |strangers )?(?:calling|to call|texting|blowing up)`,
      // only looking, or reaching the pros themselves: "just tell me the prices", "I'll call them myself", "let me ask my wife"
      String.raw`just (?:tell|give|show|send) me (?:the )?(?:prices?|costs?|quotes?|a price|an estimate|their (?:numbers|info))|(?:just|only) want(?:ed)? (?:to know|a price|the price|an? (?:idea|estimate|ballpark))|(?:no[mh]?[aá]s|solo|s[oó]lo) quer[ií]a saber|mejor (?:t[uú]|usted) me (?:das|da|pasas|pasa) (?:los|sus) n[uú]meros|(?:i'?ll|i will|ill|i can|let me|i'?d rather) (?:just )?(?:call|contact|reach out to|text|email|phone) (?:them|the pros|those|the companies|him|her)(?: myself| directly| on my own)?\s*[.!]*$`,
      String.raw`(?:d[eé]j[ae]me|let me) (?:pregunt(?:ar|arle|arles)|ask (?:her|him|them|my \w+))|(?:voy a|tengo que) preguntarle`,
    ].join('|') +
    ')',
  'i',
)

/** The answer to "what do you need help with?" that says there is no job: "nothing in particular", "just asking". */
const NO_JOB =
  /^\W*(?:(?:oh|well|um+|no|nah|honestly|actually)[ ,]+)?(?:(?:right now|for now|at the moment|ahora mismo|ahorita|por ahora|de momento)[ ,]+)?(?:nothing|nothin'?|nuthin'?|nada)(?: (?:in particular|specific|right now|at the moment|today|yet|for me|personally|really|en particular|por ahora|ahorita|todavia|todavía))*(?=[.,!;]|$)|\b(?:just|only|solo|nom[aá]s) (?:asking|a question|curious|wondering|checking|browsing|looking around|seeing what (?:you|u|y'?all) (?:got|have|do)|trying (?:it|this) out|preguntaba|pregunto|una pregunta|mirando|viendo)\b|\bpay (?:my |the )?(?:rent|bill|light bill|electric bill|dues|hoa fees?)\b|\bpagar (?:la |el |mi )?(?:renta|factura|cuenta|cuota|luz|recibo)\b|\b(?:rent|rentar|alquilar) (?:a |an |una |un )?(?:house|home|apartment|place|trailer|casa|traila|apartamento|cuarto)\b|\b(?:need|want|looking for|necesito|busco) (?:a |an |un |una )?(?:lawyer|attorney|abogad[oa])\b|\bnot a (?:repairman|contractor|handyman)\b|\b(?:is this|isn'?t this|es esta|no es esta|es este|no es este) (?:the |la |el )?(?:p[aá]gina (?:de|del) )?(?:la )?(?:hoa|association|asociaci[oó]n|fpl|city|county|ciudad|condado)\b|\b(?:no|not a|not any) (?:job|project|work) (?:right now|today|yet|for me|at the moment)\b|^\W*(?:none|ninguno|ninguna|n\/a)(?! of)\b|\bnot (?:a |an )?(?:service|repair|job) request\b|\b(?:not|no) (?:looking for|needing|in need of) (?:a |any )?(?:service|repairs?|contractor|pro)\b|\b(?:asking|question|here|writing) about (?:your|the site'?s|harper'?s) (?:data|privacy|policies|practices|data practices|terms)\b|\blooking to partner\b|\b(?:a )?partnership\b|^\W*fema\b(?! (?:said|says|told|inspector|adjuster|gave|paid|money|check))|\b(?:are you|is this|you'?re|eres|es esto|son ustedes) (?:fema|citizens|the insurance|my insurance|el seguro)\b|\b(?:don'?t|do not) need (?:nothing|anything) (?:done|fixed|repaired)(?=\s*(?:[.,!;]|$))|\bno necesito (?:nada|ning[uú]n (?:arreglo|trabajo))(?=\s*(?:[.,!;]|$))|\b(?:prescriptions?|pharmacy|my pills|medications?|receta|farmacia|mis pastillas)\b|\b(?:(?:my|the|a|an) (?:insurance )?claim(?:'?s)? (?:status|number)|status (?:of|on) (?:my|the|a) (?:insurance )?claim|(?:check|checking) (?:on )?(?:my|the) (?:insurance )?claim|(?:el )?estado de (?:mi|el) reclamo)\b|\b(?:change|changing|update|updating|track|tracking|cancel|cancelling|canceling) (?:my |the |a )?(?:delivery|shipping|order|package)\b|\bdelivery address\b|\b(?:cambiar|rastrear|cancelar) (?:mi |el |la )?(?:pedido|orden|env[ií]o|direcci[oó]n de entrega)\b/i

// consent is never given up on: until a clear yes or no, the question comes back with its buttons
function givenUp(question: QuestionId, memory: PolicyMemory) {
  if (question === 'consent') return false
  const limit = NEEDED_TO_SEND.includes(question) ? MAX_IGNORED_NEEDED : MAX_IGNORED
  return (memory.ignored[question] ?? 0) >= limit
}

/**
 * The trade question that checks for danger now, asked right after the place. (The plumber's "is
 * water leaking now?" stays after the budget: asked first, it would ask every clog about water.)
 */
const SAFETY_QUESTIONS: readonly QuestionId[] = ['electrical-danger']

/** The questions of a request, in the order Harper asks them. */
export function questionPlan(intake: Intake, memory: PolicyMemory = emptyMemory()): QuestionId[] {
  // in an emergency it is today, and the budget can wait: the pro needs to come, not to quote
  // … and a trade's danger check comes before the timing and the budget, so that danger told there
  // ("the panel door is warm and it smells like burning plastic") skips the budget too
  const tradeQuestions = ((intake.serviceType && TRADE_QUESTIONS[intake.serviceType]) || []).map((question) => question.id)
  const safety = tradeQuestions.filter((question) => SAFETY_QUESTIONS.includes(question))
  const plan: QuestionId[] = memory.emergency ? ['serviceType', 'location', ...safety] : ['serviceType', 'location', ...safety, 'urgency', 'budget']
  for (const question of tradeQuestions) if (!safety.includes(question)) plan.push(question)
  plan.push('name', 'contact')
  // an agent is not asked who referred them; a homeowner is, once, just before consent
  if (intake.userType !== 'affiliate') plan.push('referral')
  plan.push('consent')
  return plan
}

/** Trade questions the user's messages already answer, with the message that did. */
export function tradeAnswersIn(messages: string[], serviceType: ServiceType | undefined): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const question of (serviceType && TRADE_QUESTIONS[serviceType]) || []) {
    const said = messages.find((message) => question.answeredBy.test(message))
    if (said) answers[question.id] = truncateText(said, 200)
  }
  return answers
}

/** A list ends with a blank line before the question; a short note runs on. */
export const joinLead = (lead: string, text: string) => (!lead ? text : lead.includes('\n') ? `${lead}\n\n${text}` : `${lead} ${text}`)

/** What Harper has understood so far, said when it asks a question again ("So far: Roofing, 32931, today."). */
function understoodSoFar(intake: Intake, texts: HarperTexts) {
  const parts = [
    intake.serviceType ? texts.serviceName(intake.serviceType) : '',
    intake.zip ?? intake.city ?? '',
    intake.urgency ? texts.urgencyWords[intake.urgency] : '',
    intake.name ?? '',
  ].filter(Boolean)
  return parts.length ? texts.soFar(parts) : ''
}

function ask(question: QuestionId, intake: Intake, memory: PolicyMemory, lead: string, texts: HarperTexts): NextTurn {
  const forClient = intake.userType === 'affiliate'
  const again = (memory.ignored[question] ?? 0) > 0
  // unsure what the last reply meant: say what is understood, then the question with its buttons
  const join = (text: string) => joinLead(lead, again && question !== 'consent' ? joinLead(understoodSoFar(intake, texts), text) : text)
  switch (question) {
    case 'serviceType':
      return { kind: 'ask', question, text: join(again ? texts.serviceQuestionAgain : texts.serviceQuestion(forClient)), suggestions: texts.serviceSuggestions }
    case 'location':
      return { kind: 'ask', question, text: join(again ? texts.locationQuestionAgain(forClient) : texts.locationQuestion(forClient)), suggestions: [] }
    case 'urgency':
      return { kind: 'ask', question, text: join(texts.urgencyQuestion), suggestions: texts.urgencySuggestions }
    case 'budget':
      return { kind: 'ask', question, text: join(texts.budgetQuestion(forClient)), suggestions: texts.budgetSuggestions }
    case 'name':
      return { kind: 'ask', question, text: join(again ? texts.nameQuestionAgain(forClient) : texts.nameQuestion(forClient)), suggestions: [] }
    case 'contact':
      return { kind: 'ask', question, text: join(again ? texts.contactQuestionAgain(forClient) : texts.contactQuestion(forClient)), suggestions: [] }
    case 'referral':
      return { kind: 'ask', question, text: join(texts.referralQuestion), suggestions: ['No'] }
    case 'consent':
      return { kind: 'ask', question, text: join(texts.consentQuestion(forClient)), suggestions: [texts.consentYes, texts.consentNo] }
    default: {
      const tradeQuestion = Object.values(texts.tradeQuestions)
        .flat()
        .find((entry) => entry.id === question)!
      return { kind: 'ask', question, text: join(tradeQuestion.text), suggestions: tradeQuestion.suggestions }
    }
  }
}

export type TurnContext = {
  userMessages: number
  /** what the engine says first this turn (a match list, an acknowledgement) */
  lead?: string
  language?: HarperLanguage
  /** the pros listed for the request, offered as "Remove …" quick replies at the consent question */
  listed?: { slug: string; companyName: string }[]
  /** the user's message asked about Harper itself (about-harper.ts): its answers are in the lead */
  askedAboutHarper?: boolean
}

/** The next turn. */
export function decideNextTurn(
  intake: Intake,
  memory: PolicyMemory,
  { userMessages, lead = '', language, listed = [], askedAboutHarper = false }: TurnContext,
): NextTurn {
  const texts = harperTexts(language)
  if (userMessages === 0) return { kind: 'greet', text: GREETING, suggestions: [...USER_TYPE_OPTIONS] }
  const prefix = (text: string) => joinLead(lead, text)

  if (intake.userType === 'vendor') {
    return { kind: 'route', text: prefix(texts.vendorRoute(intake.serviceType)), suggestions: [TALK_TO_AGENT] }
  }
  if (intake.userType === 'other' && !intake.serviceType) {
    // someone asking whether to trust Harper ("is this free?", "will you sell my number?") got the
    // answer in the lead: they are deciding whether to go on, so the next question follows
    if (askedAboutHarper && !givenUp('serviceType', memory)) return ask('serviceType', intake, memory, lead, texts)
    return { kind: 'answer', text: prefix(texts.otherRoute), suggestions: [TALK_TO_AGENT, ...texts.userTypeOptions] }
  }
  if (intake.unsupportedService && !intake.serviceType && memory.unsupportedNamed === intake.unsupportedService && memory.askedWhoElse) {
    return {
      kind: 'answer',
      text: prefix(texts.unsupportedWhoElse(intake.unsupportedService)),
      suggestions: [TALK_TO_AGENT, ...texts.serviceSuggestions.slice(0, 4)],
    }
  }
  if (intake.unsupportedService && !intake.serviceType && memory.unsupportedNamed !== intake.unsupportedService) {
    return { kind: 'answer', text: prefix(texts.unsupported(intake.unsupportedService)), suggestions: [TALK_TO_AGENT, ...texts.serviceSuggestions.slice(0, 4)] }
  }
  if (intake.userType === 'affiliate' && !intake.serviceType) {
    // (said once: then what happens after applying, not the same welcome again)
    return {
      kind: 'route',
      text: prefix(memory.affiliateRouted ? texts.affiliateNext : texts.affiliateRoute),
      suggestions: texts.serviceSuggestions.slice(0, 4),
    }
  }
  if (!intake.userType && !intake.serviceType && !givenUp('userType', memory) && (memory.asked.userType ?? 0) === 0) {
    return { kind: 'ask', question: 'userType', text: prefix(texts.userTypeQuestion), suggestions: texts.userTypeOptions }
  }

  if (memory.outsideArea && memory.outsideArea === (intake.zip ?? intake.city)) {
    return { kind: 'answer', text: lead || texts.outsideFlorida(memory.outsideArea), suggestions: [TALK_TO_AGENT] }
  }
  // an answer to a trade's question that was all about another trade: which job is it? The reply is
  // read as any message about the job, so naming the other trade moves the request
  if (memory.tradeCheck && intake.serviceType && memory.tradeCheck !== intake.serviceType) {
    const [current, other] = [texts.serviceName(intake.serviceType), texts.serviceName(memory.tradeCheck)]
    return { kind: 'ask', question: 'serviceType', text: prefix(texts.tradeCheck(current, other)), suggestions: [other, current] }
  }
  for (const question of questionPlan(intake, memory)) {
    if (isAnswered(question, intake, memory)) continue
    // no job we can name after asking twice: nothing else in the plan makes sense
    if (question === 'serviceType' && givenUp(question, memory)) {
      return {
        kind: 'answer',
        text: prefix(intake.unsupportedService ? texts.unsupported(intake.unsupportedService) : texts.otherRoute),
        suggestions: [TALK_TO_AGENT],
      }
    }
    if (givenUp(question, memory)) continue
    // consent only makes sense once there is a name and a way to reach the user
    if (question === 'consent' && !(intake.name && isAnswered('contact', intake, memory))) continue
    if (question === 'consent') {
      const removable =
        listed.length > 1 ? listed.filter((vendor) => !memory.removedVendors?.includes(vendor.slug)).map((vendor) => texts.removePro(vendor.companyName)) : []
      // asked again: first "just to check"; after a second unclear reply, how to answer plainly
      const again = (memory.ignored.consent ?? 0) > 1 ? texts.consentStillUnclear : texts.consentNotSent
      const turn = ask(question, intake, memory, memory.lastQuestion === 'consent' ? joinLead(lead, again) : lead, texts)
      // asked again after a reply that was not a clear yes or no: it says plainly that nothing went out
      return { ...turn, suggestions: [...turn.suggestions, ...(removable.length > 1 ? removable : [])] }
    }
    return ask(question, intake, memory, lead, texts)
  }
  const wrapUp = memory.consentAt
    ? texts.wrapUpSent
    : memory.consentDeferred
      ? texts.wrapUpDeferred
      : memory.consentDeclined
        ? texts.wrapUpDeclined
        : texts.wrapUpNoContact
  return { kind: 'wrap-up', text: prefix(wrapUp), suggestions: [BOOK_APPOINTMENT, TALK_TO_AGENT] }
}

/** Who to call for work we do not offer: "so who should I call then?", "¿entonces a quién llamo?", "who handles that?" */
const WHO_ELSE =
  /\b(?:who (?:should|do|can|would) (?:i|we) (?:call|contact|use|hire|ask)|who (?:handles|does|fixes|deals with) (?:that|this|it|those)|who (?:do|would) you recommend|(?:any|do you have an?) (?:recommendations?|suggestions?)|(?:a|con) qui[eé]n (?:llamo|llamamos|le hablo|contacto|recurro)|qui[eé]n (?:hace|arregla|se encarga de) eso|(?:me )?recomienda(?:s|n)? a (?:alguien|alg[uú]n))\b/i

// (not "dale" alone: "dale gracias" after "espera, no mandes na todavía" is thanks)
const ASKS_TO_SEND = /\b(?:send|go ahead|submit|env[ií](?:e|a|ar|elo|ala|enla|eselo|aselo)|m[aá]nd(?:e|a|ar|elo|alo|enla|eselo|aselo))\b/i

/** After the user's reply: which question was answered or ignored (updates a copy of memory). */
export function recordReply(memory: PolicyMemory, intakeAfter: Intake, message: string, { listTrimmed = false }: { listTrimmed?: boolean } = {}): PolicyMemory {
  const next: PolicyMemory = { ...memory, asked: { ...memory.asked }, ignored: { ...memory.ignored }, tradeAnswers: { ...memory.tradeAnswers } }
  next.askedWhoElse = !!memory.unsupportedNamed && WHO_ELSE.test(message) ? true : undefined
  // after "not yet" or "no", a later "send it" is the yes (the words must ask to send: "ok thanks" is not)
  const question =
    memory.lastQuestion ?? ((memory.consentDeferred || memory.consentDeclined) && !memory.consentAt && ASKS_TO_SEND.test(message) ? 'consent' : undefined)
  if (!question) return next
  if (question === 'consent') {
    // only an unambiguous yes is consent (consent.ts); a clear no declines; anything else asks again
    // (a detail can be kept from the pros when the other still reaches them)
    const withholdable = { phone: !!intakeAfter.email, email: !!intakeAfter.phone }
    const { reading, note, withhold } = readConsent(message, { listTrimmed, withholdable })
    if (question !== memory.lastQuestion && reading === 'yes') next.consentDeclined = undefined
    if (reading === 'yes')
      Object.assign(next, {
        consentAt: new Date().toISOString(),
        consentReply: truncateText(message.trim(), 200),
        consentNote: note ? truncateText(note, 200) : undefined,
        withheldContact: withhold,
        consentDeferred: undefined,
      })
    else if (reading === 'no') next.consentDeclined = true
    // not now, said a second time (or a plain "not yet" the first): Harper stops asking and says how to send it later
    else if (((memory.ignored.consent ?? 0) > 0 && readsAsDeferral(message)) || readsAsPlainDeferral(message)) next.consentDeferred = true
  } else if (question === 'referral') {
    if (message.trim()) next.referredBy = truncateText(message.trim(), 200)
  } else if (!CORE_QUESTIONS.includes(question)) {
    // a trade question: any short reply is the answer (we pass it on as written)
    if (message.trim()) next.tradeAnswers[question] = truncateText(message.trim(), 200)
  } else if (WORDS_PASSED_ON.includes(question) && message.trim() && !isAnswered(question, intakeAfter, next)) {
    // "before hurricane season", "whatever insurance covers": an answer, if not one of our ranges —
    // passed on to the pro as written, and not asked again
    if (!NOT_SURE.test(message)) next.tradeAnswers[question] = truncateText(message.trim(), 200)
    next.ignored[question] = MAX_IGNORED
    return next
  }
  // "Nothing in particular today. Just asking whether there's a charity program": no job to ask about again
  if (question === 'serviceType' && !isAnswered(question, intakeAfter, next) && NO_JOB.test(message)) {
    next.ignored[question] = MAX_IGNORED
    return next
  }
  if (!isAnswered(question, intakeAfter, next)) {
    // "I'd rather not", "why do you need that": a refusal is respected, not asked again and again
    next.ignored[question] = NEEDED_TO_SEND.includes(question) && REFUSES.test(message) ? MAX_IGNORED_NEEDED : (next.ignored[question] ?? 0) + 1
  }
  return next
}

/** Before Harper's reply: the question it asks this turn, and what it has now said once for all. */
export function recordQuestion(memory: PolicyMemory, turn: NextTurn, intake: Intake = {}): PolicyMemory {
  const next: PolicyMemory = { ...memory, asked: { ...memory.asked } }
  next.lastQuestion = turn.question
  if (turn.question) next.asked[turn.question] = (next.asked[turn.question] ?? 0) + 1
  if (memory.emergency) next.emergencyAcknowledged = true
  if (turn.kind === 'answer' && intake.unsupportedService && !intake.serviceType) next.unsupportedNamed = intake.unsupportedService
  if (turn.kind === 'route' && intake.userType === 'affiliate' && !intake.serviceType) next.affiliateRouted = true
  return next
}
