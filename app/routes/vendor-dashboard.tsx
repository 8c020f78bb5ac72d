import type { SubmissionResult } from '@conform-to/react'
import { data, Form, Link, useActionData } from 'react-router'
import type { Route } from './+types/vendor-dashboard.ts'
import { requireUserWithRole } from '~/accounts/permissions.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'
import { LeadCard } from '~/components/vendor-dashboard/lead-card.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { LEAD_MESSAGES, VendorDashboardFormSchema } from '~/leads/lead-action-schema.ts'
import { getVendorDashboard } from '~/routes/vendor-dashboard.server.ts'
import { actOnLead, updateVendorProfile } from '~/leads/vendor-leads.server.ts'
import { formatMinutes } from '~/leads/vendor-performance.ts'
import { formatDollars, formatStatus } from '~/marketplace/format.ts'
import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { pageNumber } from '~/utils/pagination.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Vendor Dashboard', description: 'Your leads, jobs, revenue and messages.', path: '/vendor-dashboard', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  // anonymous visitors go to /vendor-login; signed-in users without the vendor role get a 403
  const user = await requireUserWithRole(request, 'vendor', context)
  const now = new Date()
  const page = pageNumber(new URL(request.url), 'leads')
  return { name: user.name, today: now.toISOString().slice(0, 10), dashboard: await getVendorDashboard(user.id, now, page) }
}

type VendorActionData = { result: SubmissionResult<string[]>; matchId: string | null }

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, 'vendor')
  const formData = await readFormData(request)
  const submission = parseSubmission(formData, { schema: VendorDashboardFormSchema })
  const matchId = typeof formData.get('matchId') === 'string' ? (formData.get('matchId') as string) : null
  const reply = (status: number, options?: Parameters<typeof submission.reply>[0]) =>
    data<VendorActionData>({ result: submission.reply(options), matchId }, { status })
  if (submission.status !== 'success') return reply(400)
  const input = submission.value
  if (input.intent === 'update-profile') {
    const updated = await updateVendorProfile(user.id, input)
    if (updated.status === 'no-profile') return reply(403, { formErrors: [LEAD_MESSAGES.noProfile] })
    return redirectWithToast('/vendor-dashboard#profile', { type: 'success', description: LEAD_MESSAGES.profile })
  }
  const outcome = await actOnLead(user.id, input)
  switch (outcome.status) {
    case 'done':
      return redirectWithToast('/vendor-dashboard#leads', { type: 'success', description: LEAD_MESSAGES[outcome.intent] })
    case 'no-profile':
      return reply(403, { formErrors: [LEAD_MESSAGES.noProfile] })
    case 'not-found':
      // another vendor's lead is answered exactly like one that does not exist
      return reply(404, { formErrors: [LEAD_MESSAGES.notFound] })
    case 'past-date':
      return reply(400, { fieldErrors: { scheduledFor: [LEAD_MESSAGES.pastDate] } })
    case 'not-allowed':
      return reply(409, { formErrors: [`${LEAD_MESSAGES.notAllowed} ${formatStatus(outcome.current)}.`] })
  }
}

export default function VendorDashboardPage({ loaderData }: Route.ComponentProps) {
  const { name, today, dashboard } = loaderData
  const actionData = useActionData<typeof action>()
  if (!dashboard) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">No vendor profile found</h1>
        <p className="mt-3 text-muted-foreground">{LEAD_MESSAGES.noProfile} Our partner team can link your company to this account.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact Support
          </Link>
          <LogoutButton redirectTo="/vendor-login" />
          <SignOutEverywhereButton redirectTo="/vendor-login" />
        </div>
      </section>
    )
  }
  const { figures, leads, leadPages, performance, profile } = dashboard
  const profileResult = actionData && !actionData.matchId ? actionData.result : undefined
  const profileErrors = profileResult?.error ?? {}
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 pb-14 pt-10 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome back, {name}! Here's your business at a glance</h1>
          <p className="mt-2 text-muted-foreground">{profile.companyName}: new homeowner matches, revenue, scheduled jobs and messages in one place.</p>
        </div>
        <div className="flex gap-2">
          <LogoutButton redirectTo="/vendor-login" />
          <SignOutEverywhereButton redirectTo="/vendor-login" />
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Your figures">
        <Figure label="New matches" value={String(figures.newMatches)} />
        <Figure label="Revenue this month" value={formatDollars(figures.revenueCents)} />
        <Figure label="Scheduled jobs" value={String(figures.scheduledJobs)} />
        <Figure label="Messages" value={String(figures.messages)} />
      </dl>

      <section id="leads" aria-labelledby="leads-heading" className="scroll-mt-24">
        <h2 id="leads-heading" className="mb-3 text-xl font-semibold">
          Lead inbox
        </h2>
        {leads.length ? (
          <div className="space-y-4">
            {leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} today={today} lastResult={actionData?.matchId === lead.id ? actionData.result : undefined} />
            ))}
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
            No leads yet. When Harper matches a homeowner to your services, the request appears here.
          </p>
        )}
        <Pager name="leads" page={leadPages.page} hasOlder={leadPages.hasOlder} hash="leads" label="Lead inbox: pages" />
      </section>

      <section id="performance" aria-labelledby="performance-heading" className="scroll-mt-24">
        <h2 id="performance-heading" className="mb-3 text-xl font-semibold">
          Performance
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Figure label="Average response time" value={formatMinutes(performance.responseMinutes)} />
          <Figure label="Accept rate" value={performance.acceptRatePercent === null ? '—' : `${performance.acceptRatePercent}%`} />
          <Figure label="Completed jobs" value={String(performance.completedJobs)} />
          <Figure label="Rating" value={performance.reviewCount ? `${performance.rating.toFixed(1)} (${performance.reviewCount})` : 'No reviews yet'} />
        </dl>
      </section>

      <section id="profile" aria-labelledby="profile-heading" className="scroll-mt-24 rounded-xl border border-border bg-surface p-6">
        <h2 id="profile-heading" className="text-xl font-semibold">
          Your profile
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Vendor profile">
          <input type="hidden" name="intent" value="update-profile" />
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Service types</legend>
            <div className="mt-2 grid grid-cols-2 gap-1 text-sm md:grid-cols-3">
              {SERVICE_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <input type="checkbox" name="serviceTypes" value={type} defaultChecked={profile.serviceTypes.includes(type)} />
                  {type}
                </label>
              ))}
            </div>
            <FieldErrors errors={profileErrors.serviceTypes} />
          </fieldset>
          <label className="flex flex-col gap-1 text-sm">
            Service radius (miles)
            <input
              type="number"
              name="serviceRadiusMiles"
              min={1}
              max={200}
              required
              defaultValue={profile.serviceRadiusMiles}
              className="rounded border border-input px-2 py-1"
            />
            <FieldErrors errors={profileErrors.serviceRadiusMiles} />
          </label>
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" name="available" defaultChecked={profile.available} />
            Available for new jobs
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Licence expires
            <input type="date" name="licenseExpiresAt" defaultValue={profile.licenseExpiresAt} className="rounded border border-input px-2 py-1" />
            <FieldErrors errors={profileErrors.licenseExpiresAt} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Insurance expires
            <input type="date" name="insuranceExpiresAt" defaultValue={profile.insuranceExpiresAt} className="rounded border border-input px-2 py-1" />
            <FieldErrors errors={profileErrors.insuranceExpiresAt} />
          </label>
          <div className="sm:col-span-2">
            <FieldErrors errors={profileErrors['']} />
            <Button type="submit">Save profile</Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="vendor-help-heading" className="rounded-xl border border-border bg-surface p-6">
        <h2 id="vendor-help-heading" className="text-lg font-semibold">
          Questions about your account?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Our partner team answers within 1-2 business days.</p>
        <Link to="/contact" className={buttonVariants({ className: 'mt-4' })}>
          Contact Support
        </Link>
      </section>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="order-first text-3xl font-bold text-primary">{value}</dd>
    </div>
  )
}

function FieldErrors({ errors }: { errors: string[] | null | undefined }) {
  if (!errors?.length) return null
  return (
    <span role="alert" className="text-xs text-destructive">
      {errors.join(' ')}
    </span>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
