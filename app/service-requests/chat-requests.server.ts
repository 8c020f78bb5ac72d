// A Harper chat becomes a real service request (issue #9, docs/decisions/0017): once the intake
// has the service, a place, a name and a way to reach the homeowner, and the homeowner has said
// yes to the consent question, the request is stored with its ranked matches (score and reasons),
// credited to the referring agent, offered to the named vendors (each emailed the brief, 0018) and
// summarised to the homeowner. One request per conversation, however often consent is submitted;
// one per contact and trade a day; past a cap it is held for an admin's review (0032). The request
// keeps the language the homeowner wrote in: their emails and status page use it, the vendors'
// brief stays English and quotes the homeowner's words as written.
import zipcodes from '~/utils/zipcodes.server.ts'
import type { HarperState } from '~/harper/engine.ts'
import { consentQuestion, requestUrgency, TRADE_QUESTIONS } from '~/harper/policy.ts'
import { harperTexts } from '~/harper/texts.ts'
import { sanitizeReply } from '~/harper/safety.ts'
import { offerNextLead, type OfferResult } from '~/leads/offers.server.ts'
import type { ServiceRequestStatus, ServiceType } from '~/marketplace/value-sets.ts'
import { homeownerBriefLines, homeownerServiceName } from '~/service-requests/homeowner-brief.server.ts'
import { homeownerLanguage, homeownerTexts, type HomeownerLanguage } from '~/service-requests/homeowner-texts.ts'
import { requestStatusLine, requestStatusLink } from '~/service-requests/status-link.server.ts'
import { contactKeys, countRequestAgainstCaps, normaliseEmail, normalisePhone, type RequestCapRules } from '~/service-requests/request-caps.server.ts'
import { findReferringAgent, isSelfReferral, type ReferringAgent } from '~/referrals/attribution.server.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { logger } from '~/utils/logger.server.ts'
import { deliverQueued, queueEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import type { RateLimitStore } from '~/utils/rate-limit.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { resolveLocation } from '~/vendors/location.server.ts'
import { MAX_MATCHES, rankVendorsForRequest, type VendorMatch } from '~/vendors/matching.server.ts'
import { truncateText } from '~/utils/misc.ts'

/** Stored when the homeowner did not say (the columns are required). */
export const NOT_STATED = 'not-stated'
/** Ranked vendors kept beyond the named ones, offered in turn if those do not take the job. */
const BACKUP_MATCHES = 3
const MAX_DESCRIPTION = 2000

export type ChatRequestDraft = {
  serviceType: ServiceType
  zip: string
  place: string
  latitude: number
  longitude: number
  urgency?: string
  budget?: string
  name: string
  email?: string
  phone?: string
  /** the trade questions and their answers, as asked and as written */
  details: Record<string, string>
  /** the homeowner's own words: their messages in the chat */
  description: string
  consentAt: Date
  consentText: string
  forClient: boolean
  /** the language the homeowner wrote in (absent = English) */
  language?: HomeownerLanguage
  /** pros the homeowner took off Harper's list before sending: never offered this request */
  removedSlugs?: string[]
}

/**
 * What a request needs from the chat, or null while something is missing: consent given by the
 * user, a homeowner's (or an agent's client's) job, the service, a place we can find, a name and an
 * email or phone.
 */
export function requestDraftFrom(state: HarperState): ChatRequestDraft | null {
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
    email: intake.email?.toLowerCase(),
    phone: intake.phone,
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

/**
 * What became of the consent: sent to the pros, held for an admin's review (past a cap), or an
 * earlier request of the same contact for the same trade still stands (nothing new sent).
 */
export type RequestDisposition = 'sent' | 'held' | 'standing'

export type CreatedChatRequest = {
  id: string
  reference: string
  matches: Pick<VendorMatch, 'companyName' | 'reason'>[]
  /** false when the conversation already had its request (a repeated consent) */
  created: boolean
  disposition: RequestDisposition
  /** a standing request's: whether its summary (with the status link) went to an email address */
  emailed?: boolean
  /** a standing request's: held for an admin's review */
  inReview?: boolean
  attributedTo: string | null
  /**
   * a new request's private status link, for the chat's reply (a homeowner with only a phone gets
   * no email to carry it); never for a standing request, whose details another person may have typed
   */
  statusLink?: string
}

/** A request held for review: stored, never offered or emailed until an admin releases it. */
export const HELD_STATUS = 'held' satisfies ServiceRequestStatus
/** The same contact asking for the same trade within this long is one request. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000
const STANDING_STATUSES = ['open', 'matched', HELD_STATUS]

export type CreateRequestOptions = {
  referralCode?: string | null
  agentAnswer?: string | null
  signedInAffiliateId?: string | null
  /** the address the chat came from (the load context's clientAddress), for the per-address cap */
  clientAddress?: string | null
  /** tests: their own cap rules and count store */
  caps?: { rules?: RequestCapRules; store?: RateLimitStore }
}

/** A short reference a homeowner can quote to support. */
export const requestReference = (id: string) => `HR-${id.slice(-6).toUpperCase()}`

/**
 * Stores the request for a conversation once: the request, its matches and the agent's referral in
 * one transaction that also claims the conversation (a second submit finds it claimed and gets the
 * first request back); then the emails.
 */
export async function createRequestFromChat(
  conversationId: string,
  draft: ChatRequestDraft,
  { referralCode, agentAnswer, signedInAffiliateId, clientAddress, caps }: CreateRequestOptions = {},
): Promise<CreatedChatRequest> {
  const existing = await existingRequest(conversationId)
  if (existing) return existing
  const standing = await standingRequest(draft)
  if (standing) {
    // this conversation is answered by the earlier request: no second request, no second round of emails
    await db.conversation.updateMany({ where: { id: conversationId, serviceRequestId: null }, data: { serviceRequestId: standing.id } })
    const inReview = standing.status === HELD_STATUS
    return {
      id: standing.id,
      reference: requestReference(standing.id),
      matches: [],
      created: false,
      disposition: 'standing',
      emailed: !!standing.contactEmail && !inReview,
      inReview,
      attributedTo: null,
    }
  }
  const verdict = await countRequestAgainstCaps({ clientAddress, email: draft.email, phone: draft.phone }, caps)
  if (verdict.held)
    logger.warn({ cap: verdict.cap, serviceType: draft.serviceType, zip: draft.zip }, 'Harper: a service request passed a cap and is held for review')

  const outcome = await rankVendorsForRequest(
    databaseVendorDirectory(db),
    {
      serviceType: draft.serviceType,
      zip: draft.zip,
      urgency: draft.urgency as never,
      budget: draft.budget as never,
    },
    { asOf: draft.consentAt, limit: MAX_MATCHES + BACKUP_MATCHES + (draft.removedSlugs?.length ?? 0) },
  )
  const ranked = (outcome.status === 'matched' ? outcome.matches : [])
    .filter((match) => !draft.removedSlugs?.includes(match.slug))
    .slice(0, MAX_MATCHES + BACKUP_MATCHES)
  const matches = ranked.slice(0, MAX_MATCHES)
  const vendors = await db.vendorProfile.findMany({
    where: { slug: { in: ranked.map((match) => match.slug) } },
    select: { id: true, slug: true },
  })
  const vendorBySlug = new Map(vendors.map((vendor) => [vendor.slug, vendor]))
  const agent = await attributedAgent(draft, { referralCode, agentAnswer, signedInAffiliateId })

  let requestId: string
  let statusLink: string
  let emailIds: string[]
  try {
    ;({ requestId, statusLink, emailIds } = await db.$transaction(async (tx) => {
      const request = await tx.serviceRequest.create({
        data: {
          contactName: draft.name,
          contactEmail: draft.email ?? '',
          contactPhone: draft.phone ?? null,
          serviceType: draft.serviceType,
          zip: draft.zip,
          latitude: draft.latitude,
          longitude: draft.longitude,
          urgency: draft.urgency ?? NOT_STATED,
          budgetRange: draft.budget ?? NOT_STATED,
          description: draft.description,
          details: draft.details,
          consentAt: draft.consentAt,
          consentText: draft.consentText,
          language: draft.language ?? 'en',
          status: verdict.held ? HELD_STATUS : 'open',
          affiliateId: agent?.id ?? null,
          matches: {
            create: ranked.flatMap((match, index) => {
              const vendor = vendorBySlug.get(match.slug)
              return vendor ? [{ vendorProfileId: vendor.id, rank: index + 1, score: match.score, reasons: [match.reason] }] : []
            }),
          },
        },
        select: { id: true },
      })
      // the claim: only a conversation without a request takes this one
      const claimed = await tx.conversation.updateMany({ where: { id: conversationId, serviceRequestId: null }, data: { serviceRequestId: request.id } })
      if (claimed.count !== 1) throw new AlreadyClaimed()
      // the named matches are offered the lead at once (issue #12: the first to accept gets it); a
      // held request waits for an admin, and nobody is emailed about it (a flood must not mail anyone)
      const offerEmails = verdict.held ? [] : emailsOf(await offerNextLead(tx, request.id, { now: draft.consentAt, reoffer: false, count: MAX_MATCHES }))
      if (agent) {
        await tx.referral.create({
          data: {
            affiliateId: agent.id,
            consumerName: draft.name,
            consumerEmail: draft.email ?? null,
            consumerPhone: draft.phone ?? null,
            serviceType: draft.serviceType,
            status: 'pending',
            serviceRequestId: request.id,
          },
        })
      }
      // the chat's own link, committed with the request
      const statusLink = await requestStatusLink(tx, { serviceRequestId: request.id, email: draft.email }, draft.consentAt)
      // the emails are queued with the request (docs/decisions/0021) and delivered after the commit
      if (verdict.held) return { requestId: request.id, statusLink, emailIds: [] }
      return { requestId: request.id, statusLink, emailIds: await queueEmails(tx, await requestEmails(tx, request.id, draft, matches, offerEmails)) }
    }))
  } catch (error) {
    if (error instanceof AlreadyClaimed) return (await existingRequest(conversationId))!
    throw error
  }

  await deliverQueued(emailIds)
  return {
    id: requestId,
    reference: requestReference(requestId),
    matches: matches.map(({ companyName, reason }) => ({ companyName, reason })),
    created: true,
    disposition: verdict.held ? 'held' : 'sent',
    attributedTo: agent?.name ?? null,
    statusLink,
  }
}

/**
 * The same homeowner's request for the same trade from the last day, still standing: matched on
 * the email or the phone, normalised (a "+tag" or another way of writing the number is the same
 * contact). The SQL narrows by trade, day and a coarse contact filter; the exact test is here.
 */
async function standingRequest(draft: ChatRequestDraft) {
  const keys = new Set(contactKeys(draft))
  if (!keys.size) return null
  const email = normaliseEmail(draft.email)
  const phone = normalisePhone(draft.phone)
  const [local, domain] = email?.split('@') ?? []
  const candidates = await db.serviceRequest.findMany({
    where: {
      serviceType: draft.serviceType,
      status: { in: STANDING_STATUSES },
      createdAt: { gte: new Date(draft.consentAt.getTime() - DUPLICATE_WINDOW_MS) },
      OR: [
        ...(email ? [{ contactEmail: email }, { contactEmail: { startsWith: `${local}+`, endsWith: `@${domain}` } }] : []),
        ...(phone ? [{ contactPhone: { endsWith: phone.slice(-4) } }] : []),
      ],
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true, contactEmail: true, contactPhone: true, status: true },
    take: 50,
  })
  return candidates.find((row) => contactKeys({ email: row.contactEmail, phone: row.contactPhone }).some((key) => keys.has(key))) ?? null
}

class AlreadyClaimed extends Error {}

async function existingRequest(conversationId: string): Promise<CreatedChatRequest | null> {
  const conversation = await db.conversation.findUnique({
    where: { id: conversationId },
    select: {
      serviceRequest: {
        select: {
          id: true,
          status: true,
          affiliate: { select: { name: true } },
          matches: { orderBy: { rank: 'asc' }, select: { reasons: true, vendorProfile: { select: { companyName: true } } } },
        },
      },
    },
  })
  const request = conversation?.serviceRequest
  if (!request) return null
  return {
    id: request.id,
    reference: requestReference(request.id),
    matches: request.matches.map((match) => ({ companyName: match.vendorProfile.companyName, reason: String((match.reasons as string[])[0] ?? '') })),
    created: false,
    disposition: request.status === HELD_STATUS ? 'held' : 'sent',
    attributedTo: request.affiliate?.name ?? null,
  }
}

/** The agent credited: a signed-in agent referring their client, else the code or agent named. */
async function attributedAgent(
  draft: ChatRequestDraft,
  { referralCode, agentAnswer, signedInAffiliateId }: { referralCode?: string | null; agentAnswer?: string | null; signedInAffiliateId?: string | null },
): Promise<ReferringAgent | null> {
  const agent =
    draft.forClient && signedInAffiliateId
      ? await db.affiliateProfile.findUnique({ where: { id: signedInAffiliateId }, select: { id: true, name: true, email: true, referralCode: true } })
      : await findReferringAgent({ code: referralCode, said: agentAnswer })
  if (!agent || isSelfReferral(agent, draft.email)) return null
  return agent
}

async function requestEmails(tx: DbTransaction, requestId: string, draft: ChatRequestDraft, matches: VendorMatch[], offerEmails: EmailMessage[]) {
  const env = getServerEnv()
  const reference = requestReference(requestId)
  const language = draft.language ?? 'en'
  const texts = homeownerTexts(language)
  const emails: EmailMessage[] = [...offerEmails]
  // with no match the offer step has already told the homeowner and the admins (app/leads/offers.server.ts)
  if (draft.email && matches.length) {
    emails.push({
      to: draft.email,
      subject: texts.summaryEmail.subject(reference, homeownerServiceName(language, draft.serviceType), draft.place),
      text: [
        texts.greeting(draft.name),
        '',
        texts.summaryEmail.sent(matches.length, draft.forClient),
        '',
        // the pros as Harper listed them in the chat, in the same language
        ...matches.map((match, index) => harperTexts(language).matchLine(index + 1, match, draft.serviceType, draft.place)),
        '',
        texts.summaryEmail.whatWeSent,
        ...homeownerBriefLines(
          {
            serviceType: draft.serviceType,
            zip: draft.zip,
            urgency: draft.urgency ?? NOT_STATED,
            budgetRange: draft.budget ?? NOT_STATED,
            details: draft.details,
          },
          language,
        ),
        '',
        texts.summaryEmail.reference(reference, new URL('/contact', env.PUBLIC_URL).toString()),
        '',
        await requestStatusLine(tx, { serviceRequestId: requestId, email: draft.email, language }),
        '',
        texts.signature,
      ].join('\n'),
    })
  }
  return emails
}

const emailsOf = (result: OfferResult) => ('emails' in result ? result.emails : [])

export type HeldRequestRow = {
  id: string
  reference: string
  createdAt: Date
  serviceType: string
  zip: string
  contactName: string
  contactEmail: string
  contactPhone: string | null
  description: string
}

/** The requests held for review (past a cap), oldest first: what the admins decide on. */
export async function listHeldRequests(): Promise<HeldRequestRow[]> {
  const rows = await db.serviceRequest.findMany({
    where: { status: HELD_STATUS },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
    select: { id: true, createdAt: true, serviceType: true, zip: true, contactName: true, contactEmail: true, contactPhone: true, description: true },
  })
  return rows.map((row) => ({ ...row, reference: requestReference(row.id), description: truncateText(row.description, 300) }))
}

export type ReleaseOutcome = { status: 'released' } | { status: 'unchanged' } | { status: 'not-found' }

/**
 * An admin lets a held request go: it opens, and its named matches are offered the lead and
 * emailed, as at consent. A conditional update, so a second click releases nothing twice.
 */
export async function releaseHeldRequest(serviceRequestId: string, now = new Date()): Promise<ReleaseOutcome> {
  const result = await db.$transaction(async (tx) => {
    const opened = await tx.serviceRequest.updateMany({ where: { id: serviceRequestId, status: HELD_STATUS }, data: { status: 'open' } })
    if (opened.count !== 1) {
      const exists = await tx.serviceRequest.count({ where: { id: serviceRequestId } })
      return { outcome: { status: exists ? 'unchanged' : 'not-found' } as ReleaseOutcome, emailIds: [] }
    }
    const emails = emailsOf(await offerNextLead(tx, serviceRequestId, { now, reoffer: false, count: MAX_MATCHES }))
    return { outcome: { status: 'released' } as ReleaseOutcome, emailIds: await queueEmails(tx, emails) }
  })
  await deliverQueued(result.emailIds)
  return result.outcome
}
