import { Link } from 'react-router'
import type { Route } from './+types/how-it-works.ts'
import { Hero, Section, StatGrid } from '~/components/marketing/section.tsx'
import { ScrollToTopLink } from '~/components/scroll-links.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { AFFILIATE_ONBOARDING, HOW_IT_WORKS_STEPS, TRUST_POINTS } from '~/marketing/home.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'How It Works: Chat, Get Matched, Get It Done',
    description:
      'How Harper Home works: chat with Harper, get matched with vetted local pros on 50+ factors, and book hassle-free service. Plus the 14-day onboarding for real-estate affiliates.',
    path: '/how-it-works',
  })

export default function HowItWorksPage() {
  return (
    <>
      <Hero
        eyebrow="How it works"
        title="From problem to trusted pro in three steps"
        lead="Tell Harper what your home needs, get matched with vetted local professionals, and book the work with confidence. Free for homeowners, 24/7."
      >
        <ScrollToTopLink to="/find-services" className={buttonVariants({ size: 'lg' })}>
          Get Started
        </ScrollToTopLink>
        <ScrollToTopLink to="/about-harper" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Try Harper AI
        </ScrollToTopLink>
      </Hero>

      <Section id="homeowner-steps" title="How it works for homeowners">
        <ol className="grid gap-5 md:grid-cols-3">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="trust" title="Why homeowners trust the network" className="py-8">
        <Badge variant="success">Vetted partners</Badge>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {TRUST_POINTS.map((point) => (
            <li key={point.title} className="rounded-xl border border-border bg-surface p-6">
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{point.description}</p>
            </li>
          ))}
        </ul>
        <StatGrid
          className="mt-8"
          stats={[
            { value: '500+', label: 'vetted professionals' },
            { value: '95-98%', label: 'satisfaction' },
            { value: '50+', label: 'matching factors' },
            { value: '24/7', label: 'availability' },
          ]}
        />
      </Section>

      <Section
        id="affiliate-onboarding"
        title="For real-estate professionals: onboarding in 14 days"
        lead="Our affiliate programme is free. Refer clients, earn referral incentives (about $250 on average) on completed jobs, and get a course, live trainings and app tools valued at $279 per month per agent."
      >
        <ol className="relative flex flex-col gap-6 border-l-2 border-brand-200 pl-6">
          {AFFILIATE_ONBOARDING.map((entry) => (
            <li key={entry.day} className="relative">
              <span aria-hidden="true" className="absolute -left-[35px] top-1 size-4 rounded-full border-2 border-surface bg-primary" />
              <p className="text-sm font-semibold text-primary">Day {entry.day}</p>
              <h3 className="text-lg font-semibold">{entry.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{entry.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="get-started" title="Ready when you are">
        <ul className="grid gap-5 md:grid-cols-3">
          {[
            { title: 'Homeowners', text: 'Describe your project and meet vetted pros today.', to: '/find-services', action: 'Find Services' },
            {
              title: 'Real-estate professionals',
              text: 'Join the free affiliate programme and earn on referrals.',
              to: '/affiliates',
              action: 'Become an Affiliate',
            },
            { title: 'Contractors', text: 'Apply for free and get matched with ready-to-hire homeowners.', to: '/for-vendors', action: 'Join as Vendor' },
          ].map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl border border-border bg-surface p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.text}</p>
              <Link to={card.to} className={buttonVariants({ className: 'mt-5 self-start' })}>
                {card.action}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
