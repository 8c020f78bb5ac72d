import { updateVendorProfile as writeVendorProfile } from '~/vendors/profiles.server.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { transactionWithEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import { transitionReferralInTx, type LifecycleActorRef } from '~/referrals/lifecycle.server.ts'
import type { ReferralTransition } from '~/referrals/lifecycle.ts'
import { homeownerServiceName } from '~/service-requests/homeowner-brief.server.ts'
import { homeownerTexts } from '~/service-requests/homeowner-texts.ts'
import { requestStatusLine } from '~/service-requests/status-link.server.ts'
import { vendorSearchText } from '~/vendors/vendor-profile.ts'
import type { LeadAction, VendorProfileInput } from './lead-action-schema.ts'
import { moveLead, settleAcceptedLead, type LeadMove } from './lead-store.server.ts'
import type { LeadStatus } from './lead-lifecycle.ts'
import { offerNextLead } from './offers.server.ts'

// A vendor's actions on their leads. Every one starts from the signed-in user's id: the vendor
// profile is found by userId and the lead by (id, vendorProfileId), so a vendor can never reach
// another vendor's lead — it is answered exactly like a lead that does not exist.

export type LeadActionOutcome =
  | { status: 'done'; intent: LeadAction['intent'] }
  | { status: 'no-profile' }
  | { status: 'not-found' }
  | { status: 'not-allowed'; current: LeadStatus }
  | { status: 'past-date' }

/** The vendor profile owned by this user (scoped by the acting user's id). */
export function findVendorProfileForUser(userId: string) {
  return db.vendorProfile.findUnique({ where: { userId }, select: { id: true, companyName: true, contactName: true, email: true } })
}

export async function actOnLead(userId: string, action: LeadAction, now = new Date()): Promise<LeadActionOutcome> {
  const vendor = await findVendorProfileForUser(userId)
  if (!vendor) return { status: 'no-profile' }
  if (action.intent === 'schedule' && action.scheduledFor < now.toISOString().slice(0, 10)) return { status: 'past-date' }
  return transactionWithEmails(async (tx) => {
    const lead = await tx.serviceRequestMatch.findFirst({
      where: { id: action.matchId, vendorProfileId: vendor.id },
      select: { id: true, serviceRequestId: true, serviceRequest: { select: { contactName: true, contactEmail: true, serviceType: true, language: true } } },
    })
    if (!lead) return { outcome: { status: 'not-found' } as const, emails: [] }
    const actor: LifecycleActorRef = { type: 'vendor', userId }
    const emails: (EmailMessage | null)[] = []
    const moveReferral = async (transition: ReferralTransition, extra: { jobValueCents?: number; note?: string } = {}) => {
      const referral = await tx.referral.findUnique({ where: { serviceRequestId: lead.serviceRequestId }, select: { id: true } })
      if (!referral) return
      const moved = await transitionReferralInTx(
        tx,
        { referralId: referral.id, transition, actor, vendorProfileId: vendor.id, now, ...extra },
        { syncLeads: false },
      )
      emails.push(moved.email)
    }
    let moved: LeadMove
    switch (action.intent) {
      case 'accept':
        moved = await moveLead(tx, { matchId: lead.id, transition: 'accept', actor: 'vendor', data: { respondedAt: now, offerExpiresAt: null } })
        if (moved.status !== 'applied') break
        await settleAcceptedLead(tx, { serviceRequestId: lead.serviceRequestId, matchId: lead.id })
        await moveReferral('match')
        emails.push(await acceptedEmail(tx, { id: lead.serviceRequestId, ...lead.serviceRequest }, vendor, now))
        break
      case 'decline': {
        const declineReason = action.detail ? `${action.reason}: ${action.detail}` : action.reason
        moved = await moveLead(tx, {
          matchId: lead.id,
          transition: 'decline',
          actor: 'vendor',
          data: { respondedAt: now, declineReason, offerExpiresAt: null },
        })
        if (moved.status !== 'applied') break
        const next = await offerNextLead(tx, lead.serviceRequestId, { now, reoffer: true })
        if ('emails' in next) emails.push(...next.emails)
        break
      }
      case 'schedule':
        moved = await moveLead(tx, {
          matchId: lead.id,
          transition: 'schedule',
          actor: 'vendor',
          data: { scheduledFor: new Date(`${action.scheduledFor}T12:00:00Z`) },
        })
        break
      case 'start':
        moved = await moveLead(tx, { matchId: lead.id, transition: 'start', actor: 'vendor', data: { startedAt: now } })
        if (moved.status === 'applied') await moveReferral('start')
        break
      case 'complete':
        moved = await moveLead(tx, { matchId: lead.id, transition: 'complete', actor: 'vendor', data: { completedAt: now, jobValueCents: action.jobValue } })
        if (moved.status !== 'applied') break
        await tx.serviceRequest.updateMany({ where: { id: lead.serviceRequestId }, data: { status: 'closed' } })
        await moveReferral('complete', { jobValueCents: action.jobValue })
        break
    }
    return { outcome: leadOutcome(moved, action.intent), emails }
  })
}

function leadOutcome(moved: LeadMove, intent: LeadAction['intent']): LeadActionOutcome {
  switch (moved.status) {
    case 'applied':
    case 'unchanged':
      return { status: 'done', intent }
    case 'not-allowed':
      return { status: 'not-allowed', current: moved.current }
    default:
      return { status: 'not-found' }
  }
}

async function acceptedEmail(
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

/** The vendor edits what matching reads: trades, radius, availability and credential expiry dates. */
export async function updateVendorProfile(userId: string, input: VendorProfileInput) {
  const vendor = await db.vendorProfile.findUnique({
    where: { userId },
    select: { id: true, companyName: true, contactName: true, specialties: true, description: true },
  })
  if (!vendor) return { status: 'no-profile' } as const
  const specialties = Array.isArray(vendor.specialties) ? vendor.specialties.map(String) : []
  // through the one profile writer, which keeps the matching's coverage cells in step
  await writeVendorProfile(db, {
    where: { id: vendor.id },
    data: {
      serviceTypes: { deleteMany: {}, create: input.serviceTypes.map((serviceType) => ({ serviceType })) },
      serviceRadiusMiles: input.serviceRadiusMiles,
      available: input.available === 'on',
      licenseExpiresAt: input.licenseExpiresAt ? new Date(`${input.licenseExpiresAt}T00:00:00Z`) : null,
      insuranceExpiresAt: input.insuranceExpiresAt ? new Date(`${input.insuranceExpiresAt}T00:00:00Z`) : null,
      searchText: vendorSearchText({ ...vendor, specialties, serviceTypes: input.serviceTypes }),
    },
  })
  return { status: 'updated' } as const
}
