import { Link } from 'react-router'
import type { Route } from './+types/roofing-services.ts'
import { Island } from '~/components/island.tsx'
import { RoofingDemo } from '~/components/marketing/roofing-demo.tsx'
import { Hero, Section, StatGrid, FeatureCards } from '~/components/marketing/section.tsx'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { FEATURED_CONTRACTORS, HOMEOWNER_ADVANTAGES, REALTOR_BENEFITS, ROOFING_DEMO, ROOFING_SERVICES, ROOFING_STATS } from '~/marketing/roofing.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Roofing Services',
    description: 'Roof repairs, replacements and inspections from vetted Florida roofers, estimated with satellite imagery.',
    path: '/roofing-services',
  })

// the demo's state is the query string (`?step=4&picks=1-1-1`, `&checkout=roof-masters`); the island renders it, on the server too
export function loader({ request }: Route.LoaderArgs) {
  return { search: new URL(request.url).search }
}

const DEMO_ANCHOR = ROOFING_DEMO.id
const CONTRACTORS_ANCHOR = 'featured-contractors'

export default function RoofingServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        eyebrow="Roofing services"
        title="Roofing Repairs, Replacements and Inspections"
        lead="From storm damage to full replacements, Harper matches you with vetted roofing contractors who measure your roof from satellite imagery and deliver estimates within 24 hours."
      >
        <ScrollToAnchorLink to={`#${DEMO_ANCHOR}`} className={buttonVariants({ size: 'lg' })}>
          Get an Instant Estimate
        </ScrollToAnchorLink>
        <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          How It Works
        </Link>
      </Hero>

      <Section id="roofing-services-list" title="Roofing services">
        <FeatureCards items={ROOFING_SERVICES} className="gap-5 sm:grid-cols-2 lg:grid-cols-4" />
        <StatGrid stats={ROOFING_STATS} columns="sm:grid-cols-3" className="mt-8" />
      </Section>

      <Section id="homeowner-advantages" title="Advantages for homeowners">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HOMEOWNER_ADVANTAGES.map((advantage) => (
            <li key={advantage.label} className="rounded-xl border border-border bg-surface p-5">
              <p className="text-2xl font-bold text-primary">{advantage.value}</p>
              <h3 className="font-semibold">{advantage.label}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{advantage.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="realtor-benefits" title="Benefits for realtors">
        <ul className="max-w-3xl list-disc space-y-2 pl-5">
          {REALTOR_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <Link to="/for-vendors" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Partner with our network
        </Link>
      </Section>

      <Section id={DEMO_ANCHOR} title="Get a roofing estimate with Harper" lead="A scripted example: pick a reply to move the conversation on.">
        <div className="max-w-2xl">
          <Island name="roofing-demo" component={RoofingDemo} props={{ search: loaderData.search, contractorsAnchor: CONTRACTORS_ANCHOR }} />
        </div>
      </Section>

      <Section id={CONTRACTORS_ANCHOR} title="Featured roofing contractors">
        <ul className="grid gap-5 md:grid-cols-3">
          {FEATURED_CONTRACTORS.map((contractor) => (
            <li key={contractor.name} className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{contractor.name}</h3>
              <p className="text-sm text-muted-foreground">{contractor.specialty}</p>
              <dl className="mt-3 grid flex-1 grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">Rating</dt>
                <dd>
                  <span aria-hidden="true">★ </span>
                  {contractor.rating.toFixed(1)} ({contractor.reviews} reviews)
                </dd>
                <dt className="text-muted-foreground">Price range</dt>
                <dd>{contractor.priceRange}</dd>
              </dl>
              <Link to="/contact" className={buttonVariants({ className: 'mt-5' })}>
                Get a Quote<span className="sr-only"> from {contractor.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
