// What the homeowner's private status link shows and does (issue #12 part 5, docs/decisions/0018).
// The link's token names one service request (status-link.server.ts); every function here takes
// that request's id and reaches a lead only through it, so one request's link cannot touch another
// request's leads. Hiring and cancelling move leads, request and referral through the existing
// transitions (actor 'homeowner'), in one transaction, by conditional updates: a double submit
// finds the work done and changes nothing. Emails are built inside and sent after the commit.
// Every status moves through the process's applyTransition (process.server.ts, 0040).
// The page speaks the request's language (homeowner-texts.ts); the emails here go to vendors and
// agents, in English.
import { db } from '~/utils/db.server.ts'
import { transactionWithEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { requestReference } from './create-request.server.ts'
import { homeownerBriefLines, homeownerServiceName } from './homeowner-brief.server.ts'
import { homeownerLanguage, HOMEOWNER_TEXTS, type HomeownerTexts } from './homeowner-texts.ts'
import { hiredEmail } from './process-emails.server.ts'
import { applyTransition } from './process.server.ts'
import { ACTIVE_LEAD_STATUSES, isLeadStatus, type LeadStatus, type ReferralTransition } from './process.ts'

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
 * lead is accepted on their behalf (actor 'homeowner'), with an accept's effects — the other
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
        vendorProfile: { select: { companyName: true, contactName: true, email: true } },
        serviceRequest: { select: { status: true, serviceType: true, zip: true, contactName: true } },
      },
    })
    if (!lead) return { outcome: { status: 'not-found' } as const, emails: [] }
    const companyName = lead.vendorProfile.companyName
    if (lead.hiredAt) return { outcome: { status: 'unchanged', companyName } as const, emails: [] }
    if (!OPEN_REQUEST_STATUSES.includes(lead.serviceRequest.status)) return { outcome: { status: 'not-allowed' } as const, emails: [] }

    const emails: EmailMessage[] = []
    const direct = lead.status === 'offered'
    if (direct) {
      const accepted = await applyTransition(tx, {
        subject: 'lead',
        id: lead.id,
        transition: 'accept',
        actor: { type: 'homeowner' },
        now,
        data: { respondedAt: now, offerExpiresAt: null },
      })
      if (accepted.outcome.status !== 'applied') return { outcome: { status: 'not-allowed' } as const, emails: [] }
      emails.push(...accepted.emails)
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
 * "Cancel my request": the process's request 'cancel' (actor 'homeowner') closes the request,
 * tells every pro who was still holding or weighing the job, cancels the referral (the agent hears
 * through the referral's own email) and the leads. Only the first submit moves anything.
 */
export async function cancelRequestByHomeowner(serviceRequestId: string, now = new Date()): Promise<CancelOutcome> {
  return transactionWithEmails<CancelOutcome>(async (tx) => {
    const { outcome, emails } = await applyTransition(tx, {
      subject: 'request',
      id: serviceRequestId,
      transition: 'cancel',
      actor: { type: 'homeowner' },
      now,
      note: 'The homeowner cancelled the request.',
    })
    if (outcome.status === 'applied') return { outcome: { status: 'cancelled' } as const, emails }
    if (outcome.status === 'not-found') return { outcome: { status: 'not-allowed' } as const, emails: [] }
    const cancelled = !(await tx.serviceRequestMatch.count({ where: { serviceRequestId, status: 'completed' } }))
    return { outcome: { status: cancelled ? 'unchanged' : 'not-allowed' } as const, emails: [] }
  })
}
