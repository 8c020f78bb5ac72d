import type { ServiceRequestStatus } from '~/marketplace/value-sets.ts'
import type { DbTransaction } from '~/utils/db.server.ts'
import type { EmailMessage } from '~/utils/mailer.server.ts'
import type { HomeownerLanguage } from './homeowner-texts.ts'
import { emailsOf, offerNamedLeads } from './process.server.ts'

// The one creator of a service request (docs/decisions/0040), used by Harper's consent
// (chat-requests.server.ts) and by an agent's 'Refer a client' (refer-client.server.ts): the
// request, a lead for each vendor the caller ranked, and the agent's pending referral, in the
// caller's transaction. A request with ranked vendors (even none found) starts its offers at once
// unless it is held; one without (an agent's referral, matched later) waits.

/** Stored when the homeowner did not say (the columns are required). */
export const NOT_STATED = 'not-stated'
/** A request held for review: stored, never offered or emailed until an admin releases it. */
export const HELD_STATUS = 'held' satisfies ServiceRequestStatus

/** A short reference a homeowner can quote to support. */
export const requestReference = (id: string) => `HR-${id.slice(-6).toUpperCase()}`

/** A vendor as ranked for the request (vendors/matching.server.ts): best first. */
export type RankedVendor = { slug: string; score: number; reason: string }

export type RequestDraft = {
  serviceType: string
  zip: string
  latitude: number
  longitude: number
  urgency?: string
  budget?: string
  name: string
  email?: string
  phone?: string
  /** the trade questions and their answers, as asked and as written */
  details?: Record<string, string>
  description: string
  consentAt: Date
  consentText?: string
  /** the language the homeowner wrote in (absent = English) */
  language?: HomeownerLanguage
  /** the vendors already ranked, named ones first, then the backups; absent: not matched yet */
  vendors?: RankedVendor[]
}

export type RequestCreator = { agent?: { id: string } | null; held?: boolean }

export async function createServiceRequest(tx: DbTransaction, draft: RequestDraft, { agent, held = false }: RequestCreator = {}) {
  const ranked = draft.vendors ?? []
  const vendors = ranked.length
    ? await tx.vendorProfile.findMany({ where: { slug: { in: ranked.map((match) => match.slug) } }, select: { id: true, slug: true } })
    : []
  const vendorBySlug = new Map(vendors.map((vendor) => [vendor.slug, vendor]))
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
      consentText: draft.consentText ?? null,
      language: draft.language ?? 'en',
      status: held ? HELD_STATUS : 'open',
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
  const referral = agent
    ? await tx.referral.create({
        data: {
          affiliateId: agent.id,
          consumerName: draft.name,
          consumerEmail: draft.email ?? null,
          consumerPhone: draft.phone ?? null,
          serviceType: draft.serviceType,
          status: 'pending',
          serviceRequestId: request.id,
        },
        select: { id: true },
      })
    : null
  // the named matches are offered the lead at once (issue #12: the first to accept gets it); a
  // held request waits for an admin, and nobody is emailed about it (a flood must not mail anyone)
  const emails: EmailMessage[] = draft.vendors && !held ? emailsOf(await offerNamedLeads(tx, request.id, draft.consentAt)) : []
  return { requestId: request.id, referralId: referral?.id ?? null, emails }
}
