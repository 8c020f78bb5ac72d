// The emails the service request's process sends (docs/decisions/0040): built inside the
// transition's transaction, queued in the outbox with it and delivered after the commit
// (docs/decisions/0021), so a rolled-back transition sends nothing. The homeowner's emails are in
// the request's language (homeowner-texts.ts); the vendors' and agents' are in English.
import type { ReferralStatus } from '~/marketplace/value-sets.ts'
import { formatDollars, formatStatus } from '~/marketplace/format.ts'
import type { DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import type { EmailMessage } from '~/utils/mailer.server.ts'
import { homeownerServiceName } from './homeowner-brief.server.ts'
import { homeownerTexts } from './homeowner-texts.ts'
import { briefLines, placeOf, type BriefRequest } from './lead-brief.ts'
import { requestStatusLine } from './status-link.server.ts'

const STATUS_SENTENCES: Record<ReferralStatus, string> = {
  pending: 'is waiting for a vendor',
  matched: 'has been matched: a vendor accepted the job',
  in_progress: 'is in progress: the vendor has started work',
  completed: 'is completed',
  cancelled: 'has been cancelled',
}

export function affiliateEmail(
  referral: { consumerName: string; serviceType: string; affiliate: { name: string; email: string } },
  outcome: { to: ReferralStatus; earningsDeltaCents: number },
  note: string | null,
): EmailMessage {
  const dashboard = new URL('/affiliate-dashboard#referrals', getServerEnv().PUBLIC_URL).toString()
  const earnings =
    outcome.earningsDeltaCents > 0
      ? `${formatDollars(outcome.earningsDeltaCents)} has been credited to your earnings.`
      : outcome.earningsDeltaCents < 0
        ? `${formatDollars(-outcome.earningsDeltaCents)} credited for it has been reversed.`
        : null
  return {
    to: referral.affiliate.email,
    subject: `Referral update: ${referral.consumerName} — ${formatStatus(outcome.to)}`,
    text: [
      `Hi ${referral.affiliate.name},`,
      '',
      `Your referral of ${referral.consumerName} (${referral.serviceType}) ${STATUS_SENTENCES[outcome.to]}.`,
      ...(earnings ? ['', earnings] : []),
      ...(note?.trim() ? ['', `Note: ${note.trim()}`] : []),
      '',
      `See each step on your dashboard: ${dashboard}`,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}

/** The offer: the structured brief, why Harper matched this vendor, and where to answer. */
export function offerEmail(
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

export async function acceptedEmail(
  tx: DbTransaction,
  request: { id: string; contactName: string; contactEmail: string; serviceType: string; language: string },
  vendor: { companyName: string; contactName: string; email: string },
  now: Date,
): Promise<EmailMessage | null> {
  if (!request.contactEmail) return null
  // the homeowner's email is in their language (app/service-requests/homeowner-texts.ts)
  const texts = homeownerTexts(request.language)
  const service = homeownerServiceName(request.language, request.serviceType)
  return {
    to: request.contactEmail,
    subject: texts.acceptedEmail.subject(vendor.companyName, service),
    text: [
      texts.greeting(request.contactName),
      '',
      texts.acceptedEmail.accepted(vendor.companyName, vendor.contactName, service),
      texts.acceptedEmail.reach(vendor.email),
      '',
      await requestStatusLine(tx, { serviceRequestId: request.id, email: request.contactEmail, language: request.language }, now),
      '',
      texts.acceptedEmail.questions(new URL('/contact', getServerEnv().PUBLIC_URL).toString()),
      '',
      texts.signature,
    ].join('\n'),
  }
}

/** The homeowner's news while their request waits (a new pro asked; still looking), with their status link. */
export async function waitingEmail(
  tx: DbTransaction,
  request: { id: string; contactName: string; contactEmail: string; serviceType: string; language: string },
  news: 'reofferEmail' | 'stillLookingEmail',
  now: Date,
): Promise<EmailMessage> {
  const texts = homeownerTexts(request.language)
  return {
    to: request.contactEmail,
    subject: texts[news].subject,
    text: [
      texts.greeting(request.contactName),
      '',
      texts[news].body(homeownerServiceName(request.language, request.serviceType)),
      '',
      await requestStatusLine(tx, { serviceRequestId: request.id, email: request.contactEmail, language: request.language }, now),
      '',
      texts.signature,
    ].join('\n'),
  }
}

type RequestForVendor = { serviceType: string; zip: string; contactName: string }
type VendorContact = { companyName: string; contactName: string; email: string }

export function hiredEmail(vendor: VendorContact, request: RequestForVendor, direct: boolean): EmailMessage {
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

export function cancelledEmail(vendor: VendorContact, request: RequestForVendor): EmailMessage {
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

export function link(path: string) {
  return new URL(path, getServerEnv().PUBLIC_URL).toString()
}
