import type * as React from 'react'
import { Badge, type BadgeVariant } from '~/components/ui/badge.tsx'
import { DataTable, Td } from '~/components/ui/data-table.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { formatDollars, formatShortDate, formatStatus } from '~/marketplace/format.ts'
import type { ReferralTransition } from '~/service-requests/process.ts'
import type { Paged } from '~/utils/pagination.ts'
import { ReferralTransitionForm } from './referral-transition-form.tsx'
import { AffiliateReviewForms, VendorReviewForms } from './review-forms.tsx'

// The admin dashboard's sections (spec §2): one table each, newest first, with the review and
// referral forms in their rows; the four long ones a page at a time, each with its own page in the
// URL (`?applications=2`, named as in ADMIN_TABLES) and its 'Newer'/'Older' links.

type DateValue = Date | string

const STATUS_BADGE: Record<string, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  completed: 'default',
  in_progress: 'secondary',
  cancelled: 'destructive',
  failed: 'destructive',
  succeeded: 'success',
  running: 'secondary',
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_BADGE[status] ?? 'outline'}>{formatStatus(status)}</Badge>
}

function Section({ id, title, children, pages }: { id: string; title: string; children: React.ReactNode; pages?: { name: string; of: Paged<unknown> } }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
      {pages ? <Pager name={pages.name} page={pages.of.page} hasOlder={pages.of.hasOlder} hash={id} label={`${title}: pages`} /> : null}
    </section>
  )
}

type AffiliateApplicationRow = { id: string; name: string; email: string; brokerageName: string | null; status: string; submittedAt: DateValue }

export function AffiliateApplicationsSection({ applications }: { applications: Paged<AffiliateApplicationRow> }) {
  return (
    <Section id="applications" title="Affiliate Applications" pages={{ name: 'applications', of: applications }}>
      <DataTable headings={['Name', 'Email', 'Brokerage', 'Status', 'Submitted', 'Actions']} empty="No affiliate applications yet.">
        {applications.rows.map((application) => (
          <tr key={application.id}>
            <Td>{application.name}</Td>
            <Td>{application.email}</Td>
            <Td>{application.brokerageName || 'N/A'}</Td>
            <Td>
              <StatusBadge status={application.status} />
            </Td>
            <Td>{formatShortDate(application.submittedAt)}</Td>
            <Td>{application.status === 'pending' ? <AffiliateReviewForms applicationId={application.id} name={application.name} /> : null}</Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

type VendorApplicationRow = {
  id: string
  companyName: string
  contactName: string
  email: string
  serviceType: string
  status: string
  submittedAt: DateValue
  suggestedServiceTypes: string[]
  suggestedZip: string
}

export function VendorApplicationsSection({ applications }: { applications: Paged<VendorApplicationRow> }) {
  return (
    <Section id="vendor-applications" title="Vendor Applications" pages={{ name: 'vendorApplications', of: applications }}>
      <DataTable headings={['Company', 'Contact', 'Email', 'Service Type', 'Status', 'Submitted', 'Actions']} empty="No vendor applications yet.">
        {applications.rows.map((application) => (
          <tr key={application.id}>
            <Td>{application.companyName}</Td>
            <Td>{application.contactName}</Td>
            <Td>{application.email}</Td>
            <Td className="max-w-xs">
              <span className="line-clamp-3">{application.serviceType}</span>
            </Td>
            <Td>
              <StatusBadge status={application.status} />
            </Td>
            <Td>{formatShortDate(application.submittedAt)}</Td>
            <Td>
              {application.status === 'pending' ? (
                <VendorReviewForms
                  applicationId={application.id}
                  name={application.companyName}
                  suggestedServiceTypes={application.suggestedServiceTypes}
                  suggestedZip={application.suggestedZip}
                />
              ) : null}
            </Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

type AffiliateRow = {
  id: string
  name: string
  email: string
  brokerageName: string | null
  referrals: number
  earningsCents: number
  performanceScore: number
  createdAt: DateValue
}

export function ActiveAffiliatesSection({ affiliates }: { affiliates: Paged<AffiliateRow> }) {
  return (
    <Section id="affiliates" title="Active Affiliates" pages={{ name: 'affiliates', of: affiliates }}>
      <DataTable headings={['Name', 'Email', 'Brokerage', 'Referrals', 'Earnings', 'Score', 'Joined']} empty="No active affiliates yet.">
        {affiliates.rows.map((affiliate) => (
          <tr key={affiliate.id}>
            <Td>{affiliate.name}</Td>
            <Td>{affiliate.email}</Td>
            <Td>{affiliate.brokerageName || 'N/A'}</Td>
            <Td>{affiliate.referrals}</Td>
            <Td>{formatDollars(affiliate.earningsCents)}</Td>
            <Td>{affiliate.performanceScore}</Td>
            <Td>{formatShortDate(affiliate.createdAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

type ReferralRow = {
  id: string
  consumerName: string
  consumerEmail: string | null
  serviceType: string
  status: string
  earningsCents: number
  createdAt: DateValue
  /** what the referral process allows an admin from the row's status */
  transitions: ReferralTransition[]
}

export function ReferralsSection({ referrals }: { referrals: Paged<ReferralRow> }) {
  return (
    <Section id="referrals" title="All Referrals" pages={{ name: 'referrals', of: referrals }}>
      <DataTable headings={['Consumer', 'Email', 'Service Type', 'Status', 'Earnings', 'Date', 'Actions']} empty="No referrals yet.">
        {referrals.rows.map((referral) => (
          <tr key={referral.id}>
            <Td>{referral.consumerName}</Td>
            <Td>{referral.consumerEmail || 'N/A'}</Td>
            <Td>{referral.serviceType}</Td>
            <Td>
              <StatusBadge status={referral.status} />
            </Td>
            <Td>{formatDollars(referral.earningsCents)}</Td>
            <Td>{formatShortDate(referral.createdAt)}</Td>
            <Td>
              {referral.transitions.length ? (
                <ReferralTransitionForm referralId={referral.id} name={referral.consumerName} transitions={referral.transitions} />
              ) : null}
            </Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

type JobRow = {
  id: string
  name: string
  status: string
  runAt: DateValue
  lastRunAt: DateValue | null
  lastResult: string | null
  lastError: string | null
  failures: number
}

export function BackgroundJobsSection({ jobs }: { jobs: JobRow[] }) {
  return (
    <Section id="jobs" title="Background Jobs">
      <DataTable headings={['Job', 'Status', 'Next run', 'Last run', 'Last result', 'Failures']} empty="No background jobs have run yet.">
        {jobs.map((job) => (
          <tr key={job.id}>
            <Td>{job.name}</Td>
            <Td>
              <StatusBadge status={job.status} />
            </Td>
            <Td>{new Date(job.runAt).toUTCString()}</Td>
            <Td>{job.lastRunAt ? new Date(job.lastRunAt).toUTCString() : 'Never'}</Td>
            <Td className="max-w-xs">{job.lastError ? <span className="text-destructive">{job.lastError}</span> : (job.lastResult ?? '—')}</Td>
            <Td>{job.failures}</Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}
