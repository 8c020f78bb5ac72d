import { ADMIN_ROLES } from '~/marketplace/value-sets.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverQueued, queueEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { homeownerServiceName } from '~/service-requests/homeowner-brief.server.ts'
import { homeownerTexts } from '~/service-requests/homeowner-texts.ts'
import { requestStatusLine } from '~/service-requests/status-link.server.ts'
import { moveLead } from './lead-store.server.ts'
import { ACTIVE_LEAD_STATUSES } from './lead-lifecycle.ts'
import { briefLines, placeOf, type BriefRequest } from './lead-brief.ts'
import { offerExpiry } from './offer-window.ts'

// A new request's named matches (up to 3) are offered at once and the first to accept gets the
// job (the others' offers are withdrawn); when they have all declined or let the window pass, the
// next ranked vendors are offered the lead one at a time (the homeowner is told); after the last
// one the request goes to the admins, once. Every step is a conditional update, so a sweep run
// twice at once (or a vendor answering as the window closes) moves each lead once.

const TAKEN_STATUSES = ['offered', ...ACTIVE_LEAD_STATUSES, 'completed']
const SWEEP_BATCH = 100
export const ESCALATION_ACTION = 'service_request.escalated'

export type OfferResult =
  { status: 'offered'; matchId: string; emails: EmailMessage[] } | { status: 'taken' } | { status: 'closed' } | { status: 'exhausted'; emails: EmailMessage[] }

/**
 * Offers the request's best queued leads — `count` of them at once (a new request's named
 * matches), one on a re-offer — unless a vendor already holds it. Each offered vendor is emailed
 * the brief; the homeowner's contact details wait in the dashboard until the vendor accepts.
 */
export async function offerNextLead(
  tx: DbTransaction,
  serviceRequestId: string,
  { now, reoffer, count = 1 }: { now: Date; reoffer: boolean; count?: number },
): Promise<OfferResult> {
  const request = await tx.serviceRequest.findUnique({
    where: { id: serviceRequestId },
    select: {
      status: true,
      urgency: true,
      budgetRange: true,
      serviceType: true,
      zip: true,
      details: true,
      description: true,
      contactName: true,
      contactEmail: true,
      language: true,
    },
  })
  if (!request || request.status !== 'open') return { status: 'closed' }
  if (await tx.serviceRequestMatch.count({ where: { serviceRequestId, status: { in: TAKEN_STATUSES } } })) return { status: 'taken' }
  const queued = await tx.serviceRequestMatch.findMany({
    where: { serviceRequestId, status: 'queued' },
    orderBy: [{ rank: 'asc' }, { id: 'asc' }],
    take: count,
    select: { id: true, reasons: true, vendorProfile: { select: { companyName: true, contactName: true, email: true } } },
  })
  if (queued.length === 0) return escalate(tx, serviceRequestId, request, now)
  const expiresAt = offerExpiry(request.urgency, now)
  const emails: EmailMessage[] = []
  let firstId: string | null = null
  for (const lead of queued) {
    const moved = await moveLead(tx, { matchId: lead.id, transition: 'offer', actor: 'system', data: { offeredAt: now, offerExpiresAt: expiresAt } })
    if (moved.status !== 'applied') continue
    firstId ??= lead.id
    emails.push(offerEmail(request, lead.vendorProfile, { expiresAt, shared: queued.length > 1, reasons: lead.reasons }))
  }
  if (!firstId) return { status: 'taken' }
  if (reoffer && request.contactEmail) {
    // the homeowner's email is in their language (app/service-requests/homeowner-texts.ts)
    const texts = homeownerTexts(request.language)
    emails.push({
      to: request.contactEmail,
      subject: texts.reofferEmail.subject,
      text: [
        texts.greeting(request.contactName),
        '',
        texts.reofferEmail.body(homeownerServiceName(request.language, request.serviceType)),
        '',
        await requestStatusLine(tx, { serviceRequestId, email: request.contactEmail, language: request.language }, now),
        '',
        texts.signature,
      ].join('\n'),
    })
  }
  return { status: 'offered', matchId: firstId, emails }
}

/** The offer: the structured brief, why Harper matched this vendor, and where to answer. */
function offerEmail(
  request: BriefRequest & { description: string },
  vendor: { companyName: string; contactName: string; email: string },
  { expiresAt, shared, reasons }: { expiresAt: Date; shared: boolean; reasons: unknown },
): EmailMessage {
  const why = Array.isArray(reasons) ? reasons.map(String).join(' · ') : ''
  return {
    to: vendor.email,
    subject: `New lead: ${request.serviceType} in ${placeOf(request.zip)}`,
    text: [
      `Hi ${vendor.contactName},`,
      '',
      `Harper matched ${vendor.companyName} with a homeowner's request${why ? ` (${why})` : ''}.`,
      '',
      ...briefLines(request),
      '',
      "In the homeowner's words:",
      request.description,
      '',
      shared
        ? `It went to the best-matched pros at once: the first to accept gets the job. Accept or decline by ${expiresAt.toUTCString()}.`
        : `The lead is yours to accept or decline until ${expiresAt.toUTCString()}; after that it goes to the next matched pro.`,
      `The homeowner agreed to share their name and contact details with the pro who accepts: you will see them in your dashboard once you do. Answer here: ${link('/vendor-dashboard#leads')}`,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}

async function escalate(
  tx: DbTransaction,
  serviceRequestId: string,
  request: { serviceType: string; zip: string; contactName: string; contactEmail: string; language: string },
  now: Date,
): Promise<OfferResult> {
  // once per request: the sweep meets an exhausted request on every run
  if (await tx.auditEvent.findFirst({ where: { action: ESCALATION_ACTION, targetId: serviceRequestId }, select: { id: true } })) {
    return { status: 'exhausted', emails: [] }
  }
  await tx.auditEvent.create({
    data: { action: ESCALATION_ACTION, targetType: 'ServiceRequest', targetId: serviceRequestId, outcome: 'success', createdAt: now },
  })
  const admins = await tx.user.findMany({ where: { roles: { some: { role: { in: [...ADMIN_ROLES] } } } }, select: { email: true } })
  const emails: EmailMessage[] = admins.map((admin) => ({
    to: admin.email,
    subject: `No vendor took a ${request.serviceType} request in ${request.zip}`,
    text: [
      `Every matched vendor declined or did not answer ${request.contactName}'s ${request.serviceType} request (${request.zip}).`,
      `Find them a pro or cancel the request: ${link('/admin-dashboard#referrals')}`,
      `Request id: ${serviceRequestId}`,
    ].join('\n'),
  }))
  if (request.contactEmail) {
    const texts = homeownerTexts(request.language)
    emails.push({
      to: request.contactEmail,
      subject: texts.stillLookingEmail.subject,
      text: [
        texts.greeting(request.contactName),
        '',
        texts.stillLookingEmail.body(homeownerServiceName(request.language, request.serviceType)),
        '',
        await requestStatusLine(tx, { serviceRequestId, email: request.contactEmail, language: request.language }, now),
        '',
        texts.signature,
      ].join('\n'),
    })
  }
  return { status: 'exhausted', emails }
}

function link(path: string) {
  return new URL(path, getServerEnv().PUBLIC_URL).toString()
}

export type SweepReport = { expired: number; offered: number; escalated: number }

/**
 * One pass of the re-match timer: expire offers past their window (offering the next vendor),
 * offer the first lead of requests nobody holds yet, and hand exhausted requests to the admins.
 */
export async function sweepLeadOffers(now = new Date()): Promise<SweepReport> {
  const report: SweepReport = { expired: 0, offered: 0, escalated: 0 }
  const emailIds: string[] = []
  const record = ({ result, queued }: { result: OfferResult; queued: string[] }) => {
    if (result.status === 'offered') report.offered += 1
    if (result.status === 'exhausted' && result.emails.length) report.escalated += 1
    emailIds.push(...queued)
  }
  // each step's emails are queued in its own transaction (docs/decisions/0021)
  const withQueuedEmails = async (tx: DbTransaction, result: OfferResult) => ({
    result,
    queued: await queueEmails(tx, 'emails' in result ? result.emails : []),
  })

  const overdue = await db.serviceRequestMatch.findMany({
    where: { status: 'offered', offerExpiresAt: { lte: now } },
    orderBy: { offerExpiresAt: 'asc' },
    take: SWEEP_BATCH,
    select: { id: true, serviceRequestId: true },
  })
  for (const lead of overdue) {
    const result = await db.$transaction(async (tx) => {
      const moved = await moveLead(tx, { matchId: lead.id, transition: 'expire', actor: 'system', data: { offerExpiresAt: null } })
      return moved.status === 'applied' ? withQueuedEmails(tx, await offerNextLead(tx, lead.serviceRequestId, { now, reoffer: true })) : null
    })
    if (result) {
      report.expired += 1
      record(result)
    }
  }

  // requests nobody holds: new ones (their first offer) and ones whose leads all ran out; paged
  // by id, so requests already handed to the admins never hide newer ones behind them
  let cursor: string | undefined
  for (;;) {
    const waiting = await db.serviceRequest.findMany({
      where: { status: 'open', matches: { some: {}, none: { status: { in: TAKEN_STATUSES } } }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
      select: { id: true, matches: { where: { status: { not: 'queued' } }, select: { id: true }, take: 1 } },
    })
    for (const request of waiting) {
      record(await db.$transaction(async (tx) => withQueuedEmails(tx, await offerNextLead(tx, request.id, { now, reoffer: request.matches.length > 0 }))))
    }
    if (waiting.length < SWEEP_BATCH) break
    cursor = waiting[waiting.length - 1].id
  }
  await deliverQueued(emailIds)
  return report
}
