import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/roofing-services.ts'
import { ScriptedDemoChat } from '~/components/marketing/scripted-demo-chat.tsx'
import { Hero, Section, StatGrid, FeatureCards } from '~/components/marketing/section.tsx'
import { UrlStateLink } from '~/components/marketing/url-state-link.tsx'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import {
  FEATURED_CONTRACTORS,
  HOMEOWNER_ADVANTAGES,
  REALTOR_BENEFITS,
  ROOFING_DEMO,
  ROOFING_SERVICES,
  ROOFING_STATS,
  ROOF_MASTERS_CHECKOUT,
  depositDollars,
  formatDollars,
} from '~/marketing/roofing.ts'
import { opensCheckout, viewScriptedDemo } from '~/marketing/scripted-demo.ts'
import { demoSearch, withParam } from '~/marketing/url-state.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Roofing Services',
    description: 'Roof repairs, replacements and inspections from vetted Florida roofers, estimated with satellite imagery.',
    path: '/roofing-services',
  })

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  return {
    demo: viewScriptedDemo(ROOFING_DEMO, params),
    checkoutOpen: params.get('checkout') === ROOF_MASTERS_CHECKOUT.slug,
  }
}

const DEMO_ANCHOR = ROOFING_DEMO.id
const CONTRACTORS_ANCHOR = 'featured-contractors'

export default function RoofingServicesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
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
          {loaderData.checkoutOpen ? (
            <MockCheckout backTo={demoSearch(searchParams, { step: 1 }) as `?${string}`} />
          ) : (
            <ScriptedDemoChat
              demo={ROOFING_DEMO}
              view={loaderData.demo}
              anchor={DEMO_ANCHOR}
              renderLastStepOption={(option) =>
                opensCheckout(option) ? (
                  <UrlStateLink
                    to={withParam(searchParams, 'checkout', ROOF_MASTERS_CHECKOUT.slug) as `?${string}`}
                    anchor={DEMO_ANCHOR}
                    className={buttonVariants({ size: 'sm' })}
                  >
                    {option}
                  </UrlStateLink>
                ) : (
                  <ScrollToAnchorLink to={`#${CONTRACTORS_ANCHOR}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {option}
                  </ScrollToAnchorLink>
                )
              }
            />
          )}
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

/** The spec's mock checkout. No payment is taken online, and the page says so. */
function MockCheckout({ backTo }: { backTo: `?${string}` }) {
  const checkout = ROOF_MASTERS_CHECKOUT
  return (
    <section aria-labelledby="checkout-heading" data-testid="mock-checkout" className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h3 id="checkout-heading" className="text-xl font-semibold">
        Reserve with {checkout.contractor}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-muted p-4">
        <dt>Project total</dt>
        <dd className="text-right font-semibold">{formatDollars(checkout.totalDollars)}</dd>
        <dt>Deposit ({Math.round(checkout.depositRate * 100)}%)</dt>
        <dd className="text-right font-semibold">{formatDollars(depositDollars(checkout))}</dd>
      </dl>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" aria-describedby="checkout-note">
        <Field label="First name">
          <Input name="firstName" autoComplete="given-name" />
        </Field>
        <Field label="Last name">
          <Input name="lastName" autoComplete="family-name" />
        </Field>
        <Field label="Email">
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <Field label="Phone">
          <Input name="phone" type="tel" autoComplete="tel" />
        </Field>
        <Field label="Preferred start date" className="sm:col-span-2">
          <Input name="preferredStartDate" type="date" />
        </Field>
        <p id="checkout-note" className="rounded-lg bg-warning-subtle p-3 text-sm text-warning-subtle-foreground sm:col-span-2">
          This is a demo: payments are not taken online. To go ahead with a real estimate, request a quote from one of the featured contractors below and they
          will confirm price and deposit with you directly.
        </p>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled>
            Proceed to Payment
          </Button>
          <UrlStateLink to={backTo} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline' })}>
            Back to Demo
          </UrlStateLink>
        </div>
      </form>
    </section>
  )
}
