import { Link } from 'react-router'
import type { Route } from './+types/home.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Harper Home | Vetted Home Service Pros, Matched by AI',
    description:
      'Tell Harper what your home needs and get matched with vetted local contractors for pipe repair, roofing, foundations and seawalls.',
    path: '/',
    siteName: false,
  })

const SERVICE_CARDS = [
  { title: 'CIPP Pipe Repair', badge: 'Specialized', to: '/cipp-pipe-repair', description: 'Trenchless pipe lining that renews sewer lines without digging up your yard.' },
  { title: 'Roofing Services', badge: 'Popular', to: '/roofing-services', description: 'Repairs, replacements and inspections from vetted Florida roofers.' },
  { title: 'Foundation & Concrete', badge: 'Critical', to: '/find-services', description: 'Settlement, cracks and slab stabilisation handled by structural specialists.' },
  { title: 'Sea Wall & Dock Repair', badge: 'Coastal', to: '/find-services', description: 'Seawall, cap and dock repair for waterfront homes.' },
] as const

export default function Home() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-12 pt-16 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          Find trusted home service professionals, matched by Harper
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Tell Harper, our AI assistant, what your home needs. It matches you with vetted, licensed and insured local
          contractors — for pipe repair, roofing, foundations, seawalls and more.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/find-services" className={buttonVariants({ size: 'lg' })}>Find Services Now</Link>
          <Link to="/for-vendors" className={buttonVariants({ size: 'lg', variant: 'outline' })}>Join as Vendor</Link>
        </div>
        <section id="harper-chat" aria-labelledby="harper-chat-heading" className="mt-12 rounded-xl border border-border bg-surface p-6">
          <h2 id="harper-chat-heading" className="text-xl font-semibold">Get Your Free Quote</h2>
          <p className="mt-2 text-muted-foreground">Hi! I'm Harper—what can I help you with today?</p>
        </section>
      </section>
      <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="services-heading" className="text-2xl font-bold">Our Services</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_CARDS.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl border border-border bg-surface p-5">
              <Badge variant="secondary" className="self-start">{card.badge}</Badge>
              <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.description}</p>
              <Link to={card.to} className="mt-4 font-medium text-primary underline-offset-4 hover:underline">
                Find Professionals<span className="sr-only"> for {card.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
