// The homeowner's copy of their request — in the summary email and on the status page — in the
// request's language. The vendor's brief (app/leads/lead-brief.ts) stays English; the trade
// answers are the homeowner's words, as written, in both.
import { TRADE_QUESTIONS } from '~/harper/policy.ts'
import { placeOf, tradeAnswers, type BriefRequest } from '~/leads/lead-brief.ts'
import { serviceName, type HomeownerTexts } from './homeowner-texts.ts'

/** The stored trade answers are keyed by the question's English text; its id finds the translation. */
const QUESTION_ID_BY_TEXT = new Map(
  Object.values(TRADE_QUESTIONS)
    .flat()
    .map((question) => [question.text, question.id]),
)

const labelOf = (labels: Record<string, string>, value: string, texts: HomeownerTexts) => labels[value] ?? texts.notStated

/** Service, place, timing, budget and the trade answers, one line each, in the texts' language. */
export function homeownerBriefLines(request: BriefRequest, texts: HomeownerTexts): string[] {
  const question = (asked: string) => texts.tradeQuestion?.[QUESTION_ID_BY_TEXT.get(asked) ?? ''] ?? asked
  return [
    texts.brief.service(serviceName(texts, request.serviceType)),
    texts.brief.where(placeOf(request.zip), request.zip),
    texts.brief.timing(labelOf(texts.urgency, request.urgency, texts)),
    texts.brief.budget(labelOf(texts.budget, request.budgetRange, texts)),
    ...tradeAnswers(request.details).map(([asked, answer]) => `${question(asked)} ${answer}`),
  ]
}
