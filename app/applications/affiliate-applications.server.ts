import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverQueued, queueEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import type { AffiliateApplicationInput } from './affiliate-application-schema.ts'
import type { RosterRow } from './roster-csv.server.ts'
import { truncateText } from '~/utils/misc.ts'

export type AffiliateApplicationSubmission = Omit<AffiliateApplicationInput, 'roster' | 'agreeToTerms'> & {
  roster: { fileName: string; rows: RosterRow[] } | null
}

export type SubmitAffiliateApplicationResult = { status: 'created'; applicationId: string; rosterSize: number } | { status: 'duplicate-email' }

/**
 * Stores a pending affiliate application, its roster and its emails to the applicant and the
 * admins (queued, docs/decisions/0021) in one transaction, then delivers the emails. A second application with the same email is refused by the unique
 * column (emails arrive lower-cased from the schema), not by a lookup that two requests could race.
 */
export async function submitAffiliateApplication(input: AffiliateApplicationSubmission): Promise<SubmitAffiliateApplicationResult> {
  const email = input.email.trim().toLowerCase()
  const rows = input.roster?.rows ?? []
  let applicationId: string
  let emailIds: string[]
  try {
    const application = await db.$transaction(async (tx) => {
      const created = await tx.affiliateApplication.create({
        data: {
          name: input.name,
          email,
          brokerageName: input.brokerageName,
          phone: input.phone,
          referralCode: input.referralCode?.trim() || null,
          status: 'pending',
          rosterFileName: input.roster ? truncateText(input.roster.fileName, 255) : null,
        },
        select: { id: true },
      })
      if (rows.length) {
        await tx.affiliateRosterEntry.createMany({
          data: rows.map((row) => ({ applicationId: created.id, position: row.position, name: row.name, email: row.email, phone: row.phone })),
        })
      }
      const queued = await queueEmails(tx, applicationEmails({ ...input, email, rosterSize: rows.length }))
      return { id: created.id, emailIds: queued }
    })
    applicationId = application.id
    emailIds = application.emailIds
  } catch (error) {
    if (isUniqueViolationOn(error, 'email')) return { status: 'duplicate-email' }
    throw error
  }

  // The application is stored; an SMTP problem leaves the email to the background job.
  await deliverQueued(emailIds)
  return { status: 'created', applicationId, rosterSize: rows.length }
}

/**
 * Prisma reports a unique violation as P2002 on both providers. With driver adapters the
 * columns sit in meta.driverAdapterError.cause.constraint.fields instead of meta.target.
 */
export function isUniqueViolationOn(error: unknown, field: string): boolean {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'P2002') return false
  const meta = (error as { meta?: Record<string, unknown> }).meta
  const target = meta?.target
  const adapterFields = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown; index?: unknown } } } | undefined)?.cause?.constraint
  const named = [
    ...(Array.isArray(target) ? target : typeof target === 'string' ? [target] : []),
    ...(Array.isArray(adapterFields?.fields) ? adapterFields.fields : []),
    ...(typeof adapterFields?.index === 'string' ? [adapterFields.index] : []),
  ].map(String)
  // No column named at all: the application insert has one user-controlled unique column.
  if (named.length === 0) return true
  return named.some((name) => name === field || name.replace(/"/g, '').split(/[_.]/).includes(field))
}

const ONBOARDING_OUTLINE = [
  'Day 1: account setup',
  'Day 3: your first live training',
  'Day 7: course modules 1-3',
  'Day 10: app tools (probate checkers, inspection booking)',
  'Day 14: your first referral',
]

function applicationEmails(application: {
  name: string
  email: string
  brokerageName: string
  phone: string
  referralCode?: string
  rosterSize: number
  roster: AffiliateApplicationSubmission['roster']
}): EmailMessage[] {
  const env = getServerEnv()
  const confirmation: EmailMessage = {
    to: application.email,
    subject: 'We received your Harper Home affiliate application',
    text: [
      `Hi ${application.name},`,
      '',
      `Thank you for applying to the Harper Home Affiliate Program on behalf of ${application.brokerageName}. We'll review your application within 48 hours and email you the outcome.`,
      '',
      'Once approved, your 14-day onboarding looks like this:',
      ...ONBOARDING_OUTLINE.map((step) => `- ${step}`),
      '',
      'The programme is free, and includes the course, live trainings and app tools (valued at $279 per month per agent).',
      '',
      'The Harper Home team',
    ].join('\n'),
  }
  const adminNotification: EmailMessage = {
    to: env.ADMIN_NOTIFICATION_EMAIL,
    replyTo: application.email,
    subject: `New affiliate application: ${application.name} (${application.brokerageName})`,
    text: [
      'A new affiliate application is waiting for review (promised within 48 hours).',
      '',
      `Applicant: ${application.name} <${application.email}>`,
      `Brokerage: ${application.brokerageName}`,
      `Phone: ${application.phone}`,
      `Referral code: ${application.referralCode?.trim() || '—'}`,
      `Roster: ${application.roster ? `${application.rosterSize} ${application.rosterSize === 1 ? 'agent' : 'agents'} (${application.roster.fileName})` : 'none uploaded'}`,
      '',
      `Review it in the admin dashboard: ${env.PUBLIC_URL}/admin-dashboard`,
    ].join('\n'),
  }
  return [confirmation, adminNotification]
}
