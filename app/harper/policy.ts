// Harper's policy: from the intake and what has been asked so far, the next turn — greet, find
// out who the user is, ask for exactly one missing thing (with quick replies), the questions a
// contractor needs for the trade, then contact details and consent. It never asks for what is
// already known, and a question ignored twice is not asked a third time. Pure and deterministic:
// both engines use it (the Claude engine as guidance, the embedded engine as its words).
import { BUDGET_RANGES, URGENCIES, type ServiceType } from '~/marketplace/value-sets.ts'
import { CONSENT_NO, CONSENT_YES, readConsentReply } from './consent.ts'
import type { Intake } from './intake.ts'
import { truncateText } from '~/utils/misc.ts'

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

/** What a contractor of each trade needs to know before quoting. */
export const TRADE_QUESTIONS: Partial<Record<ServiceType, TradeQuestion[]>> = {
  'CIPP Pipe Repair': [
    {
      id: 'cipp-pipe',
      text: 'What kind of pipe is it, and about how big (for example 4-inch cast iron)?',
      suggestions: ['Cast iron', 'Clay', 'PVC', 'Not sure'],
      answeredBy: /cast[- ]?iron|hierro|clay|barro|pvc|orangeburg|abs\b|\d\s*-?\s*(?:inch|in\b|")/i,
    },
    {
      id: 'cipp-camera',
      text: 'Has a camera inspection of the line been done yet?',
      suggestions: ['Yes', 'No', 'Not sure'],
      answeredBy: /camera|scope[ds]?\b|video|camara/i,
    },
    {
      id: 'cipp-access',
      text: 'Is there a cleanout or other easy access to the line?',
      suggestions: ["Yes, there's a cleanout", 'No', 'Not sure'],
      answeredBy: /clean ?out|access/i,
    },
  ],
  Roofing: [
    {
      id: 'roof-age',
      text: 'How old is the roof, and what is it made of?',
      suggestions: ['Shingle', 'Tile', 'Metal', 'Flat'],
      answeredBy: /\d+\s*(?:years?|yrs?|anos|años)\b|shingle|\btile|teja|metal|flat roof/i,
    },
    { id: 'roof-leak', text: 'Is it actively leaking right now?', suggestions: ['Yes', 'No'], answeredBy: /leak|drip|gotera|gotea|water (?:coming|pouring)/i },
    { id: 'roof-claim', text: 'Is this part of an insurance claim?', suggestions: ['Yes', 'No', 'Not yet'], answeredBy: /insurance|claim|seguro|reclamo/i },
  ],
  'Foundation Repair': [
    {
      id: 'foundation-crack',
      text: 'About how wide are the widest cracks?',
      suggestions: ['Hairline', 'About 1/4 inch', 'Wider than 1/2 inch'],
      answeredBy: /hairline|\d\/\d|\d+\s*(?:inch|in\b|mm|cm)/i,
    },
    { id: 'foundation-doors', text: 'Are any doors or windows sticking?', suggestions: ['Yes', 'No'], answeredBy: /doors?|windows?|puertas?|ventanas?/i },
    {
      id: 'foundation-type',
      text: 'Is the house on a slab or on piers?',
      suggestions: ['Slab', 'Piers / crawlspace', 'Not sure'],
      answeredBy: /slab|losa|piers?|crawl ?space|stem wall/i,
    },
  ],
  'Seawall Construction': [
    {
      id: 'seawall-length',
      text: 'Roughly how long is the seawall?',
      suggestions: ['Under 50 ft', '50-100 ft', 'Over 100 ft'],
      answeredBy: /\d+\s*(?:ft|feet|foot|linear|pies|metros)\b|\d+'/i,
    },
    {
      id: 'seawall-material',
      text: 'What is the seawall made of?',
      suggestions: ['Concrete', 'Vinyl', 'Wood', 'Rock / riprap'],
      answeredBy: /concrete|vinyl|wood|timber|rock|rip ?rap|concreto|madera|coquina/i,
    },
    {
      id: 'seawall-dock',
      text: 'Is a dock or boat lift involved?',
      suggestions: ['Dock', 'Boat lift', 'Both', 'Neither'],
      answeredBy: /dock|boat ?lift|muelle|lancha/i,
    },
  ],
}

export type QuestionId = 'userType' | 'serviceType' | 'location' | 'urgency' | 'budget' | 'name' | 'contact' | 'referral' | 'consent' | string

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
  consentDeclined?: boolean
  /** the reply to "Did a real-estate agent refer you?" (a code, an agent's name or email, or no) */
  referredBy?: string
  /** an agent's referral is already known (a ?ref= link), so Harper does not ask */
  attributed?: boolean
}

export const emptyMemory = (): PolicyMemory => ({ asked: {}, ignored: {}, tradeAnswers: {} })

export type NextTurn = {
  kind: 'greet' | 'ask' | 'route' | 'answer' | 'wrap-up'
  question?: QuestionId
  text: string
  suggestions: string[]
}

/** Said before the consent question when it is asked again: the last reply was not a clear yes. */
export const CONSENT_NOT_SENT = "I haven't sent anything. I'll only send it on a clear yes, so just to check:"

/** The words a homeowner agrees to; stored with the request as the consent given. */
export function consentQuestion(forClient = false) {
  const their = forClient ? "your client's" : 'your'
  return `Shall I send ${their} request to the matched pros? They'll receive ${their} name, contact details and the job details so they can reach out. Nothing is shared until you say yes.`
}

const SERVICE_SUGGESTIONS = ['CIPP Pipe Repair', 'Roofing', 'Foundation Repair', 'Seawall Construction', 'Plumbing', 'HVAC']

/** Whether the question's slot is filled (or it need not be asked). */
export function isAnswered(question: QuestionId, intake: Intake, memory: PolicyMemory) {
  switch (question) {
    case 'userType':
      return !!intake.userType
    case 'serviceType':
      return !!intake.serviceType
    case 'location':
      return !!(intake.zip || intake.city)
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
      return !!memory.consentAt || !!memory.consentDeclined
    default:
      return question in memory.tradeAnswers
  }
}

// consent is never given up on: until a clear yes or no, the question comes back with its buttons
const givenUp = (question: QuestionId, memory: PolicyMemory) => question !== 'consent' && (memory.ignored[question] ?? 0) >= MAX_IGNORED

/** The questions of a request, in the order Harper asks them. */
export function questionPlan(intake: Intake): QuestionId[] {
  const plan: QuestionId[] = ['serviceType', 'location', 'urgency', 'budget']
  for (const question of (intake.serviceType && TRADE_QUESTIONS[intake.serviceType]) || []) plan.push(question.id)
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
const joinLead = (lead: string, text: string) => (!lead ? text : lead.includes('\n') ? `${lead}\n\n${text}` : `${lead} ${text}`)

function ask(question: QuestionId, intake: Intake, lead: string): NextTurn {
  const forClient = intake.userType === 'affiliate'
  const join = (text: string) => joinLead(lead, text)
  switch (question) {
    case 'serviceType':
      return { kind: 'ask', question, text: join(`What do you need help with${forClient ? ' for your client' : ''}?`), suggestions: SERVICE_SUGGESTIONS }
    case 'location':
      return { kind: 'ask', question, text: join(`What's the ZIP code of ${forClient ? "your client's" : 'the'} property?`), suggestions: [] }
    case 'urgency':
      return { kind: 'ask', question, text: join('How soon does the work need to start?'), suggestions: URGENCIES.map((urgency) => urgency.label) }
    case 'budget':
      return {
        kind: 'ask',
        question,
        text: join(`What budget do you have in mind${forClient ? ' for your client' : ''}?`),
        suggestions: [...BUDGET_RANGES.map((range) => range.label), 'Not sure yet'],
      }
    case 'name':
      return { kind: 'ask', question, text: join(`What name should the contractor ask for${forClient ? " (your client's)" : ''}?`), suggestions: [] }
    case 'contact':
      return { kind: 'ask', question, text: join(`What's the best phone number or email to reach ${forClient ? 'your client' : 'you'}?`), suggestions: [] }
    case 'referral':
      return {
        kind: 'ask',
        question,
        text: join('Did a real-estate agent refer you? If so, type their referral code, name or email — otherwise just say no.'),
        suggestions: ['No'],
      }
    case 'consent':
      return { kind: 'ask', question, text: join(consentQuestion(forClient)), suggestions: [CONSENT_YES, CONSENT_NO] }
    default: {
      const tradeQuestion = Object.values(TRADE_QUESTIONS)
        .flat()
        .find((entry) => entry?.id === question)!
      return { kind: 'ask', question, text: join(tradeQuestion.text), suggestions: tradeQuestion.suggestions }
    }
  }
}

/** The next turn. `lead` is what the engine says first this turn (a match list, an acknowledgement). */
export function decideNextTurn(intake: Intake, memory: PolicyMemory, { userMessages, lead = '' }: { userMessages: number; lead?: string }): NextTurn {
  if (userMessages === 0) return { kind: 'greet', text: GREETING, suggestions: [...USER_TYPE_OPTIONS] }
  const prefix = (text: string) => joinLead(lead, text)

  if (intake.userType === 'vendor') {
    return {
      kind: 'route',
      text: prefix(
        `Thanks for your interest in joining our network${intake.serviceType ? ` as a ${intake.serviceType} pro` : ''}! Contractors apply at /for-vendors — it's free, and verification takes 2-3 business days.`,
      ),
      suggestions: [TALK_TO_AGENT],
    }
  }
  if (intake.userType === 'other' && !intake.serviceType) {
    return {
      kind: 'answer',
      text: prefix(
        "I'm Harper, and I match homeowners with vetted local contractors. For anything else — jobs, press or partnerships — our team answers at /contact (Mon-Fri 9-5, Sat 10-2 EDT). If you need work done on a home, tell me what's going on.",
      ),
      suggestions: [TALK_TO_AGENT, ...USER_TYPE_OPTIONS],
    }
  }
  if (intake.userType === 'affiliate' && !intake.serviceType) {
    return {
      kind: 'route',
      text: prefix(
        "Welcome! Our affiliate programme for real-estate pros is free: you refer clients and earn referral incentives. Apply at /affiliates, or log in at /affiliate-auth. If you have a client who needs work now, tell me what they need and I'll find vetted pros.",
      ),
      suggestions: SERVICE_SUGGESTIONS.slice(0, 4),
    }
  }
  if (!intake.userType && !intake.serviceType && !givenUp('userType', memory) && (memory.asked.userType ?? 0) === 0) {
    return {
      kind: 'ask',
      question: 'userType',
      text: prefix('Are you a homeowner looking for help, or a real-estate professional?'),
      suggestions: [...USER_TYPE_OPTIONS],
    }
  }

  for (const question of questionPlan(intake)) {
    if (isAnswered(question, intake, memory) || givenUp(question, memory)) continue
    // consent only makes sense once there is a name and a way to reach the user
    if (question === 'consent' && !(intake.name && isAnswered('contact', intake, memory))) continue
    // asked again after a reply that was not a clear yes or no: say plainly that nothing went out
    if (question === 'consent' && memory.lastQuestion === 'consent') return ask(question, intake, joinLead(lead, CONSENT_NOT_SENT))
    return ask(question, intake, lead)
  }
  const consent = memory.consentAt
    ? " I'll pass your details to them, and they'll reach out."
    : ' Nothing has been shared; you can contact them yourself or book a call.'
  return { kind: 'wrap-up', text: prefix(`That's everything I need.${consent}`), suggestions: [BOOK_APPOINTMENT, TALK_TO_AGENT] }
}

/** After the user's reply: which question was answered or ignored (updates a copy of memory). */
export function recordReply(memory: PolicyMemory, intakeAfter: Intake, message: string): PolicyMemory {
  const next: PolicyMemory = { ...memory, asked: { ...memory.asked }, ignored: { ...memory.ignored }, tradeAnswers: { ...memory.tradeAnswers } }
  const question = memory.lastQuestion
  if (!question) return next
  if (question === 'consent') {
    // only an unambiguous yes is consent (consent.ts); a clear no declines; anything else asks again
    const reading = readConsentReply(message)
    if (reading === 'yes') Object.assign(next, { consentAt: new Date().toISOString(), consentReply: truncateText(message.trim(), 200) })
    else if (reading === 'no') next.consentDeclined = true
  } else if (question === 'referral') {
    if (message.trim()) next.referredBy = truncateText(message.trim(), 200)
  } else if (!CORE_QUESTIONS.includes(question)) {
    // a trade question: any short reply is the answer (we pass it on as written)
    if (message.trim()) next.tradeAnswers[question] = truncateText(message.trim(), 200)
  } else if (question === 'budget' && /\b(?:not sure|no idea|don'?t know|no se|unsure)\b/i.test(message)) {
    next.ignored[question] = MAX_IGNORED
  }
  if (!isAnswered(question, intakeAfter, next)) next.ignored[question] = (next.ignored[question] ?? 0) + 1
  return next
}

/** Before Harper's reply: the question it asks this turn. */
export function recordQuestion(memory: PolicyMemory, turn: NextTurn): PolicyMemory {
  const next: PolicyMemory = { ...memory, asked: { ...memory.asked } }
  next.lastQuestion = turn.question
  if (turn.question) next.asked[turn.question] = (next.asked[turn.question] ?? 0) + 1
  return next
}
