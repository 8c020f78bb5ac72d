import { data, useNavigation } from 'react-router'
import type { Route } from './+types/admin-dashboard.ts'
import { getUserId } from '~/accounts/auth.server.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { approveAffiliateApplication, approveVendorApplication, rejectApplication, type ReviewOutcome } from '~/applications/review.server.ts'
import { REVIEW_MESSAGES, ReviewActionSchema, type ReviewAction } from '~/applications/review-schema.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import {
  ActiveAffiliatesSection,
  AffiliateApplicationsSection,
  BackgroundJobsSection,
  ReferralsSection,
  VendorApplicationsSection,
} from '~/components/admin/dashboard-tables.tsx'
import type { ReferralActionData } from '~/components/admin/referral-transition-form.tsx'
import type { ReviewActionData } from '~/components/admin/review-forms.tsx'
import { StatCard } from '~/components/dashboard/stat-card.tsx'
import { WeeklyChart } from '~/components/dashboard/weekly-chart.tsx'
import { AccessDenied, GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { listBackgroundJobs } from '~/jobs/jobs.server.ts'
import { formatDollars, formatStatus } from '~/marketplace/format.ts'
import { REFERRAL_STATUSES, type ReferralStatus } from '~/marketplace/value-sets.ts'
import { applyReferralTransition, type ReferralTransitionOutcome } from '~/service-requests/process.server.ts'
import { referralTransitionsFor } from '~/service-requests/process.ts'
import { REFERRAL_TRANSITION_MESSAGES, ReferralTransitionFormSchema } from '~/service-requests/referral-transition-schema.ts'
import { ADMIN_TABLES, getAdminOverview, type AdminTable } from '~/routes/admin-dashboard.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { pageNumber } from '~/utils/pagination.ts'
import { truncateText } from '~/utils/misc.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Admin Dashboard', description: 'Harper Home administration.', path: '/admin-dashboard', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, 'applications', context)
  const url = new URL(request.url)
  const pages = Object.fromEntries(ADMIN_TABLES.map((table) => [table, pageNumber(url, table)])) as Record<AdminTable, number>
  const [overview, jobs] = await Promise.all([getAdminOverview(pages), listBackgroundJobs()])
  return {
    ...overview,
    jobs,
    // each row offers the transitions the referral process allows an admin from its status
    referrals: {
      ...overview.referrals,
      rows: overview.referrals.rows.map((referral) => ({
        ...referral,
        transitions: (REFERRAL_STATUSES as readonly string[]).includes(referral.status)
          ? referralTransitionsFor(referral.status as ReferralStatus, 'admin')
          : [],
      })),
    },
  }
}

/**
 * The dashboard's forms, by intent: an application's review (approve-/reject-affiliate,
 * approve-/reject-vendor) or a referral's transition (referral-transition). Each posts natively.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // spec §8: an approval without a session fails with 'Not authenticated'
  if (!(await getUserId(request))) {
    return redirectWithToast('/admin-auth', { type: 'error', title: REVIEW_MESSAGES.errorTitle, description: REVIEW_MESSAGES.notAuthenticated })
  }
  const admin = await requirePermission(request, 'applications', context)
  const formData = await readFormData(request)
  const acting = { request, context, adminId: admin.id }
  return formData.get('intent') === 'referral-transition' ? referralTransitionAction(formData, acting) : reviewAction(formData, acting)
}

type Acting = { request: Request; context: Route.ActionArgs['context']; adminId: string }

/** An application row's forms: approve or reject, as one idempotent review. */
async function reviewAction(formData: FormData, { request, context, adminId }: Acting) {
  const submission = parseSubmission(formData, { schema: ReviewActionSchema })
  if (submission.status !== 'success') {
    const applicationId = formData.get('applicationId')
    return data<ReviewActionData>({ result: submission.reply(), applicationId: typeof applicationId === 'string' ? applicationId : null }, { status: 400 })
  }
  const review = submission.value
  const origin = { ipAddress: context.clientAddress ?? null, userAgent: truncateText(request.headers.get('User-Agent') ?? '', 300) || null }
  let outcome: ReviewOutcome
  try {
    outcome = await runReview(review, { id: adminId }, origin)
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
async function referralTransitionAction(formData: FormData, { request, context, adminId }: Acting) {
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

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { cards, affiliateApplications, vendorApplications, affiliates, referrals, weekly, jobs } = loaderData
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin-dashboard'
  return (
    <div className="space-y-10">
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
        <StatCard title="Pending Applications" value={String(cards.pendingApplications)} subtitle={`${cards.totalApplications} total`} />
        <StatCard title="Active Affiliates" value={String(cards.activeAffiliates)} subtitle="approved partners" />
        <StatCard title="Total Referrals" value={String(cards.totalReferrals)} subtitle="across all affiliates" />
        <StatCard title="Total Earnings" value={formatDollars(cards.totalEarningsCents)} subtitle="paid to affiliates" />
      </dl>

      <WeeklyChart title="Applications and referrals per week" points={weekly} />
      <AffiliateApplicationsSection applications={affiliateApplications} />
      <VendorApplicationsSection applications={vendorApplications} />
      <ActiveAffiliatesSection affiliates={affiliates} />
      <ReferralsSection referrals={referrals} />
      <BackgroundJobsSection jobs={jobs} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: () => <AccessDenied /> }} />
}
