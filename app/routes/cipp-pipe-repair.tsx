import { Link, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/cipp-pipe-repair.ts'
import { BookingWidget } from '~/components/marketing/booking-widget.tsx'
import { Island } from '~/components/island.tsx'
import { PipeDemo } from '~/components/marketing/pipe-demo.tsx'
import { Hero, Section, StatGrid, FeatureCards } from '~/components/marketing/section.tsx'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { CIPP_STATS, CIPP_VS_TRENCHING, HOMEOWNER_BENEFITS, PIPE_DEMO, REAL_ESTATE_BENEFITS } from '~/marketing/cipp.ts'
import { pageMeta } from '~/utils/seo.ts'
import type { loader as rootLoader } from '~/root.tsx'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CIPP Pipe Repair',
    description: 'Trenchless cured-in-place pipe repair in Florida: 30-50% savings, done in 2-3 days, with a 50+ year lifespan.',
    path: '/cipp-pipe-repair',
  })

// the demo's state is the query string (`?step=2&picks=1`); the island renders it, on the server too
export function loader({ request }: Route.LoaderArgs) {
  return { search: new URL(request.url).search }
}

const BOOKING_ANCHOR = 'cipp-booking'

export default function CippPipeRepairPage({ loaderData }: Route.ComponentProps) {
  const bookingUrl = useRouteLoaderData<typeof rootLoader>('root')?.env.BOOKING_URL
  return (
    <>
      <Hero
        eyebrow="CIPP pipe repair"
        title="Trenchless CIPP Pipe Repair Without Digging Up Your Yard"
        lead="Cured-in-place pipe (CIPP) lining renews damaged sewer and drain lines from the inside. It typically costs 30-50% less than excavation, is completed in 2-3 days and lasts 50+ years. Start with a free video inspection, valued at $399."
      >
        <ScrollToAnchorLink to={`#${BOOKING_ANCHOR}`} className={buttonVariants({ size: 'lg' })}>
          Get a Quote
        </ScrollToAnchorLink>
        <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Learn How It Works
        </Link>
      </Hero>

      <Section id="comparison" title="CIPP lining vs. traditional trenching">
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full min-w-[560px] text-left text-sm">
            <caption className="sr-only">Repair methods compared</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-4">
                  What matters
                </th>
                <th scope="col" className="p-4 text-primary">
                  CIPP lining
                </th>
                <th scope="col" className="p-4">
                  Traditional trenching
                </th>
              </tr>
            </thead>
            <tbody>
              {CIPP_VS_TRENCHING.map((row) => (
                <tr key={row.aspect} className="border-t border-border">
                  <th scope="row" className="p-4 font-semibold">
                    {row.aspect}
                  </th>
                  <td className="p-4">{row.cipp}</td>
                  <td className="p-4 text-muted-foreground">{row.trenching}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <StatGrid stats={CIPP_STATS} className="mt-8" />
      </Section>

      <Section id="homeowner-benefits" title="Benefits for homeowners">
        <FeatureCards items={HOMEOWNER_BENEFITS} className="gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="real-estate-benefits" title="Benefits for real-estate professionals">
        <FeatureCards items={REAL_ESTATE_BENEFITS} className="gap-5 md:grid-cols-3" />
        <Link to="/for-vendors" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Partner with our network
        </Link>
      </Section>

      <Section id={PIPE_DEMO.id} title="See how Harper finds your pipe specialist" lead="A scripted example: pick a reply to move the conversation on.">
        <div className="max-w-2xl">
          <Island name="pipe-demo" component={PipeDemo} props={{ search: loaderData.search, bookingAnchor: BOOKING_ANCHOR }} />
        </div>
      </Section>

      <Section
        id={BOOKING_ANCHOR}
        title="Book a free pipe video inspection"
        lead="A camera inspection of your sewer line, valued at $399, free when you book through Harper Home. Pick a 30-minute slot that suits you."
      >
        <Island name="booking-widget" component={BookingWidget} props={{ title: 'Scheduling calendar for a free pipe video inspection', bookingUrl }} />
      </Section>

      <Section id="cipp-cta" title="Stop the backups for good">
        <p className="max-w-2xl text-muted-foreground">
          Book the free inspection, or tell us about your project and we will get back to you within 1-2 business days.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ScrollToAnchorLink to={`#${BOOKING_ANCHOR}`} className={buttonVariants({ size: 'lg' })}>
            Schedule Free Inspection
          </ScrollToAnchorLink>
          <Link to="/contact" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Contact Us
          </Link>
        </div>
      </Section>
    </>
  )
}
