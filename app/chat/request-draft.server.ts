// Harper's hand-off to the service request's process (docs/decisions/0040): once the homeowner
// has said yes, the chat turns Harper's state into a draft, ranks the vendors for it (the named
// matches and the backups offered in turn) and hands both to the process, which stores the
// request, offers it and answers what became of it.
import type { ContactKind } from '~/harper/consent.ts'
import type { HarperState } from '~/harper/engine.ts'
import { consentQuestion, requestUrgency, TRADE_QUESTIONS } from '~/harper/policy.ts'
import { sanitizeReply } from '~/harper/safety.ts'
import { harperTexts } from '~/harper/texts.ts'
import { createRequestFromChat, type ChatRequestDraft, type CreateRequestOptions } from '~/service-requests/chat-requests.server.ts'
import { homeownerLanguage } from '~/service-requests/homeowner-texts.ts'
import { db } from '~/utils/db.server.ts'
import { truncateText } from '~/utils/misc.ts'
import zipcodes from '~/utils/zipcodes.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { resolveLocation } from '~/vendors/location.server.ts'
import { MAX_MATCHES, rankVendorsForRequest } from '~/vendors/matching.server.ts'

/** Ranked vendors kept beyond the named ones, offered in turn if those do not take the job. */
const BACKUP_MATCHES = 3
const MAX_DESCRIPTION = 2000

/** The request as the chat has it, before Harper ranks its vendors. */
export type ConsentDraft = Omit<ChatRequestDraft, 'vendors'> & {
  /** pros the homeowner took off Harper's list before sending: never offered this request */
  removedSlugs?: string[]
  /** the contact detail the homeowner kept from the pros ("do NOT give them my phone number") */
  withheld?: ContactKind
}

/**
 * What a request needs from the chat, or null while something is missing: consent given by the
 * user, a homeowner's (or an agent's client's) job, the service, a place we can find, a name and an
 * email or phone.
 */
export function requestDraftFrom(state: HarperState): ConsentDraft | null {
  const { intake, memory } = state
  if (!memory.consentAt) return null
  if (intake.userType !== 'consumer' && intake.userType !== 'affiliate') return null
  if (!intake.serviceType || !intake.name || !(intake.email || intake.phone)) return null
  const located = locate(intake)
  if (!located) return null
  const questions = TRADE_QUESTIONS[intake.serviceType] ?? []
  const details: Record<string, string> = {}
  for (const question of questions) {
    const answer = memory.tradeAnswers[question.id]
    if (answer) details[question.text] = answer
  }
  // urgency or budget in the homeowner's words, when they were none of our ranges
  const english = harperTexts('en')
  if (memory.tradeAnswers.urgency && !intake.urgency) details[english.urgencyQuestion] = memory.tradeAnswers.urgency
  if (memory.tradeAnswers.budget && !intake.budget) details[english.budgetQuestion(false)] = memory.tradeAnswers.budget
  // what the yes asked of the pros ("ok go ahead, but tell them to call first")
  if (memory.consentNote) details[english.consentNoteLabel] = memory.consentNote
  const forClient = intake.userType === 'affiliate'
  return {
    serviceType: intake.serviceType,
    ...located,
    urgency: requestUrgency(state),
    budget: intake.budget,
    name: intake.name,
    // (… without the detail the homeowner asked to keep from the pros)
    email: memory.withheldContact === 'email' ? undefined : intake.email?.toLowerCase(),
    phone: memory.withheldContact === 'phone' ? undefined : intake.phone,
    withheld: memory.withheldContact,
    details,
    // the homeowner's words about the job: their contact details reach a vendor only once it accepts
    description: truncateText(
      sanitizeReply(
        state.turns
          .map((turn) => turn.message)
          .filter((message) => message !== memory.consentReply)
          .join('\n'),
      ),
      MAX_DESCRIPTION,
    ),
    consentAt: new Date(memory.consentAt),
    consentText: truncateText(`Harper: ${consentQuestion(forClient, state.language)}\nUser: ${memory.consentReply ?? ''}`, 1000),
    forClient,
    removedSlugs: memory.removedVendors ?? [],
    language: homeownerLanguage(state.language),
  }
}

function locate(intake: HarperState['intake']) {
  if (intake.zip) {
    const place = zipcodes.lookup(intake.zip)
    return place ? { zip: intake.zip, place: `${place.city}, ${place.state}`, latitude: place.latitude, longitude: place.longitude } : null
  }
  if (!intake.city) return null
  const resolution = resolveLocation(`${intake.city}, ${intake.state ?? 'FL'}`)
  if (resolution.status !== 'found') return null
  const { zip, latitude, longitude } = resolution.location
  return { zip, place: `${intake.city}, ${intake.state ?? 'FL'}`, latitude, longitude }
}

/** Hands the consent to the process with the vendors Harper ranks for it, best first. */
export async function sendRequestFromChat(conversationId: string, { removedSlugs = [], ...draft }: ConsentDraft, options: CreateRequestOptions = {}) {
  const outcome = await rankVendorsForRequest(
    databaseVendorDirectory(db),
    { serviceType: draft.serviceType, zip: draft.zip, urgency: draft.urgency as never, budget: draft.budget as never },
    { asOf: draft.consentAt, limit: MAX_MATCHES + BACKUP_MATCHES + removedSlugs.length },
  )
  const vendors = (outcome.status === 'matched' ? outcome.matches : [])
    .filter((match) => !removedSlugs.includes(match.slug))
    .slice(0, MAX_MATCHES + BACKUP_MATCHES)
  return createRequestFromChat(conversationId, { ...draft, vendors }, options)
}
