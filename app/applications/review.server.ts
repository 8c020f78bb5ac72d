import { normalizeEmail } from '~/accounts/users.server.ts'
import { createVerificationToken, tokenLink } from '~/accounts/verification.server.ts'
import type { ApplicationStatus, Role, ServiceType } from '~/marketplace/value-sets.ts'
import { generateReferralCode } from '~/referrals/referral-code.ts'
import { db, type DbTransaction } from '~/utils/db.server.ts'
import { deliverQueued, queueEmail, type EmailMessage } from '~/utils/mailer.server.ts'
import { resolveZip } from './vendor-location.server.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { vendorSearchText, vendorSlug } from '~/vendors/vendor-profile.ts'

// Application review as a state machine (docs/decisions/0014), like Sharetribe's transaction
// processes: the table below is the whole process, and applyReviewTransition is the only code
// that moves an application. The move is a conditional update (status must still be the `from`
// state), so two admins pressing Approve at once produce one member: the second finds the row
// already reviewed and changes nothing.
export const REVIEW_TRANSITIONS = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
} as const satisfies Record<string, { from: ApplicationStatus; to: ApplicationStatus }>
export type ReviewTransition = keyof typeof REVIEW_TRANSITIONS

/** The state a transition leads to from `status`, or null when the table does not allow it. */
export function nextReviewStatus(status: string, transition: ReviewTransition): ApplicationStatus | null {
  const rule = REVIEW_TRANSITIONS[transition]
  return rule.from === status ? rule.to : null
}

export type ApplicationKind = 'affiliate' | 'vendor'
/** Where a review came from, for the audit log (an address and a user agent, no Request). */
export type ReviewOrigin = { ipAddress: string | null; userAgent: string | null }
export type Reviewer = { id: string }

export type ReviewOutcome =
  | { status: 'approved'; kind: ApplicationKind; applicationId: string; name: string; email: string; userId: string }
  | { status: 'rejected'; kind: ApplicationKind; applicationId: string; name: string }
  | { status: 'already-reviewed'; kind: ApplicationKind; applicationId: string; currentStatus: string }
  | { status: 'not-found'; kind: ApplicationKind; applicationId: string }
  | { status: 'invalid-details'; kind: ApplicationKind; applicationId: string; message: string }

export type VendorApprovalDetails = { serviceTypes: ServiceType[]; zip: string }

type Claimed = { claimed: true; reviewedAt: Date } | { claimed: false; outcome: ReviewOutcome }

/** Moves one application along the table inside `tx`, recording reviewer and time. */
async function claimTransition(
  tx: DbTransaction,
  kind: ApplicationKind,
  applicationId: string,
  transition: ReviewTransition,
  reviewer: Reviewer,
): Promise<Claimed> {
  const { from, to } = REVIEW_TRANSITIONS[transition]
  const reviewedAt = new Date()
  const where = { id: applicationId, status: from }
  const data = { status: to, reviewedAt, reviewerId: reviewer.id }
  const moved = kind === 'affiliate' ? await tx.affiliateApplication.updateMany({ where, data }) : await tx.vendorApplication.updateMany({ where, data })
  if (moved.count === 1) return { claimed: true, reviewedAt }
  const current =
    kind === 'affiliate'
      ? await tx.affiliateApplication.findUnique({ where: { id: applicationId }, select: { status: true } })
      : await tx.vendorApplication.findUnique({ where: { id: applicationId }, select: { status: true } })
  return {
    claimed: false,
    outcome: current ? { status: 'already-reviewed', kind, applicationId, currentStatus: current.status } : { status: 'not-found', kind, applicationId },
  }
}

async function audit(
  tx: DbTransaction,
  {
    reviewer,
    origin,
    kind,
    applicationId,
    action,
    metadata,
  }: {
    reviewer: Reviewer
    origin: ReviewOrigin
    kind: ApplicationKind
    applicationId: string
    action: string
    metadata?: Record<string, string>
  },
) {
  await tx.auditEvent.create({
    data: {
      actorId: reviewer.id,
      action,
      outcome: 'success',
      targetType: kind === 'affiliate' ? 'AffiliateApplication' : 'VendorApplication',
      targetId: applicationId,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
      metadata,
    },
  })
}

/**
 * The user with this email (created without a password when new) holding `role`. An account whose
 * address was never confirmed may be a stranger's sign-up with the applicant's email (account
 * pre-hijacking): its password and sessions are discarded and its name becomes the applicant's,
 * so the role reaches only whoever follows the welcome email's set-password link (0031).
 * `discardedCredentials` tells the welcome email to say why the old password no longer works.
 */
async function ensureMember(tx: DbTransaction, { email, name, role }: { email: string; name: string; role: Role }) {
  const select = { id: true, email: true, name: true } as const
  const existing = await tx.user.findUnique({ where: { email }, select: { ...select, emailVerifiedAt: true } })
  const unproved = existing !== null && existing.emailVerifiedAt === null
  const user = !existing
    ? await tx.user.create({ data: { email, name }, select })
    : unproved
      ? await tx.user.update({ where: { id: existing.id }, data: { name }, select })
      : existing
  const discardedCredentials = unproved && (await tx.password.deleteMany({ where: { userId: user.id } })).count > 0
  const held = await tx.userRole.findUnique({ where: { userId_role: { userId: user.id, role } }, select: { role: true } })
  if (!held) await tx.userRole.create({ data: { userId: user.id, role } })
  if (!held || unproved) {
    // a new role is a privilege change, unproved credentials are discarded: the member's sessions
    // end, and the next sign-in rotates the id (0020)
    await tx.session.deleteMany({ where: { userId: user.id } })
  }
  return { id: user.id, email: user.email, name: user.name, discardedCredentials }
}

async function uniqueReferralCode(tx: DbTransaction) {
  // 30 bits of code space: a collision is rare, and checking inside the transaction is enough
  // because the unique index refuses the rare race.
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generateReferralCode()
    if (!(await tx.affiliateProfile.findUnique({ where: { referralCode: code }, select: { id: true } }))) return code
  }
  throw new Error('Could not find a free referral code')
}

/**
 * Approves a pending affiliate application: the applicant's user (reused by email), the
 * affiliate role, an AffiliateProfile with a unique referral code and a set-password token, in
 * one transaction with the review and the welcome email (queued, delivered after the commit).
 * Approving twice yields one member.
 */
export async function approveAffiliateApplication(applicationId: string, reviewer: Reviewer, origin: ReviewOrigin): Promise<ReviewOutcome> {
  const result = await db.$transaction(async (tx) => {
    const claim = await claimTransition(tx, 'affiliate', applicationId, 'approve', reviewer)
    if (!claim.claimed) return { outcome: claim.outcome }
    const application = await tx.affiliateApplication.findUniqueOrThrow({ where: { id: applicationId } })
    const user = await ensureMember(tx, { email: normalizeEmail(application.email), name: application.name, role: 'affiliate' })
    const existing = await tx.affiliateProfile.findUnique({ where: { userId: user.id }, select: { id: true, referralCode: true } })
    const profile =
      existing ??
      (await tx.affiliateProfile.create({
        data: {
          userId: user.id,
          applicationId,
          name: application.name,
          email: user.email,
          brokerageName: application.brokerageName,
          phone: application.phone,
          referralCode: await uniqueReferralCode(tx),
        },
        select: { id: true, referralCode: true },
      }))
    const { token } = await createVerificationToken({ purpose: 'account_setup', email: user.email, userId: user.id }, tx)
    await audit(tx, { reviewer, origin, kind: 'affiliate', applicationId, action: 'application.approve', metadata: { userId: user.id } })
    const welcomeId = await queueEmail(
      tx,
      affiliateWelcomeEmail({
        name: application.name,
        email: user.email,
        referralCode: profile.referralCode,
        token,
        discardedCredentials: user.discardedCredentials,
      }),
    )
    return {
      outcome: { status: 'approved', kind: 'affiliate', applicationId, name: application.name, email: user.email, userId: user.id } as const,
      welcomeId,
    }
  })
  if ('welcomeId' in result && result.welcomeId) await deliverQueued([result.welcomeId])
  return result.outcome
}

/**
 * Approves a pending vendor application: user, vendor role and a VendorProfile built from the
 * application (the admin confirms the service types and the ZIP that places it on the map).
 */
export async function approveVendorApplication(
  applicationId: string,
  details: VendorApprovalDetails,
  reviewer: Reviewer,
  origin: ReviewOrigin,
): Promise<ReviewOutcome> {
  const place = resolveZip(details.zip)
  if (!place) return { status: 'invalid-details', kind: 'vendor', applicationId, message: `ZIP code ${details.zip} is not a known US ZIP code.` }
  const result = await db.$transaction(async (tx) => {
    const claim = await claimTransition(tx, 'vendor', applicationId, 'approve', reviewer)
    if (!claim.claimed) return { outcome: claim.outcome }
    const application = await tx.vendorApplication.findUniqueOrThrow({ where: { id: applicationId } })
    const user = await ensureMember(tx, { email: normalizeEmail(application.email), name: application.contactName, role: 'vendor' })
    const existing = await tx.vendorProfile.findUnique({ where: { userId: user.id }, select: { id: true } })
    if (!existing) {
      const serviceAreas = Array.isArray(application.serviceAreas) ? application.serviceAreas.map(String) : []
      await createVendorProfile(tx, {
        data: {
          slug: await uniqueVendorSlug(tx, application.companyName),
          userId: user.id,
          applicationId,
          companyName: application.companyName,
          contactName: application.contactName,
          email: user.email,
          phone: application.phone,
          websiteUrl: application.websiteUrl,
          description: application.serviceType,
          yearsInBusiness: application.yearsInBusiness,
          specialties: details.serviceTypes,
          searchText: vendorSearchText({
            companyName: application.companyName,
            contactName: application.contactName,
            specialties: details.serviceTypes,
            description: [application.serviceType, ...serviceAreas].join(' '),
            serviceTypes: details.serviceTypes,
          }),
          zip: details.zip,
          city: place.city,
          state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
          // not asked on the application: sensible defaults the vendor adjusts from their dashboard
          serviceRadiusMiles: 25,
          responseTimeMinutes: 24 * 60,
          quoteMinCents: 0,
          quoteMaxCents: 0,
          verified: true,
          available: true,
          licenseNumber: application.licenseNumber,
          insuranceProvider: application.insuranceProvider,
          serviceTypes: { create: details.serviceTypes.map((serviceType) => ({ serviceType })) },
        },
      })
    }
    const { token } = await createVerificationToken({ purpose: 'account_setup', email: user.email, userId: user.id }, tx)
    await audit(tx, {
      reviewer,
      origin,
      kind: 'vendor',
      applicationId,
      action: 'application.approve',
      metadata: { userId: user.id, serviceTypes: details.serviceTypes.join(', '), zip: details.zip },
    })
    const welcomeId = await queueEmail(
      tx,
      vendorWelcomeEmail({
        name: application.contactName,
        company: application.companyName,
        email: user.email,
        token,
        discardedCredentials: user.discardedCredentials,
      }),
    )
    return {
      outcome: { status: 'approved', kind: 'vendor', applicationId, name: application.companyName, email: user.email, userId: user.id } as const,
      welcomeId,
    }
  })
  if ('welcomeId' in result && result.welcomeId) await deliverQueued([result.welcomeId])
  return result.outcome
}

/** Rejects a pending application, recording the reviewer and the time. */
export async function rejectApplication(kind: ApplicationKind, applicationId: string, reviewer: Reviewer, origin: ReviewOrigin): Promise<ReviewOutcome> {
  return db.$transaction(async (tx) => {
    const claim = await claimTransition(tx, kind, applicationId, 'reject', reviewer)
    if (!claim.claimed) return claim.outcome
    const application =
      kind === 'affiliate'
        ? await tx.affiliateApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { name: true } })
        : await tx.vendorApplication.findUniqueOrThrow({ where: { id: applicationId }, select: { companyName: true } })
    await audit(tx, { reviewer, origin, kind, applicationId, action: 'application.reject' })
    return { status: 'rejected', kind, applicationId, name: 'name' in application ? application.name : application.companyName }
  })
}

async function uniqueVendorSlug(tx: DbTransaction, companyName: string) {
  const base = vendorSlug(companyName).slice(0, 60).replace(/-+$/, '') || 'vendor'
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await tx.vendorProfile.findUnique({ where: { slug }, select: { id: true } }))) return slug
  }
  return `${base}-${Date.now().toString(36)}`
}

const SET_PASSWORD_PATH = '/reset-password'

type WelcomeEmailInput = { name: string; email: string; token: string; discardedCredentials: boolean }

// said when the approval discarded an unconfirmed sign-up's password (ensureMember)
const UNCONFIRMED_SIGNUP_NOTE = [
  'This email address also had a Harper Home sign-up that was never confirmed, so the password chosen at that sign-up no longer works.',
  '',
]

function affiliateWelcomeEmail({ name, email, referralCode, token, discardedCredentials }: WelcomeEmailInput & { referralCode: string }): EmailMessage {
  const link = tokenLink(SET_PASSWORD_PATH, token)
  return {
    to: email,
    subject: 'Welcome to the Harper Home Affiliate Program',
    text: [
      `Hi ${name},`,
      '',
      'Your affiliate application has been approved — welcome aboard!',
      '',
      ...(discardedCredentials ? UNCONFIRMED_SIGNUP_NOTE : []),
      'Set your password to sign in to your affiliate dashboard (this link works once and expires in 7 days):',
      link,
      '',
      `Your referral code is ${referralCode}.`,
      '',
      'Your 14-day onboarding starts now: account setup today, your first live training on day 3, course modules 1-3 by day 7, app tools on day 10 and your first referral by day 14.',
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}

function vendorWelcomeEmail({ name, company, email, token, discardedCredentials }: WelcomeEmailInput & { company: string }): EmailMessage {
  const link = tokenLink(SET_PASSWORD_PATH, token)
  return {
    to: email,
    subject: 'Welcome to the Harper Home vendor network',
    text: [
      `Hi ${name},`,
      '',
      `${company}'s application to the Harper Home network has been approved.`,
      '',
      ...(discardedCredentials ? UNCONFIRMED_SIGNUP_NOTE : []),
      'Set your password to sign in to the vendor portal (this link works once and expires in 7 days):',
      link,
      '',
      'The Harper Home team',
    ].join('\n'),
  }
}
