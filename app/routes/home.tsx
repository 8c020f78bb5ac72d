import { Link } from 'react-router'
import type { Route } from './+types/home.ts'
import { HarperChat } from '~/components/harper/harper-chat.tsx'
import { Island } from '~/components/island.tsx'
import { loadChatMessages } from '~/chat/chat.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { StatGrid } from '~/components/marketing/section.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { SERVICE_CARDS, VENDOR_PITCH_STATS } from '~/marketing/home.ts'
import { organizationJsonLd } from '~/marketing/company.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: 'Harper Home | Vetted Home Service Pros, Matched by AI',
    description: 'Tell Harper what your home needs and get matched with vetted local contractors for pipe repair, roofing, foundations and seawalls.',
    path: '/',
    siteName: false,
  }),
  organizationJsonLd(),
]

// The visitor's Harper conversation, if they have one. Without one (no chat cookie) the page is the
// same for everyone, so the build pre-renders it and the server sends that file (0008, 0017).
export async function loader({ request }: Route.LoaderArgs) {
  return { messages: await loadChatMessages(request), bookingUrl: getServerEnv().BOOKING_URL }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-brand-50 to-background">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-14 pt-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div>
            <ul className="flex flex-wrap gap-2" aria-label="Highlights">
              <li>
                <Badge variant="warning">
                  <span aria-hidden="true">★</span> 4.9/5 average rating
                </Badge>
              </li>
              <li>
                <Badge>Instant Booking</Badge>
              </li>
            </ul>
            <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
              Find trusted home service professionals, matched by Harper
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
              Tell Harper, our AI assistant, what your home needs. It matches you with vetted, licensed and insured local contractors for pipe repair, roofing,
              foundations, seawalls and more, around the clock.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/find-services" className={buttonVariants({ size: 'lg' })}>
                Find Services Now
              </Link>
              <Link to="/for-vendors" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Join as Vendor
              </Link>
            </div>
          </div>
          <Island
            name="harper-chat"
            component={HarperChat}
            props={{ messages: loaderData.messages, bookingUrl: loaderData.bookingUrl, redirectTo: '/' }}
            className="min-w-0 self-start"
          />
        </div>
      </section>

      <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="services-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Our Services
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">Specialists for the jobs Florida homes need most, each vetted before they join the network.</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_CARDS.map((card) => (
            <li key={card.title} className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
              <img src={card.image.src} alt={card.image.alt} width={320} height={180} loading="lazy" decoding="async" className="h-auto w-full" />
              <div className="flex flex-1 flex-col p-5">
                <Badge variant="secondary" className="self-start">
                  {card.badge}
                </Badge>
                <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
                <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm">
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link to={card.link} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-5' })}>
                  Find Professionals<span className="sr-only"> for {card.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="vendor-pitch-heading" className="bg-secondary text-secondary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="vendor-pitch-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Grow your business with Harper Home
          </h2>
          <p className="mt-3 max-w-2xl text-ink-100">
            Contractors get matched with homeowners who are ready to hire, with no lead fees to apply. Join the network of vetted professionals Florida
            homeowners trust.
          </p>
          <StatGrid stats={VENDOR_PITCH_STATS} className="mt-8 text-foreground" />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/for-vendors" className={buttonVariants({ size: 'lg' })}>
              Apply to Join Network
            </Link>
            <Link to="/how-it-works" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Learn More<span className="sr-only"> about how Harper Home works</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
