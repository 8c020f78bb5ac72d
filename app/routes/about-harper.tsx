import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/about-harper.ts'
import { recordAnalyticsEvent } from '~/analytics/events.server.ts'
import { ChatBubble } from '~/components/marketing/chat-bubble.tsx'
import { Hero, Section, StatGrid } from '~/components/marketing/section.tsx'
import { UrlStateLink } from '~/components/marketing/url-state-link.tsx'
import { ScrollToAnchorLink, ScrollToTopLink } from '~/components/scroll-links.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import {
  ABOUT_DEMO_GREETING,
  ABOUT_DEMO_LAST_STEP,
  ABOUT_DEMO_SCRIPT,
  AUDIENCE_TABS,
  DEVELOPMENT_PHASES,
  HARPER_STATS,
  audienceChange,
  parseAboutDemoStep,
  parseAudience,
  tabFor,
} from '~/marketing/about-harper.ts'
import { withParam } from '~/marketing/url-state.ts'
import { cn } from '~/utils/misc.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Harper',
    description: 'Meet Harper, the AI assistant that matches homeowners with vetted contractors on 50+ factors.',
    path: '/about-harper',
  })

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const changedTo = audienceChange(url, request.headers.get('Referer'))
  if (changedTo) {
    // analytics must never cost the visitor the page
    await recordAnalyticsEvent({ category: 'about_harper', action: 'tab_change', label: changedTo }).catch((error: unknown) => {
      console.error('about_harper analytics event not recorded', { audience: changedTo, error })
    })
  }
  return {
    audience: parseAudience(url.searchParams.get('audience')),
    step: parseAboutDemoStep(url.searchParams.get('step')),
  }
}

const TABS_ANCHOR = 'audiences'
const DEMO_ANCHOR = 'harper-demo'

export default function AboutHarperPage({ loaderData }: Route.ComponentProps) {
  const { audience, step } = loaderData
  const [searchParams] = useSearchParams()
  const tab = tabFor(audience)
  const stepLink = (to: number) => withParam(searchParams, 'step', String(to)) as `?${string}`
  const suggestions = step === 0 ? ABOUT_DEMO_GREETING.suggestions : ABOUT_DEMO_SCRIPT[step - 1]!.suggestions

  return (
    <>
      <Hero
        eyebrow="About Harper"
        title="Meet Harper, Your Home Services Assistant"
        lead="Harper asks about your project, weighs more than 50 factors (service type, location, budget, urgency, licensing and reviews) and introduces you to the professionals best suited to the job."
      >
        <ScrollToTopLink to="/find-services" className={buttonVariants({ size: 'lg' })}>
          Try Harper Now
        </ScrollToTopLink>
        <ScrollToAnchorLink to={`#${DEMO_ANCHOR}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Watch Harper in Action
        </ScrollToAnchorLink>
      </Hero>

      <Section id={TABS_ANCHOR} title="How Harper helps you">
        <nav aria-label="Audience">
          <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
            {AUDIENCE_TABS.map((entry) => (
              <li key={entry.id}>
                <UrlStateLink
                  to={withParam(searchParams, 'audience', entry.id) as `?${string}`}
                  anchor={TABS_ANCHOR}
                  aria-current={entry.id === audience ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold hover:text-foreground sm:min-h-9',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    entry.id === audience ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  {entry.label}
                </UrlStateLink>
              </li>
            ))}
          </ul>
        </nav>
        <article
          data-testid="audience-panel"
          aria-labelledby="audience-title"
          className="mt-6 grid gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm md:grid-cols-[1.4fr_1fr]"
        >
          <div>
            <Badge>{tab.label}</Badge>
            <h3 id="audience-title" className="mt-3 text-xl font-semibold">
              {tab.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{tab.description}</p>
            <p className="mt-4">
              <strong>Benefit:</strong> {tab.benefit}
            </p>
            <p className="mt-4 rounded-lg bg-accent px-4 py-3 font-semibold text-primary">{tab.highlight}</p>
          </div>
          <div>
            <h4 className="font-semibold">Features</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {tab.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </article>
      </Section>

      <Section
        id={DEMO_ANCHOR}
        title="Watch Harper in action"
        lead="A scripted conversation showing how Harper narrows a request down to the right professionals."
      >
        <div className="max-w-2xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6" data-testid="about-demo">
          <p className="flex justify-between text-sm font-semibold">
            <span>Harper demo</span>
            <span className="text-muted-foreground">{step === 0 ? 'Not started' : `Step ${step} of ${ABOUT_DEMO_LAST_STEP}`}</span>
          </p>
          <ol className="mt-4 flex flex-col gap-3" aria-live="polite">
            <ChatBubble from="harper">{ABOUT_DEMO_GREETING.message}</ChatBubble>
            {ABOUT_DEMO_SCRIPT.slice(0, step).map((entry) => (
              <DemoExchange key={entry.message} message={entry.message} response={entry.response} />
            ))}
          </ol>
          {step < ABOUT_DEMO_LAST_STEP ? (
            <div className="mt-5 flex flex-col gap-3">
              {suggestions?.length ? (
                <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
                  {suggestions.map((suggestion) => (
                    <li key={suggestion}>
                      <UrlStateLink to={stepLink(step + 1)} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                        {suggestion}
                      </UrlStateLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              <UrlStateLink to={stepLink(step + 1)} anchor={DEMO_ANCHOR} className={buttonVariants({ className: 'self-start' })}>
                Next Step
              </UrlStateLink>
            </div>
          ) : (
            <div className="mt-5 flex flex-wrap gap-3">
              <UrlStateLink to={stepLink(0)} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline' })}>
                Reset Demo
              </UrlStateLink>
              <Link to="/find-services" className={buttonVariants()}>
                Try Live
              </Link>
            </div>
          )}
        </div>
      </Section>

      <Section
        id="technology"
        title="The technology behind Harper"
        lead="Built and tested with homeowners, contractors and agents before it matched a single real job."
      >
        <StatGrid stats={HARPER_STATS} />
        <h3 className="mt-10 text-lg font-semibold">Development phases</h3>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {DEVELOPMENT_PHASES.map((phase) => (
            <li key={phase.phase} className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-5">
              <div>
                <p className="font-semibold">{phase.phase}</p>
                <p className="text-sm text-muted-foreground">{phase.duration}</p>
              </div>
              <Badge variant={phase.status === 'completed' ? 'success' : 'warning'}>{phase.status === 'completed' ? 'Completed' : 'Active'}</Badge>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="next" title="Put Harper to work">
        <div className="flex flex-wrap gap-3">
          <ScrollToTopLink to="/find-services" className={buttonVariants({ size: 'lg' })}>
            Find Services
          </ScrollToTopLink>
          <Link to="/affiliates" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Become an Affiliate
          </Link>
          <Link to="/for-vendors" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Join as Vendor
          </Link>
        </div>
      </Section>
    </>
  )
}

function DemoExchange({ message, response }: { message: string; response?: string }) {
  return (
    <>
      <ChatBubble from="user">{message}</ChatBubble>
      {response ? <ChatBubble from="harper">{response}</ChatBubble> : null}
    </>
  )
}
