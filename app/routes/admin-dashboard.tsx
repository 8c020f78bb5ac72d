import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { data, useActionData, useFetcher, useNavigation } from 'react-router'
import type { Route } from './+types/admin-dashboard.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { getAdminOverview } from '~/applications/admin-overview.server.ts'
import { approveAffiliateApplication, approveVendorApplication, rejectApplication, type ReviewOutcome } from '~/applications/review.server.ts'
import { REVIEW_MESSAGES, ReviewActionSchema, type ReviewAction } from '~/applications/review-schema.ts'
import { AdminSidebar } from '~/components/admin/admin-sidebar.tsx'
import { WeeklyChart } from '~/components/dashboard/weekly-chart.tsx'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { Badge, type BadgeVariant } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { formatDollars, formatShortDate, formatStatus } from '~/marketplace/format.ts'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'
import { getUserId } from '~/accounts/auth.server.ts'
import { permissionsOf } from '~/accounts/admin-permissions.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'
import { applyReferralTransition, type ReferralTransitionOutcome } from '~/service-requests/process.server.ts'
import { REFERRAL_TRANSITION_LABELS, referralTransitionsFor } from '~/service-requests/process.ts'
import { REFERRAL_TRANSITION_MESSAGES, ReferralTransitionFormSchema } from '~/service-requests/referral-transition-schema.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { listBackgroundJobs } from '~/jobs/jobs.server.ts'
import { REFERRAL_STATUSES, type ReferralStatus } from '~/marketplace/value-sets.ts'
import { truncateText } from '~/utils/misc.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Dashboard', description: 'Harper Home administration.', path: '/admin-dashboard', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'applications', context)
  const [overview, jobs] = await Promise.all([getAdminOverview(), listBackgroundJobs()])
  return {
    ...overview,
    jobs,
    permissions: permissionsOf(admin.roles),
    // each row offers the transitions the referral process allows an admin from its status
    referrals: overview.referrals.map((referral) => ({
      ...referral,
      transitions: (REFERRAL_STATUSES as readonly string[]).includes(referral.status) ? referralTransitionsFor(referral.status as ReferralStatus, 'admin') : [],
    })),
  }
}

type ReviewActionData = { result: SubmissionResult<string[]>; applicationId: string | null }
type ReferralActionData = { result: SubmissionResult<string[]>; referralId: string | null }

export async function action({ request, context }: Route.ActionArgs) {
  // spec §8: an approval without a session fails with 'Not authenticated'
  if (!(await getUserId(request))) {
    return redirectWithToast('/admin-auth', { type: 'error', title: REVIEW_MESSAGES.errorTitle, description: REVIEW_MESSAGES.notAuthenticated })
  }
  const admin = await requirePermission(request, 'applications', context)
  const formData = await readFormData(request)
  if (formData.get('intent') === 'referral-transition') return referralTransitionAction(formData, { request, context, adminId: admin.id })
  const submission = parseSubmission(formData, { schema: ReviewActionSchema })
  if (submission.status !== 'success') {
    const applicationId = formData.get('applicationId')
    return data<ReviewActionData>({ result: submission.reply(), applicationId: typeof applicationId === 'string' ? applicationId : null }, { status: 400 })
  }
  const review = submission.value
  const origin = { ipAddress: context.clientAddress ?? null, userAgent: truncateText(request.headers.get('User-Agent') ?? '', 300) || null }
  const reviewer = { id: admin.id }
  let outcome: ReviewOutcome
  try {
    outcome = await runReview(review, reviewer, origin)
  } catch (error) {
    console.error(`review ${review.intent} of ${review.applicationId} failed`, error)
    return redirectWithToast('/admin-dashboard', { type: 'error', title: REVIEW_MESSAGES.errorTitle, description: failureMessage(review) })
  }
  if (outcome.status === 'invalid-details') {
    return data<ReviewActionData>(
      { result: submission.reply({ fieldErrors: { zip: [outcome.message] } }), applicationId: review.applicationId },
      { status: 400 },
    )
  }
  return redirectWithToast('/admin-dashboard', toastFor(review, outcome))
}

/** All Referrals' row form: one transition of the referral process, applied with the admin's note. */
async function referralTransitionAction(
  formData: FormData,
  { request, context, adminId }: { request: Request; context: Route.ActionArgs['context']; adminId: string },
) {
  const submission = parseSubmission(formData, { schema: ReferralTransitionFormSchema })
  if (submission.status !== 'success') {
    const referralId = formData.get('referralId')
    return data<ReferralActionData>({ result: submission.reply(), referralId: typeof referralId === 'string' ? referralId : null }, { status: 400 })
  }
  const { referralId, transition, note, jobValue } = submission.value
  const outcome = await applyReferralTransition({ referralId, transition, note, jobValueCents: jobValue, actor: { type: 'admin', userId: adminId } })
  invariantResponse(outcome.status !== 'not-found', REFERRAL_TRANSITION_MESSAGES.notFound, { status: 404 })
  if (outcome.status === 'applied') {
    await recordAuditEvent({
      request,
      clientAddress: context.clientAddress,
      action: ADMIN_AUDIT_ACTIONS.transitionReferral,
      outcome: 'success',
      actorId: adminId,
      targetType: 'Referral',
      targetId: referralId,
      metadata: { transition, to: outcome.to },
    })
  }
  if (outcome.status === 'applied' || outcome.status === 'unchanged') {
    return redirectWithToast('/admin-dashboard#referrals', {
      type: 'success',
      title: REFERRAL_TRANSITION_MESSAGES.applied,
      description: referralToast(outcome),
    })
  }
  const message = outcome.status === 'job-value-required' ? REFERRAL_TRANSITION_MESSAGES.jobValueRequired : notAllowedMessage(outcome)
  return data<ReferralActionData>({ result: submission.reply({ formErrors: [message] }), referralId }, { status: 409 })
}

function referralToast(outcome: Extract<ReferralTransitionOutcome, { status: 'applied' | 'unchanged' }>) {
  if (outcome.status === 'unchanged') return REFERRAL_TRANSITION_MESSAGES.unchanged
  const earnings = outcome.earningsDeltaCents
    ? ` Earnings ${outcome.earningsDeltaCents > 0 ? 'credited' : 'reversed'}: ${formatDollars(Math.abs(outcome.earningsDeltaCents))}.`
    : ''
  return `Now ${formatStatus(outcome.to)}; the affiliate has been emailed.${earnings}`
}

function notAllowedMessage(outcome: ReferralTransitionOutcome) {
  return 'current' in outcome ? `${REFERRAL_TRANSITION_MESSAGES.notAllowed} (${formatStatus(outcome.current)}).` : `${REFERRAL_TRANSITION_MESSAGES.notAllowed}.`
}

function runReview(review: ReviewAction, reviewer: { id: string }, origin: { ipAddress: string | null; userAgent: string | null }) {
  switch (review.intent) {
    case 'approve-affiliate':
      return approveAffiliateApplication(review.applicationId, reviewer, origin)
    case 'approve-vendor':
      return approveVendorApplication(review.applicationId, { serviceTypes: review.serviceTypes, zip: review.zip }, reviewer, origin)
    case 'reject-affiliate':
      return rejectApplication('affiliate', review.applicationId, reviewer, origin)
    case 'reject-vendor':
      return rejectApplication('vendor', review.applicationId, reviewer, origin)
  }
}

function failureMessage(review: ReviewAction) {
  switch (review.intent) {
    case 'approve-affiliate':
      return REVIEW_MESSAGES.affiliateApproveFailed
    case 'approve-vendor':
      return REVIEW_MESSAGES.vendorApproveFailed
    case 'reject-affiliate':
      return REVIEW_MESSAGES.affiliateRejectFailed
    case 'reject-vendor':
      return REVIEW_MESSAGES.vendorRejectFailed
  }
}

function toastFor(review: ReviewAction, outcome: ReviewOutcome) {
  switch (outcome.status) {
    case 'approved':
      return outcome.kind === 'affiliate'
        ? {
            type: 'success' as const,
            title: REVIEW_MESSAGES.affiliateApproved,
            description: `${outcome.name} has been converted to an active affiliate and a welcome email has been sent.`,
          }
        : {
            type: 'success' as const,
            title: REVIEW_MESSAGES.vendorApproved,
            description: `${outcome.name} has been added to the vendor network and a welcome email has been sent.`,
          }
    case 'rejected':
      return {
        type: 'success' as const,
        title: outcome.kind === 'affiliate' ? REVIEW_MESSAGES.affiliateRejected : REVIEW_MESSAGES.vendorRejected,
        description: `${outcome.name}'s application has been rejected.`,
      }
    case 'already-reviewed':
      return {
        type: 'error' as const,
        title: REVIEW_MESSAGES.errorTitle,
        description: `${failureMessage(review)} It has already been ${outcome.currentStatus}.`,
      }
    default:
      return { type: 'error' as const, title: REVIEW_MESSAGES.errorTitle, description: failureMessage(review) }
  }
}

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

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { cards, affiliateApplications, vendorApplications, affiliates, referrals, weekly, jobs, permissions } = loaderData
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin-dashboard'
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[12rem_1fr] lg:px-8">
      <aside>
        <AdminSidebar permissions={permissions} />
      </aside>
      <div className="min-w-0 space-y-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Manage affiliates, vendors, applications, and referrals</p>
          {loading ? (
            <p role="status" className="mt-2 text-sm text-muted-foreground">
              Loading...
            </p>
          ) : null}
        </header>

        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <SummaryCard title="Pending Applications" value={String(cards.pendingApplications)} subtitle={`${cards.totalApplications} total`} />
          <SummaryCard title="Active Affiliates" value={String(cards.activeAffiliates)} subtitle="approved partners" />
          <SummaryCard title="Total Referrals" value={String(cards.totalReferrals)} subtitle="across all affiliates" />
          <SummaryCard title="Total Earnings" value={formatDollars(cards.totalEarningsCents)} subtitle="paid to affiliates" />
        </dl>

        <WeeklyChart title="Applications and referrals per week" points={weekly} />

        <Section id="applications" title="Affiliate Applications">
          <Table headings={['Name', 'Email', 'Brokerage', 'Status', 'Submitted', 'Actions']} empty="No affiliate applications yet.">
            {affiliateApplications.map((application) => (
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
          </Table>
        </Section>

        <Section id="vendor-applications" title="Vendor Applications">
          <Table headings={['Company', 'Contact', 'Email', 'Service Type', 'Status', 'Submitted', 'Actions']} empty="No vendor applications yet.">
            {vendorApplications.map((application) => (
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
          </Table>
        </Section>

        <Section id="affiliates" title="Active Affiliates">
          <Table headings={['Name', 'Email', 'Brokerage', 'Referrals', 'Earnings', 'Score', 'Joined']} empty="No active affiliates yet.">
            {affiliates.map((affiliate) => (
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
          </Table>
        </Section>

        <Section id="referrals" title="All Referrals">
          <Table headings={['Consumer', 'Email', 'Service Type', 'Status', 'Earnings', 'Date', 'Actions']} empty="No referrals yet.">
            {referrals.map((referral) => (
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
          </Table>
        </Section>

        <Section id="jobs" title="Background Jobs">
          <Table headings={['Job', 'Status', 'Next run', 'Last run', 'Last result', 'Failures']} empty="No background jobs have run yet.">
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
          </Table>
        </Section>
      </div>
    </div>
  )
}

function SummaryCard({ title, value, subtitle }: { title: string; value: string; subtitle: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{title}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
      <dd className="text-xs text-muted-foreground">{subtitle}</dd>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Table({ headings, empty, children }: { headings: string[]; empty: string; children: React.ReactNode[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {children.length ? (
            children
          ) : (
            <tr>
              <td colSpan={headings.length} className="px-3 py-6 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

function Td({ className, children }: { className?: string; children: React.ReactNode }) {
  return <td className={`px-3 py-2 align-top ${className ?? ''}`}>{children}</td>
}

/**
 * A row's review forms post through one fetcher keyed by the application, so both buttons are
 * disabled while that row is processing; without JavaScript they are ordinary form posts.
 */
function useRowReview(applicationId: string) {
  const fetcher = useFetcher<ReviewActionData>({ key: `review-${applicationId}` })
  const actionData = useActionData<ReviewActionData>()
  const lastResult = fetcher.data ?? (actionData?.applicationId === applicationId ? actionData : undefined)
  return { fetcher, busy: fetcher.state !== 'idle', lastResult: lastResult?.result }
}

function RowErrors({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const messages = Object.values(result?.error ?? {}).flatMap((errors) => errors ?? [])
  if (!messages.length) return null
  return (
    <p role="alert" className="mt-1 text-xs text-destructive">
      {messages.join(' ')}
    </p>
  )
}

function AffiliateReviewForms({ applicationId, name }: { applicationId: string; name: string }) {
  const { fetcher, busy, lastResult } = useRowReview(applicationId)
  return (
    <div>
      <div className="flex gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="applicationId" value={applicationId} />
          <Button type="submit" size="sm" name="intent" value="approve-affiliate" disabled={busy} aria-label={`Approve ${name}`}>
            Approve
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="applicationId" value={applicationId} />
          <Button type="submit" size="sm" variant="outline" name="intent" value="reject-affiliate" disabled={busy} aria-label={`Reject ${name}`}>
            Reject
          </Button>
        </fetcher.Form>
      </div>
      <RowErrors result={lastResult} />
    </div>
  )
}

function VendorReviewForms({
  applicationId,
  name,
  suggestedServiceTypes,
  suggestedZip,
}: {
  applicationId: string
  name: string
  suggestedServiceTypes: string[]
  suggestedZip: string
}) {
  const { fetcher, busy, lastResult } = useRowReview(applicationId)
  const [form] = useForm({ id: `approve-vendor-${applicationId}`, lastResult })
  return (
    <div className="min-w-56 space-y-2">
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="applicationId" value={applicationId} />
        <details className="rounded-md border border-border p-2 text-xs">
          <summary className="cursor-pointer font-medium">Service types and ZIP</summary>
          <fieldset className="mt-2 grid grid-cols-1 gap-1">
            <legend className="sr-only">Service types for {name}</legend>
            {SERVICE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input type="checkbox" name="serviceTypes" value={type} defaultChecked={suggestedServiceTypes.includes(type)} />
                {type}
              </label>
            ))}
          </fieldset>
          <label className="mt-2 flex flex-col gap-1">
            ZIP code
            <input
              name="zip"
              defaultValue={suggestedZip}
              inputMode="numeric"
              pattern="\d{5}"
              className="rounded border border-input px-2 py-1"
              aria-label={`ZIP code for ${name}`}
            />
          </label>
        </details>
        <Button type="submit" size="sm" name="intent" value="approve-vendor" disabled={busy} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post">
        <input type="hidden" name="applicationId" value={applicationId} />
        <Button type="submit" size="sm" variant="outline" name="intent" value="reject-vendor" disabled={busy} aria-label={`Reject ${name}`}>
          Reject
        </Button>
      </fetcher.Form>
      <RowErrors result={lastResult} />
    </div>
  )
}

/**
 * A referral's row form: the transitions the process allows an admin from its status, a note for
 * the timeline (the affiliate sees it), and the final job value when completing. A plain form
 * post without JavaScript; with it, a fetcher keeps the page in place.
 */
function ReferralTransitionForm({
  referralId,
  name,
  transitions,
}: {
  referralId: string
  name: string
  transitions: (keyof typeof REFERRAL_TRANSITION_LABELS)[]
}) {
  const fetcher = useFetcher<ReferralActionData>({ key: `referral-${referralId}` })
  const actionData = useActionData<ReferralActionData>()
  const lastResult = fetcher.data ?? (actionData && 'referralId' in actionData && actionData.referralId === referralId ? actionData : undefined)
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" className="flex min-w-56 flex-col gap-1 text-xs" aria-label={`Change referral of ${name}`}>
      <input type="hidden" name="intent" value="referral-transition" />
      <input type="hidden" name="referralId" value={referralId} />
      <label className="flex flex-col gap-0.5">
        Change
        <select name="transition" className="rounded border border-input bg-background px-2 py-1" aria-label={`Change for ${name}`}>
          {transitions.map((transition) => (
            <option key={transition} value={transition}>
              {REFERRAL_TRANSITION_LABELS[transition]}
            </option>
          ))}
        </select>
      </label>
      {transitions.includes('complete') ? (
        <label className="flex flex-col gap-0.5">
          Final job value ($, to complete)
          <input name="jobValue" inputMode="decimal" className="rounded border border-input px-2 py-1" aria-label={`Final job value for ${name}`} />
        </label>
      ) : null}
      <label className="flex flex-col gap-0.5">
        Note (the affiliate sees it)
        <input name="note" maxLength={500} className="rounded border border-input px-2 py-1" aria-label={`Note for ${name}`} />
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Apply change to ${name}`}>
        {busy ? 'Applying...' : 'Apply'}
      </Button>
      <RowErrors result={lastResult?.result} />
    </fetcher.Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
