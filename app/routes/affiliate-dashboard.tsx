import { data, Link, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/affiliate-dashboard.ts'
import { privatePageHeaders } from '~/utils/headers.server.ts'
import { parseSubmission, readFormData } from '~/utils/form-action.server.ts'
import { CopyButton } from '~/components/affiliates/copy-button.tsx'
import { ReferClientForm } from '~/components/affiliates/refer-client-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { LogoutButton, SignOutEverywhereButton } from '~/components/logout-button.tsx'
import { Badge, type BadgeVariant } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { COMPANY } from '~/marketing/company.ts'
import { formatDollars, formatShortDate, formatStatus } from '~/marketplace/format.ts'
import { findReferralForAffiliateUser, getAffiliateDashboard } from '~/referrals/affiliate-dashboard.server.ts'
import { referClient } from '~/service-requests/refer-client.server.ts'
import { parseReferralFilter, REFERRAL_FILTERS } from '~/referrals/referral-filters.ts'
import { bonusProgressPercent } from '~/referrals/performance.ts'
import { REFER_CLIENT_MESSAGES, ReferClientSchema } from '~/referrals/refer-client-schema.ts'
import { requireUserId } from '~/accounts/auth.server.ts'
import { invariantResponse } from '~/utils/invariant.ts'
import { requireUserWithRole } from '~/accounts/permissions.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { cn } from '~/utils/misc.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Affiliate Dashboard', description: 'Track your referrals and earnings.', path: '/affiliate-dashboard', noindex: true })

export const headers: Route.HeadersFunction = privatePageHeaders

const REFER_RATE_LIMIT = { name: 'refer-client', limit: 30, windowMs: 60 * 60 * 1000 }

export async function loader({ request }: Route.LoaderArgs) {
  const userId = await requireUserId(request, { loginPath: '/affiliate-auth' })
  const url = new URL(request.url)
  const filter = parseReferralFilter(url.searchParams.get('status'))
  const dashboard = await getAffiliateDashboard(userId, filter)
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

// spec §4: completed emphasised, in_progress secondary, others outlined
const REFERRAL_BADGE: Record<string, BadgeVariant> = { completed: 'default', in_progress: 'secondary' }

const SIDEBAR = [
  { href: '/affiliate-dashboard', label: 'Dashboard' },
  { href: '#referrals', label: 'Referrals' },
  { href: '#earnings', label: 'Earnings' },
  { href: '#education', label: 'Education' },
  { href: '#profile', label: 'Profile' },
] as const

const ACTOR_LABELS: Record<string, string> = { admin: 'Harper Home', vendor: 'the vendor', homeowner: 'the homeowner', system: 'Harper Home' }

const FILTER_LABELS = { all: 'All', pending: 'Pending', completed: 'Completed' } as const

export default function AffiliateDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, filter, referral } = loaderData
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  // a client transition (filter, referral details, after a referral) keeps the page and says so
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/affiliate-dashboard'
  if (!dashboard) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">No affiliate profile found</h1>
        <p className="mt-3 text-muted-foreground">Your application may still be pending approval. We review applications within 48 hours.</p>
        <p className="mt-3 text-muted-foreground">
          Not applied yet?{' '}
          <Link to="/affiliates#affiliate-application" className="font-medium text-primary underline">
            Apply to become an affiliate
          </Link>
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <LogoutButton redirectTo="/affiliate-auth">Back to Login</LogoutButton>
          <SignOutEverywhereButton redirectTo="/affiliate-auth" />
        </div>
      </section>
    )
  }
  const { profile, stats, referrals, score } = dashboard
  const progress = bonusProgressPercent(profile.performanceScore)
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[12rem_1fr] lg:px-8">
      <aside>
        <nav aria-label="Affiliate" className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3 text-sm lg:sticky lg:top-24">
          {SIDEBAR.map((item) =>
            item.href.startsWith('#') ? (
              <a key={item.href} href={item.href} className="rounded-md px-3 py-2 font-medium hover:bg-muted">
                {item.label}
              </a>
            ) : (
              <Link key={item.href} to={item.href} className="rounded-md px-3 py-2 font-medium hover:bg-muted">
                {item.label}
              </Link>
            ),
          )}
          <div className="mt-2 border-t border-border pt-2">
            <LogoutButton redirectTo="/affiliate-auth" className="w-full" />
            <SignOutEverywhereButton redirectTo="/affiliate-auth" className="mt-2 w-full" />
          </div>
        </nav>
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

        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading" className="mb-3 text-xl font-semibold">
            Dashboard Overview
          </h2>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Total Referrals" value={String(stats.totalReferrals)} subtitle="consumers referred" />
            <StatCard title="Active Matches" value={String(stats.activeMatches)} subtitle="vendor matches in progress" />
            <StatCard id="earnings" title="Earnings" value={formatDollars(stats.earningsCents)} subtitle="total earned from referrals" />
            <div className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
              <dt className="text-sm font-medium text-muted-foreground">Performance Score</dt>
              <dd className="mt-1 text-3xl font-bold">{profile.performanceScore}</dd>
              <dd className="text-xs text-muted-foreground">Min 200, Bonuses &gt;450</dd>
              <dd className="mt-3">
                <div
                  role="progressbar"
                  aria-label="Progress to bonus threshold"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{progress}% to bonus threshold</p>
              </dd>
            </div>
          </dl>
          <details className="mt-3 rounded-xl border border-border bg-surface p-4 text-sm">
            <summary className="cursor-pointer font-medium">How your score is worked out</summary>
            <table className="mt-3 w-full text-left" aria-label="Performance score breakdown">
              <tbody className="divide-y divide-border">
                {score.parts.map((part) => (
                  <tr key={part.key}>
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {part.label}
                    </th>
                    <td className="py-1.5 pr-3 text-muted-foreground">{part.explanation}</td>
                    <td className="py-1.5 text-right font-semibold tabular-nums">{part.points}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-1.5 pr-3 font-semibold">
                    Score
                  </th>
                  <td className="py-1.5 pr-3 text-muted-foreground">Min 200, bonuses above 450</td>
                  <td className="py-1.5 text-right font-bold tabular-nums">{score.score}</td>
                </tr>
              </tbody>
            </table>
          </details>
        </section>

        <section id="profile" aria-labelledby="profile-heading" className="scroll-mt-24 rounded-xl border border-border bg-surface p-5">
          <h2 id="profile-heading" className="text-xl font-semibold">
            Your referral link
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Share it with clients: requests made through it are credited to you. {profile.brokerageName ? `${profile.brokerageName} · ` : ''}
            {profile.email}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code className="min-w-0 break-all rounded bg-muted px-2 py-1 text-sm">{profile.referralLink}</code>
            <CopyButton text={profile.referralLink} label="Copy referral link" />
          </div>
          <div className="mt-2 flex items-center gap-2 text-sm">
            Referral code: <code className="rounded bg-muted px-2 py-1 font-semibold">{profile.referralCode}</code>
            <CopyButton text={profile.referralCode} label="Copy referral code" />
          </div>
        </section>

        <section id="refer" aria-labelledby="refer-heading" className="scroll-mt-24 rounded-xl border border-border bg-surface p-5">
          <h2 id="refer-heading" className="mb-4 text-xl font-semibold">
            Refer a client
          </h2>
          <ReferClientForm lastResult={actionData?.result} />
        </section>

        <section id="referrals" aria-labelledby="referrals-heading" className="scroll-mt-24">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="referrals-heading" className="text-xl font-semibold">
              Recent Referrals
            </h2>
            <nav aria-label="Filter referrals" className="flex gap-1">
              {REFERRAL_FILTERS.map((value) => (
                <Link
                  key={value}
                  to={value === 'all' ? '/affiliate-dashboard#referrals' : `/affiliate-dashboard?status=${value}#referrals`}
                  preventScrollReset
                  aria-current={filter === value ? 'page' : undefined}
                  className={cn(
                    'rounded-md border px-3 py-1.5 text-sm font-medium',
                    filter === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                  )}
                >
                  {FILTER_LABELS[value]}
                </Link>
              ))}
            </nav>
          </div>
          {referral ? (
            <div role="region" aria-label="Referral details" className="mb-4 rounded-xl border border-border bg-surface p-4 text-sm">
              <p className="font-semibold">{referral.consumerName}</p>
              <p>
                {referral.serviceType} · {formatStatus(referral.status)} · {formatDollars(referral.earningsCents)}
              </p>
              <p className="text-muted-foreground">
                {[referral.consumerEmail, referral.consumerPhone].filter(Boolean).join(' · ')} · referred {formatShortDate(referral.createdAt)}
              </p>
              <h3 className="mt-3 font-semibold">Timeline</h3>
              <ol aria-label="Referral timeline" className="mt-1 space-y-1">
                <li>
                  {formatShortDate(referral.createdAt)} · <span className="font-medium">pending</span> · referral created
                </li>
                {referral.events.map((event) => (
                  <li key={event.id}>
                    {formatShortDate(event.createdAt)} · <span className="font-medium">{formatStatus(event.toStatus)}</span> · by{' '}
                    {ACTOR_LABELS[event.actorType] ?? event.actorType}
                    {event.earningsDeltaCents ? ` · ${event.earningsDeltaCents > 0 ? '+' : '−'}${formatDollars(Math.abs(event.earningsDeltaCents))}` : ''}
                    {event.note ? <span className="text-muted-foreground"> — {event.note}</span> : null}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <div className="overflow-x-auto rounded-xl border border-border bg-surface">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
                <tr>
                  {['Consumer', 'Service Type', 'Status', 'Earnings', 'Date'].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {referrals.length ? (
                  referrals.map((row) => (
                    <tr key={row.id}>
                      <td className="px-3 py-2">
                        <Link to={`/affiliate-dashboard?referral=${row.id}#referrals`} className="underline-offset-4 hover:underline">
                          {row.consumerName}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{row.serviceType}</td>
                      <td className="px-3 py-2">
                        <Badge variant={REFERRAL_BADGE[row.status] ?? 'outline'}>{formatStatus(row.status)}</Badge>
                      </td>
                      <td className="px-3 py-2">{formatDollars(row.earningsCents)}</td>
                      <td className="px-3 py-2">{formatShortDate(row.createdAt)}</td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                      No referrals found. Start referring consumers to earn rewards!
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </section>

        <section id="education" aria-labelledby="education-heading" className="scroll-mt-24">
          <h2 id="education-heading" className="mb-3 text-xl font-semibold">
            Education & Resources
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            <ResourceCard
              title="Building Value for Your Clients: Level 1"
              badge="Available"
              text="The affiliate course, valued at $279/mo, included free with your membership."
              action="Start Learning"
            />
            <ResourceCard title="Live Training Session" badge="Upcoming" text="Next session: Dec 10, 2026 at 12:00 PM ET." action="Access Now" />
            <ResourceCard title="App Tools" badge="Active" text="Probate checkers and inspection booking for your listings." action="Access Now" />
          </div>
        </section>

        <section aria-labelledby="help-heading" className="rounded-xl border border-border bg-surface p-5">
          <h2 id="help-heading" className="text-xl font-semibold">
            Need Help?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Our partner team is here for you:{' '}
            <a href={`mailto:${COMPANY.email}`} className="text-primary underline">
              {COMPANY.email}
            </a>
          </p>
          <div className="mt-3 flex gap-2">
            <Button type="button" variant="outline" size="sm">
              Submit Ticket
            </Button>
            <Button type="button" variant="outline" size="sm">
              View FAQ
            </Button>
          </div>
          <p className="mt-4 flex flex-wrap gap-4 text-sm">
            <Link to="/privacy" className="underline">
              Privacy
            </Link>
            <Link to="/terms" className="underline">
              Terms
            </Link>
            <a href="https://www.linkedin.com/company/harper-home" className="underline" rel="noopener noreferrer" target="_blank">
              LinkedIn
            </a>
            <a href="https://twitter.com/harperhome" className="underline" rel="noopener noreferrer" target="_blank">
              Twitter
            </a>
          </p>
        </section>
      </div>
    </div>
  )
}

function StatCard({ id, title, value, subtitle }: { id?: string; title: string; value: string; subtitle: string }) {
  return (
    <div id={id} className="flex scroll-mt-24 flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{title}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
      <dd className="text-xs text-muted-foreground">{subtitle}</dd>
    </div>
  )
}

function ResourceCard({ title, badge, text, action }: { title: string; badge: string; text: string; action: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
      <Badge variant="secondary">{badge}</Badge>
      <h3 className="font-semibold">{title}</h3>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      {/* spec §2: these buttons do nothing yet */}
      <Button type="button" variant="outline" size="sm">
        {action}
      </Button>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
