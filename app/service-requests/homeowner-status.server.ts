// What the homeowner's private status link shows and does (issue #12 part 5, docs/decisions/0018).
// The link's token names one service request (status-link.server.ts); every function here takes
// that request's id and reaches a lead only through it, so one request's link cannot touch another
// request's leads. Hiring and cancelling move leads, request and referral through the existing
// transitions (actor 'homeowner'), in one transaction, by conditional updates: a double submit
// finds the work done and changes nothing. Emails are built inside and sent after the commit.
// The page speaks the request's language (homeowner-texts.ts); the emails here go to vendors and
// agents, in English.
import { ACTIVE_LEAD_STATUSES, isLeadStatus, type LeadStatus } from '~/leads/lead-lifecycle.ts'
import { moveLead, moveLeadsOfRequest, settleAcceptedLead } from '~/leads/lead-store.server.ts'
import { transitionReferralInTx } from '~/referrals/lifecycle.server.ts'
import type { ReferralTransition } from '~/referrals/lifecycle.ts'
import { requestReference } from '~/service-requests/chat-requests.server.ts'
import { homeownerBriefLines, homeownerServiceName } from '~/service-requests/homeowner-brief.server.ts'
import { homeownerLanguage, HOMEOWNER_TEXTS, type HomeownerTexts } from '~/service-requests/homeowner-texts.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { transactionWithEmails, type EmailMessage } from '~/utils/mailer.server.ts'

/** Leads that still mean something to a vendor: they were told of the request and did not leave it. */
const LIVE_LEAD_STATUSES: readonly LeadStatus[] = ['offered', ...ACTIVE_LEAD_STATUSES]
const OPEN_REQUEST_STATUSES = ['open', 'matched']

export type RequestStatusView = Awaited<ReturnType<typeof loadRequestStatus>>

/** The page's data: the summary, the vendors who were told of the request, and the referral's steps. */
export async function loadRequestStatus(serviceRequestId: string) {
  const request = await db.serviceRequest.findUnique({
    where: { id: serviceRequestId },
    select: {
      id: true,
      contactName: true,
      serviceType: true,
      zip: true,
      urgency: true,
      budgetRange: true,
      details: true,
      status: true,
      language: true,
      createdAt: true,
      matches: {
        // the vendors who heard of it: queued backups were never contacted
        where: { offeredAt: { not: null } },
        orderBy: { rank: 'asc' },
        select: {
          id: true,
          status: true,
          hiredAt: true,
          scheduledFor: true,
          vendorProfile: { select: { companyName: true, contactName: true, email: true, phone: true, websiteUrl: true } },
        },
      },
      referral: { select: { events: { orderBy: { createdAt: 'asc' }, select: { transition: true, actorType: true, note: true, createdAt: true } } } },
    },
  })
  if (!request) return null
  const open = OPEN_REQUEST_STATUSES.includes(request.status)
  const leads = request.matches.filter((match) => isLeadStatus(match.status))
  const someoneAccepted = leads.some((lead) => (ACTIVE_LEAD_STATUSES as readonly string[]).includes(lead.status))
  const completed = leads.some((lead) => lead.status === 'completed')
  const language = homeownerLanguage(request.language)
  const texts: HomeownerTexts = HOMEOWNER_TEXTS[language]
  const states = texts.statusPage.state
  return {
    language,
    reference: requestReference(request.id),
    contactName: request.contactName,
    serviceType: homeownerServiceName(language, request.serviceType),
    summary: homeownerBriefLines(request, language),
    submittedOn: texts.date(request.createdAt),
    state: open ? (someoneAccepted ? states.accepted : states.waiting) : completed ? states.completed : states.cancelled,
    open,
    vendors: leads.map((lead) => {
      const status = lead.status as LeadStatus
      const accepted = (ACTIVE_LEAD_STATUSES as readonly string[]).includes(status) || status === 'completed'
      const { companyName, ...contact } = lead.vendorProfile
      return {
        matchId: lead.id,
        companyName,
        state:
          status === 'scheduled' && lead.scheduledFor ? texts.scheduledFor(texts.leadState.scheduled, texts.date(lead.scheduledFor)) : texts.leadState[status],
        hired: lead.hiredAt !== null,
        // how to reach them once they have accepted (the homeowner's consent covered the other way)
        contact: accepted ? contact : null,
        canHire: open && lead.hiredAt === null && (accepted ? status !== 'completed' : status === 'offered' && !someoneAccepted),
      }
    }),
    timeline: (request.referral?.events ?? []).map((event) => ({
      on: texts.date(event.createdAt),
      step: `${texts.referralStep[event.transition as ReferralTransition] ?? event.transition} ${texts.actor[event.actorType as keyof HomeownerTexts['actor']] ?? ''}`.trim(),
    })),
  }
}

export type HireOutcome =
  { status: 'hired'; companyName: string } | { status: 'unchanged'; companyName: string } | { status: 'not-allowed' } | { status: 'not-found' }

/**
 * "Mark <vendor> hired". On a pro who accepted, it records the homeowner's confirmation (hiredAt)
 * and tells the pro; the lead, request and referral are already where an accept put them. On a pro
 * still only offered the job, while nobody has accepted, the homeowner hired them directly: the
 * lead is accepted on their behalf (actor 'homeowner') with an accept's effects — the other
 * offers withdrawn, the request matched, the referral matched.
 */
export async function markVendorHired(serviceRequestId: string, matchId: string, now = new Date()): Promise<HireOutcome> {
  return transactionWithEmails<HireOutcome>(async (tx) => {
    const lead = await tx.serviceRequestMatch.findFirst({
      where: { id: matchId, serviceRequestId, offeredAt: { not: null } },
      select: {
        id: true,
        status: true,
        hiredAt: true,
        vendorProfileId: true,
        vendorProfile: { select: { companyName: true, contactName: true, email: true } },
        serviceRequest: { select: { status: true, serviceType: true, zip: true, contactName: true } },
      },
    })
    if (!lead) return { outcome: { status: 'not-found' } as const, emails: [] }
    const companyName = lead.vendorProfile.companyName
    if (lead.hiredAt) return { outcome: { status: 'unchanged', companyName } as const, emails: [] }
    if (!OPEN_REQUEST_STATUSES.includes(lead.serviceRequest.status)) return { outcome: { status: 'not-allowed' } as const, emails: [] }

    const emails: (EmailMessage | null)[] = []
    const direct = lead.status === 'offered'
    if (direct) {
      const moved = await moveLead(tx, { matchId: lead.id, transition: 'accept', actor: 'homeowner', data: { respondedAt: now, offerExpiresAt: null } })
      if (moved.status !== 'applied') return { outcome: { status: 'not-allowed' } as const, emails: [] }
      // an accept's effects, as when the pro accepts (app/leads/vendor-leads.server.ts)
      await settleAcceptedLead(tx, { serviceRequestId, matchId: lead.id })
      emails.push(await moveReferral(tx, serviceRequestId, 'match', { vendorProfileId: lead.vendorProfileId, now }))
    }
    const marked = await tx.serviceRequestMatch.updateMany({
      where: { id: lead.id, hiredAt: null, status: { in: [...ACTIVE_LEAD_STATUSES] } },
      data: { hiredAt: now },
    })
    if (marked.count !== 1) {
      const latest = await tx.serviceRequestMatch.findUnique({ where: { id: lead.id }, select: { hiredAt: true } })
      return { outcome: latest?.hiredAt ? ({ status: 'unchanged', companyName } as const) : ({ status: 'not-allowed' } as const), emails: [] }
    }
    emails.push(hiredEmail(lead.vendorProfile, lead.serviceRequest, direct))
    return { outcome: { status: 'hired', companyName } as const, emails }
  })
}

export type CancelOutcome = { status: 'cancelled' } | { status: 'unchanged' } | { status: 'not-allowed' }

/**
 * "Cancel my request": the request is closed, its leads cancelled and the referral cancelled
 * (actor 'homeowner'); every pro who was still holding or weighing the job is told, and the
 * agent hears through the referral's own email. Only the first submit moves anything.
 */
export async function cancelRequestByHomeowner(serviceRequestId: string, now = new Date()): Promise<CancelOutcome> {
  return transactionWithEmails<CancelOutcome>(async (tx) => {
    const request = await tx.serviceRequest.findUnique({
      where: { id: serviceRequestId },
      select: {
        status: true,
        serviceType: true,
        zip: true,
        contactName: true,
        matches: {
          where: { status: { in: [...LIVE_LEAD_STATUSES] } },
          select: { vendorProfile: { select: { companyName: true, contactName: true, email: true } } },
        },
      },
    })
    if (!request) return { outcome: { status: 'not-allowed' } as const, emails: [] }
    // the claim: only the submit that closes the request goes on
    const closed = await tx.serviceRequest.updateMany({ where: { id: serviceRequestId, status: { in: OPEN_REQUEST_STATUSES } }, data: { status: 'closed' } })
    if (closed.count !== 1) {
      const cancelled = !(await tx.serviceRequestMatch.count({ where: { serviceRequestId, status: 'completed' } }))
      return { outcome: { status: cancelled ? 'unchanged' : 'not-allowed' } as const, emails: [] }
    }
    const emails: (EmailMessage | null)[] = request.matches.map((lead) => cancelledEmail(lead.vendorProfile, request))
    const referralEmail = await moveReferral(tx, serviceRequestId, 'cancel', { now, note: 'The homeowner cancelled the request.' })
    emails.push(referralEmail)
    // without a referral (or one already closed) the leads are cancelled here
    await moveLeadsOfRequest(tx, { serviceRequestId, transition: 'cancel' })
    return { outcome: { status: 'cancelled' } as const, emails }
  })
}

/** Moves the request's referral, if it has one, as the homeowner; returns the agent's email. */
async function moveReferral(
  tx: DbTransaction,
  serviceRequestId: string,
  transition: 'match' | 'cancel',
  { vendorProfileId, note, now }: { vendorProfileId?: string; note?: string; now: Date },
) {
  const referral = await tx.referral.findUnique({ where: { serviceRequestId }, select: { id: true } })
  if (!referral) return null
  // a referral already where this leaves it answers 'unchanged', with no email
  const moved = await transitionReferralInTx(tx, { referralId: referral.id, transition, actor: { type: 'homeowner' }, vendorProfileId, note, now })
  return moved.email
}

type RequestForVendor = { serviceType: string; zip: string; contactName: string }
type VendorContact = { companyName: string; contactName: string; email: string }

function hiredEmail(vendor: VendorContact, request: RequestForVendor, direct: boolean): EmailMessage {
  return {
    to: vendor.email,
    subject: `${request.contactName} hired ${vendor.companyName} for their ${request.serviceType} job`,
    text: [
      `Hi ${vendor.contactName},`,
      '',
      direct
        ? `${request.contactName} chose ${vendor.companyName} for their ${request.serviceType} job in ${request.zip}, so the lead is now accepted for you. Their contact details are in your dashboard; please reach out to arrange a visit.`
        : `${request.contactName} confirmed they hired ${vendor.companyName} for their ${request.serviceType} job in ${request.zip}.`,
      '',
      `Your dashboard: ${dashboardLink()}`,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}

function cancelledEmail(vendor: VendorContact, request: RequestForVendor): EmailMessage {
  return {
    to: vendor.email,
    subject: `Request cancelled: ${request.serviceType} in ${request.zip}`,
    text: [
      `Hi ${vendor.contactName},`,
      '',
      `${request.contactName} cancelled their ${request.serviceType} request in ${request.zip}. There is nothing more to do for it; it stays in your dashboard as cancelled.`,
      '',
      `Your dashboard: ${dashboardLink()}`,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}

const dashboardLink = () => new URL('/vendor-dashboard#leads', getServerEnv().PUBLIC_URL).toString()
