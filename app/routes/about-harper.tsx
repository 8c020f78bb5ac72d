import { Link } from 'react-router'
import type { Route } from './+types/about-harper.ts'
import { recordAnalyticsEvent } from '~/analytics/events.server.ts'
import { Island } from '~/components/island.tsx'
import { AboutDemo, AudienceTabs, DEMO_ANCHOR, TABS_ANCHOR } from '~/components/marketing/about-harper.tsx'
import { Hero, Section, StatGrid } from '~/components/marketing/section.tsx'
import { ScrollToAnchorLink, ScrollToTopLink } from '~/components/scroll-links.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { DEVELOPMENT_PHASES, HARPER_STATS, audienceChange } from '~/marketing/about-harper.ts'
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
  // the tabs' and the demo's state is the query string; their islands render it, on the server too
  return { search: url.search }
}

export default function AboutHarperPage({ loaderData }: Route.ComponentProps) {
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
        <Island name="audience-tabs" component={AudienceTabs} props={{ search: loaderData.search }} />
      </Section>

      <Section
        id={DEMO_ANCHOR}
        title="Watch Harper in action"
        lead="A scripted conversation showing how Harper narrows a request down to the right professionals."
      >
        <Island name="about-demo" component={AboutDemo} props={{ search: loaderData.search }} />
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
