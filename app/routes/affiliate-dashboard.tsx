import { data, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/affiliate-dashboard.ts'
import { requireUserId } from '~/accounts/auth.server.ts'
import { requireUserWithRole } from '~/accounts/permissions.server.ts'
import {
  AffiliateSidebar,
  EducationSection,
  HelpSection,
  NoAffiliateProfile,
  ReferralLinkSection,
} from '~/components/affiliates/affiliate-dashboard-sections.tsx'
import { AffiliateOverview } from '~/components/affiliates/affiliate-overview.tsx'
import { AffiliateReferrals } from '~/components/affiliates/affiliate-referrals.tsx'
import { ReferClientForm } from '~/components/affiliates/refer-client-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { REFER_CLIENT_MESSAGES, ReferClientSchema } from '~/referrals/refer-client-schema.ts'
import { parseReferralFilter } from '~/referrals/referral-filters.ts'
import { findReferralForAffiliateUser, getAffiliateDashboard } from '~/routes/affiliate-dashboard.server.ts'
import { referClient } from '~/service-requests/refer-client.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { pageNumber } from '~/utils/pagination.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Affiliate Dashboard', description: 'Track your referrals and earnings.', path: '/affiliate-dashboard', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

const REFER_RATE_LIMIT = { name: 'refer-client', limit: 30, windowMs: 60 * 60 * 1000 }

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireUserId(request, { loginPath: '/affiliate-auth', scope: context })
  const url = new URL(request.url)
  const filter = parseReferralFilter(url.searchParams.get('status'))
  const dashboard = await getAffiliateDashboard(userId, filter, pageNumber(url, 'page'))
  const referralId = url.searchParams.get('referral')
  // a referral that is not this affiliate's is answered exactly like one that does not exist
  const referral = dashboard && referralId ? await findReferralForAffiliateUser(userId, referralId) : null
  invariantResponse(!referralId || referral, 'Referral not found', { status: 404 })
  return { dashboard, filter, referral }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, 'affiliate')
  const formData = await readFormData(request)
  invariantResponse(formData.get('intent') === 'refer-client', 'Unknown form', { status: 400 })
  const submission = parseSubmission(formData, { schema: ReferClientSchema })
  const limit = await checkRateLimit(context.clientAddress, REFER_RATE_LIMIT, { extraKey: user.id })
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await referClient(user.id, submission.value)
  switch (outcome.status) {
    case 'no-profile':
      return data({ result: submission.reply({ formErrors: ['No affiliate profile found'] }) }, { status: 403 })
    case 'unknown-zip':
      return data({ result: submission.reply({ fieldErrors: { zip: ['Enter a 5-digit US ZIP code'] } }) }, { status: 400 })
    case 'referred':
      return redirectWithToast('/affiliate-dashboard#referrals', { type: 'success', description: REFER_CLIENT_MESSAGES.referred })
  }
}

export default function AffiliateDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, filter, referral } = loaderData
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // a client transition (filter, referral details, after a referral) keeps the page and says so
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/affiliate-dashboard'
  if (!dashboard) return <NoAffiliateProfile />
  const { profile, stats, referrals, referralPages, score } = dashboard
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[12rem_1fr] lg:px-8">
      <aside>
        <AffiliateSidebar />
      </aside>

      <div className="min-w-0 space-y-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Welcome back, {profile.name}</h1>
          <p className="mt-2 text-muted-foreground">Track your referrals and grow your network</p>
          {loading ? (
            <p role="status" className="mt-2 text-sm text-muted-foreground">
              Loading dashboard...
            </p>
          ) : null}
        </header>
        <AffiliateOverview stats={stats} score={score} />
        <ReferralLinkSection profile={profile} />
        <section id="refer" aria-labelledby="refer-heading" className="scroll-mt-24 rounded-xl border border-border bg-surface p-5">
          <h2 id="refer-heading" className="mb-4 text-xl font-semibold">
            Refer a client
          </h2>
          <ReferClientForm lastResult={actionData?.result} />
        </section>
        <AffiliateReferrals filter={filter} referrals={referrals} pages={referralPages} referral={referral} />
        <EducationSection />
        <HelpSection />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
