import { Link } from 'react-router'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'

// The static parts of /affiliates: the pitch, the benefits, the login panel with its dashboard
// preview and the closing call to action. Figures are the spec's advertised ones (§1, §9).

const HERO_FIGURES = [
  { value: '$250', label: 'average referral commission' },
  { value: '$279/mo', label: 'in training and tools per agent, free' },
  { value: '14 days', label: 'guided onboarding' },
  { value: '48 hours', label: 'application review' },
] as const

export function AffiliateHero() {
  return (
    <section aria-labelledby="affiliates-heading" className="bg-ink-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-300">For brokers, agents and team leaders</p>
        <h1 id="affiliates-heading" className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Join the Harper Home Affiliate Program
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-100">
          Refer homeowners to vetted contractors and earn referral commissions — about $250 on average. Membership is free and includes a course, live trainings
          and app tools valued at $279 per month per agent.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ScrollToAnchorLink to="#affiliate-application" className={buttonVariants({ size: 'lg', variant: 'brand' })}>
            Apply Now — It's Free
          </ScrollToAnchorLink>
          <ScrollToAnchorLink to="#affiliate-login" className={buttonVariants({ size: 'lg', variant: 'outline-inverse', className: 'border-white/60' })}>
            Affiliate Login
          </ScrollToAnchorLink>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
          {HERO_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-ink-100">{figure.label}</dt>
              <dd className="text-3xl font-bold text-brand-200">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

const BENEFITS = [
  {
    title: 'Earn on every referral',
    text: 'Refer clients who need pipe repair, roofing, foundation or seawall work and earn a commission or incentive — about $250 on average.',
  },
  {
    title: 'Free, with no quotas',
    text: 'The programme costs nothing to join or to stay in. Refer when your clients need help.',
  },
  {
    title: 'Course and live trainings',
    text: '"Building Value for Your Clients: Level 1" and regular live sessions on turning home services into client loyalty.',
  },
  {
    title: 'App tools for agents',
    text: 'Probate checkers and inspection booking — part of a package valued at $279 per month per agent.',
  },
  {
    title: 'Vetted professionals only',
    text: 'Your clients are matched by Harper with licensed, insured contractors, so every referral reflects well on you.',
  },
  {
    title: 'Bring your whole team',
    text: 'Team leaders can upload a CSV roster of their agents with the application, and we onboard them together.',
  },
] as const

const ONBOARDING = [
  { day: 'Day 1', step: 'Account setup' },
  { day: 'Day 3', step: 'First live training' },
  { day: 'Day 7', step: 'Course modules 1-3' },
  { day: 'Day 10', step: 'App tools' },
  { day: 'Day 14', step: 'Your first referral' },
] as const

export function AffiliateBenefits() {
  return (
    <section aria-labelledby="affiliate-benefits-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="affiliate-benefits-heading" className="text-3xl font-bold tracking-tight">
        Why agents join
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-border bg-surface p-5">
            <h3 className="text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-semibold">Your 14-day onboarding</h3>
      <ol className="mt-4 grid gap-3 sm:grid-cols-5">
        {ONBOARDING.map((item) => (
          <li key={item.day} className="rounded-lg border border-border bg-surface p-4">
            <p className="text-sm font-semibold text-primary">{item.day}</p>
            <p className="mt-1 text-sm">{item.step}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

// Sample figures for the preview only — the real dashboard reads the affiliate's own referrals.
const PREVIEW_STATS = [
  { label: 'Total Referrals', value: '24' },
  { label: 'Active Matches', value: '6' },
  { label: 'Earnings', value: '$5,850.00' },
  { label: 'Performance Score', value: '385' },
] as const

const PREVIEW_REFERRALS = [
  { consumer: 'Sample client A', service: 'Roofing', status: 'completed' },
  { consumer: 'Sample client B', service: 'CIPP Pipe Repair', status: 'in progress' },
  { consumer: 'Sample client C', service: 'Foundation Repair', status: 'pending' },
] as const

export function AffiliateLoginPanel() {
  return (
    <section id="affiliate-login" aria-labelledby="affiliate-login-heading" className="scroll-mt-[100px]">
      <div className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h2 id="affiliate-login-heading" className="text-2xl font-bold">
          Already an affiliate?
        </h2>
        <p className="mt-2 text-muted-foreground">Log in to track your referrals, earnings and performance score, and to reach your course and tools.</p>
        <Link to="/affiliate-auth" className={buttonVariants({ size: 'lg', className: 'mt-5 w-full' })}>
          Log in to your dashboard
        </Link>
        <figure className="mt-8 rounded-lg border border-dashed border-ink-300 bg-muted p-4" aria-labelledby="affiliate-preview-caption">
          <figcaption id="affiliate-preview-caption" className="flex items-center justify-between gap-2">
            <span className="font-semibold">Dashboard preview</span>
            <Badge variant="outline">Sample data</Badge>
          </figcaption>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {PREVIEW_STATS.map((stat) => (
              <div key={stat.label} className="rounded-md bg-surface p-3">
                <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                <dd className="text-lg font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 divide-y divide-border rounded-md bg-surface text-sm">
            {PREVIEW_REFERRALS.map((referral) => (
              <li key={referral.consumer} className="flex items-center justify-between gap-2 px-3 py-2">
                <span>
                  {referral.consumer} <span className="text-muted-foreground">· {referral.service}</span>
                </span>
                <Badge variant={referral.status === 'completed' ? 'default' : referral.status === 'in progress' ? 'secondary' : 'outline'}>
                  {referral.status}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">Illustrative figures, not real affiliate results.</p>
        </figure>
      </div>
    </section>
  )
}

export function AffiliateClosingCta() {
  return (
    <section aria-labelledby="affiliate-cta-heading" className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
        <h2 id="affiliate-cta-heading" className="text-3xl font-bold tracking-tight">
          Turn your client relationships into referral income
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">It's free, it takes a few minutes, and we'll get back to you within 48 hours.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ScrollToAnchorLink to="#affiliate-application" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            Apply Now
          </ScrollToAnchorLink>
          <Link to="/affiliate-auth" className={buttonVariants({ size: 'lg', variant: 'outline-inverse', className: 'border-white/70' })}>
            Affiliate Login
          </Link>
        </div>
      </div>
    </section>
  )
}
