// A Harper chat becomes a real service request (issue #9, docs/decisions/0017): once the intake
// has the service, a place, a name and a way to reach the homeowner, and the homeowner has said
// yes to the consent question, the request is stored with its ranked matches (score and reasons),
// credited to the referring agent, and emailed — a summary to the homeowner, a structured brief to
// each matched vendor. One request per conversation, however often the consent is submitted.
import zipcodes from 'zipcodes'
import type { HarperState } from '~/harper/engine.ts'
import { consentQuestion, TRADE_QUESTIONS } from '~/harper/policy.ts'
import { BUDGET_RANGES, URGENCIES, type ServiceType } from '~/marketplace/value-sets.ts'
import { findReferringAgent, isSelfReferral, type ReferringAgent } from '~/referrals/attribution.server.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { sendEmail } from '~/utils/mailer.server.ts'
import { databaseVendorDirectory } from '~/vendors/directory.server.ts'
import { resolveLocation } from '~/vendors/location.server.ts'
import { rankVendorsForRequest, type VendorMatch } from '~/vendors/matching.server.ts'

/** Stored when the homeowner did not say (the columns are required). */
export const NOT_STATED = 'not-stated'
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
  const forClient = intake.userType === 'affiliate'
  return {
    serviceType: intake.serviceType,
    ...located,
    urgency: intake.urgency,
    budget: intake.budget,
    name: intake.name,
    email: intake.email?.toLowerCase(),
    phone: intake.phone,
    details,
    description: state.turns
      .map((turn) => turn.message)
      .filter((message) => message !== memory.consentReply)
      .join('\n')
      .slice(0, MAX_DESCRIPTION),
    consentAt: new Date(memory.consentAt),
    consentText: `Harper: ${consentQuestion(forClient)}\nUser: ${memory.consentReply ?? ''}`.slice(0, 1000),
    forClient,
  }
}

function locate(intake: HarperState['intake']) {
  if (intake.zip) {
    const place = zipcodes.lookup(intake.zip)
    return place ? { zip: intake.zip, place: `${place.city}, ${place.state}`, latitude: place.latitude, longitude: place.longitude } : null
  }
  if (!intake.city) return null
  const resolution = resolveLocation(`${intake.city}, ${intake.state ?? 'FL'}`)
  const zip = zipcodes.lookupByName(intake.city, intake.state ?? 'FL')[0]?.zip
  if (resolution.status !== 'found' || !zip) return null
  return { zip, place: `${intake.city}, ${intake.state ?? 'FL'}`, latitude: resolution.location.latitude, longitude: resolution.location.longitude }
}

export type CreatedChatRequest = {
  id: string
  reference: string
  matches: Pick<VendorMatch, 'companyName' | 'reason'>[]
  /** false when the conversation already had its request (a repeated consent) */
  created: boolean
  attributedTo: string | null
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
  { referralCode, agentAnswer, signedInAffiliateId }: { referralCode?: string | null; agentAnswer?: string | null; signedInAffiliateId?: string | null } = {},
): Promise<CreatedChatRequest> {
  const existing = await existingRequest(conversationId)
  if (existing) return existing

  const outcome = await rankVendorsForRequest(
    databaseVendorDirectory(db),
    {
      serviceType: draft.serviceType,
      zip: draft.zip,
      urgency: draft.urgency as never,
      budget: draft.budget as never,
    },
    { asOf: draft.consentAt },
  )
  const matches = outcome.status === 'matched' ? outcome.matches : []
  const vendors = await db.vendorProfile.findMany({
    where: { slug: { in: matches.map((match) => match.slug) } },
    select: { id: true, slug: true, email: true, companyName: true, contactName: true },
  })
  const vendorBySlug = new Map(vendors.map((vendor) => [vendor.slug, vendor]))
  const agent = await attributedAgent(draft, { referralCode, agentAnswer, signedInAffiliateId })

  let requestId: string
  try {
    requestId = await db.$transaction(async (tx) => {
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
          affiliateId: agent?.id ?? null,
          matches: {
            create: matches.flatMap((match, index) => {
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
      return request.id
    })
  } catch (error) {
    if (error instanceof AlreadyClaimed) return (await existingRequest(conversationId))!
    throw error
  }

  await sendRequestEmails(requestId, draft, matches, vendorBySlug)
  return {
    id: requestId,
    reference: requestReference(requestId),
    matches: matches.map(({ companyName, reason }) => ({ companyName, reason })),
    created: true,
    attributedTo: agent?.name ?? null,
  }
}

class AlreadyClaimed extends Error {}

async function existingRequest(conversationId: string): Promise<CreatedChatRequest | null> {
  const conversation = await db.conversation.findUnique({
    where: { id: conversationId },
    select: {
      serviceRequest: {
        select: {
          id: true,
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

const labelOf = (values: readonly { value: string; label: string }[], value: string | undefined) =>
  values.find((entry) => entry.value === value)?.label ?? 'Not stated'

function briefLines(draft: ChatRequestDraft) {
  return [
    `Service: ${draft.serviceType}`,
    `Where: ${draft.place} ${draft.zip}`,
    `Timing: ${labelOf(URGENCIES, draft.urgency)}`,
    `Budget: ${labelOf(BUDGET_RANGES, draft.budget)}`,
    ...Object.entries(draft.details).map(([question, answer]) => `${question} ${answer}`),
  ]
}

async function sendRequestEmails(
  requestId: string,
  draft: ChatRequestDraft,
  matches: VendorMatch[],
  vendorBySlug: Map<string, { email: string; companyName: string; contactName: string }>,
) {
  const env = getServerEnv()
  const reference = requestReference(requestId)
  const whose = draft.forClient ? "your client's" : 'your'
  const sends: Promise<unknown>[] = []
  if (draft.email) {
    sends.push(
      sendEmail({
        to: draft.email,
        subject: `Your Harper Home request ${reference}: ${draft.serviceType} in ${draft.place}`,
        text: [
          `Hi ${draft.name},`,
          '',
          matches.length
            ? `Thanks for chatting with Harper. With your consent we sent ${whose} request to ${matches.length === 1 ? 'this vetted pro' : `these ${matches.length} vetted pros`}; expect them to reach out soon:`
            : `Thanks for chatting with Harper. No pro in our network covers ${draft.place} for this job yet, so our team has ${whose} request and will help you directly.`,
          '',
          ...matches.map((match, index) => `${index + 1}. ${match.companyName} — ${match.reason}`),
          ...(matches.length ? [''] : []),
          'What we sent:',
          ...briefLines(draft),
          '',
          `Reference: ${reference}. Questions? Reply to this email or write to us at ${new URL('/contact', env.PUBLIC_URL)}.`,
          '',
          'The Harper Home team',
        ].join('\n'),
      }),
    )
  }
  const contact = [`Name: ${draft.name}`, draft.email ? `Email: ${draft.email}` : null, draft.phone ? `Phone: ${draft.phone}` : null].filter(Boolean)
  for (const [index, match] of matches.entries()) {
    const vendor = vendorBySlug.get(match.slug)
    if (!vendor) continue
    sends.push(
      sendEmail({
        to: vendor.email,
        subject: `New ${draft.serviceType} lead in ${draft.place} (${reference})`,
        text: [
          `Hi ${vendor.contactName},`,
          '',
          `Harper matched ${vendor.companyName} (#${index + 1} of ${matches.length}) with a homeowner's request: ${match.reason}.`,
          '',
          ...briefLines(draft),
          '',
          "In the homeowner's words:",
          draft.description,
          '',
          // the homeowner agreed to share these with the matched pros (consent recorded with the request)
          `Contact (shared with the homeowner's consent of ${draft.consentAt.toISOString().slice(0, 16).replace('T', ' ')} UTC):`,
          ...contact,
          '',
          'Please reach out within one business day.',
          '',
          'The Harper Home team',
        ].join('\n'),
      }),
    )
  }
  if (matches.length === 0) {
    sends.push(
      sendEmail({
        to: env.ADMIN_NOTIFICATION_EMAIL,
        subject: `Unmatched request ${reference}: ${draft.serviceType} in ${draft.place}`,
        text: ['Harper found no vendor for this request; the homeowner was told our team will help.', '', ...briefLines(draft), '', ...contact].join('\n'),
      }),
    )
  }
  // the request is stored whatever happens to the mail: a failed send is recorded in the outbox
  const results = await Promise.allSettled(sends)
  for (const result of results) if (result.status === 'rejected') console.error(`request ${reference}: an email could not be recorded`, result.reason)
}
