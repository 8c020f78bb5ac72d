// The homeowner's copy of their request — in their emails and on the status page — in the
// request's language. The trades' names and the questions Harper asked are Harper's own words in
// that language (app/harper/texts.ts), so the email names things as the chat did. The vendor's
// brief (app/service-requests/lead-brief.ts) stays English; the answers are the homeowner's words, as written.
import { harperTexts } from '~/harper/texts.ts'
import { SERVICE_TYPES, type ServiceType } from '~/marketplace/value-sets.ts'
import { homeownerLanguage, homeownerTexts } from './homeowner-texts.ts'
import { placeOf, tradeAnswers, type BriefRequest } from './lead-brief.ts'

/** A stored trade in the request's language (a trade no longer in the value set keeps its stored name). */
export function homeownerServiceName(language: string, serviceType: string) {
  return (SERVICE_TYPES as readonly string[]).includes(serviceType)
    ? harperTexts(homeownerLanguage(language)).serviceName(serviceType as ServiceType)
    : serviceType
}

/**
 * The stored answers are keyed by the question Harper asked, in English (the vendor reads them);
 * the same question in another language, found by its id, or by being the urgency or budget question.
 */
function questionIn(language: string): (asked: string) => string {
  const english = harperTexts('en')
  const texts = harperTexts(homeownerLanguage(language))
  const translated = new Map<string, string>([
    [english.urgencyQuestion, texts.urgencyQuestion],
    [english.budgetQuestion(false), texts.budgetQuestion(false)],
    [english.consentNoteLabel, texts.consentNoteLabel],
  ])
  for (const service of SERVICE_TYPES) {
    const theirs = new Map(texts.tradeQuestions[service].map((question) => [question.id, question.text]))
    for (const question of english.tradeQuestions[service]) translated.set(question.text, theirs.get(question.id) ?? question.text)
  }
  return (asked) => translated.get(asked) ?? asked
}

/** Service, place, timing, budget and the trade answers, one line each, in the request's language. */
export function homeownerBriefLines(request: BriefRequest, language: string): string[] {
  const texts = homeownerTexts(language)
  const question = questionIn(language)
  return [
    texts.brief.service(homeownerServiceName(language, request.serviceType)),
    texts.brief.where(placeOf(request.zip), request.zip),
    texts.brief.timing((texts.urgency as Record<string, string>)[request.urgency] ?? texts.notStated),
    texts.brief.budget((texts.budget as Record<string, string>)[request.budgetRange] ?? texts.notStated),
    ...tradeAnswers(request.details).map(([asked, answer]) => `${question(asked)} ${answer}`),
  ]
}
