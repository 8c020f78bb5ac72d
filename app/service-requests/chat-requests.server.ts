// A Harper chat becomes a real service request (issue #9, docs/decisions/0017): once the intake
// has the service, a place, a name and a way to reach the homeowner, and the homeowner has said
// yes to the consent question, the request is stored with the matches Harper ranked (score and
// reasons; app/chat/request-draft.server.ts) by the process's one creator (0040),
// credited to the referring agent, offered to the named vendors (each emailed the brief, 0018) and
// summarised to the homeowner. One request per conversation, however often consent is submitted;
// one per contact and trade a day; past a cap it is held for an admin's review (0032). The request
// keeps the language the homeowner wrote in: their emails and status page use it, the vendors'
// brief stays English and quotes the homeowner's words as written.
import { harperTexts } from '~/harper/texts.ts'
import type { ServiceType } from '~/marketplace/value-sets.ts'
import { findReferringAgent, isSelfReferral, type ReferringAgent } from '~/referrals/attribution.server.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { logger } from '~/utils/logger.server.ts'
import { deliverQueued, queueEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { truncateText } from '~/utils/misc.ts'
import type { RateLimitStore } from '~/utils/rate-limit.server.ts'
import { MAX_MATCHES, type VendorMatch } from '~/vendors/matching.server.ts'
import { createServiceRequest, HELD_STATUS, NOT_STATED, requestReference, type RequestDraft } from './create-request.server.ts'
import { homeownerBriefLines, homeownerServiceName } from './homeowner-brief.server.ts'
import { homeownerTexts } from './homeowner-texts.ts'
import { runTransition } from './process.server.ts'
import { contactKeys, countRequestAgainstCaps, normaliseEmail, normalisePhone, type RequestCapRules } from './request-caps.server.ts'
import { requestStatusLine, requestStatusLink } from './status-link.server.ts'

/** What Harper hands over at consent: the request and the vendors it ranked for it (best first). */
export type ChatRequestDraft = Omit<RequestDraft, 'vendors'> & {
  serviceType: ServiceType
  place: string
  forClient: boolean
  vendors: VendorMatch[]
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

  const matches = draft.vendors.slice(0, MAX_MATCHES)
  const agent = await attributedAgent(draft, { referralCode, agentAnswer, signedInAffiliateId })

  let requestId: string
  let statusLink: string
  let emailIds: string[]
  try {
    ;({ requestId, statusLink, emailIds } = await db.$transaction(async (tx) => {
      const { requestId, emails } = await createServiceRequest(tx, draft, { agent, held: verdict.held })
      // the claim: only a conversation without a request takes this one
      const claimed = await tx.conversation.updateMany({ where: { id: conversationId, serviceRequestId: null }, data: { serviceRequestId: requestId } })
      if (claimed.count !== 1) throw new AlreadyClaimed()
      // the chat's own link, committed with the request
      const statusLink = await requestStatusLink(tx, { serviceRequestId: requestId, email: draft.email }, draft.consentAt)
      // the emails are queued with the request (docs/decisions/0021) and delivered after the commit
      if (verdict.held) return { requestId, statusLink, emailIds: [] }
      return { requestId, statusLink, emailIds: await queueEmails(tx, await requestEmails(tx, requestId, draft, matches, emails)) }
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
  // with no match the offer step has already told the homeowner and the admins (app/service-requests/offers.server.ts)
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
 * An admin lets a held request go: the process's request 'release' opens it, and its named
 * matches are offered the lead and emailed, as at consent. A second click releases nothing twice.
 */
export async function releaseHeldRequest(serviceRequestId: string, now = new Date()): Promise<ReleaseOutcome> {
  const outcome = await runTransition({ subject: 'request', id: serviceRequestId, transition: 'release', actor: { type: 'admin' }, now })
  if (outcome.status === 'applied') return { status: 'released' }
  return { status: outcome.status === 'not-found' ? 'not-found' : 'unchanged' }
}
