import { updateVendorProfile as writeVendorProfile } from '~/vendors/profiles.server.ts'
import { db } from '~/utils/db.server.ts'
import { transactionWithEmails } from '~/utils/mailer.server.ts'
import { applyTransition, type LeadData, type TransitionOutcome } from '~/service-requests/process.server.ts'
import type { LeadStatus } from '~/service-requests/process.ts'
import { vendorSearchText } from '~/vendors/vendor-profile.ts'
import type { LeadAction, VendorProfileInput } from './lead-action-schema.ts'

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
    const lead = await tx.serviceRequestMatch.findFirst({ where: { id: action.matchId, vendorProfileId: vendor.id }, select: { id: true } })
    if (!lead) return { outcome: { status: 'not-found' } as const, emails: [] }
    // the process does the rest: the other offers, the request, the referral, the emails (0040)
    const { outcome, emails } = await applyTransition(tx, {
      subject: 'lead',
      id: lead.id,
      transition: action.intent,
      actor: { type: 'vendor', userId },
      now,
      data: leadData(action, now),
    })
    return { outcome: leadOutcome(outcome, action.intent), emails }
  })
}

/** What the vendor's answer records on the lead with its status. */
function leadData(action: LeadAction, now: Date): LeadData {
  switch (action.intent) {
    case 'accept':
      return { respondedAt: now, offerExpiresAt: null }
    case 'decline':
      return { respondedAt: now, declineReason: action.detail ? `${action.reason}: ${action.detail}` : action.reason, offerExpiresAt: null }
    case 'schedule':
      return { scheduledFor: new Date(`${action.scheduledFor}T12:00:00Z`) }
    case 'start':
      return { startedAt: now }
    case 'complete':
      return { completedAt: now, jobValueCents: action.jobValue }
  }
}

function leadOutcome(moved: TransitionOutcome, intent: LeadAction['intent']): LeadActionOutcome {
  switch (moved.status) {
    case 'applied':
    case 'unchanged':
      return { status: 'done', intent }
    case 'not-allowed':
      return { status: 'not-allowed', current: moved.current as LeadStatus }
    default:
      return { status: 'not-found' }
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
