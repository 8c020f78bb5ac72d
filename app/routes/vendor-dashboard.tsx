import { Link } from 'react-router'
import type { Route } from './+types/vendor-dashboard.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Vendor Dashboard',
    description: 'A preview of the Harper Home vendor dashboard: matches, revenue, scheduled jobs and messages.',
    path: '/vendor-dashboard',
    noindex: true,
  })

// The spec's placeholder figures: this page is a static preview until the vendor area is built.
const PREVIEW_FIGURES = [
  { label: 'New matches', value: '12' },
  { label: 'Revenue', value: '$8,450' },
  { label: 'Scheduled jobs', value: '5' },
  { label: 'Messages', value: '8' },
] as const

export default function VendorDashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-14 pt-10 sm:px-6 lg:px-8">
      <p role="note" className="rounded-lg border border-warning-subtle bg-warning-subtle px-4 py-3 text-sm text-warning-subtle-foreground">
        <strong>Preview</strong> — vendors see their own figures after signing in. The numbers below are examples.
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Welcome back! Here's your business at a glance</h1>
      <p className="mt-2 text-muted-foreground">Vendor Dashboard preview: new homeowner matches, revenue, scheduled jobs and messages in one place.</p>

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Example figures">
        {PREVIEW_FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-xl border border-border bg-surface p-5 shadow-sm">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-primary">{figure.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid gap-5 md:grid-cols-2">
        {[
          { title: 'Customer matches', text: 'Homeowner requests Harper matched to your services, with the details they chose to share.' },
          { title: 'Performance analytics', text: 'Response times, win rate and reviews over time, compared with similar vendors.' },
        ].map((panel) => (
          <section
            key={panel.title}
            aria-labelledby={`${panel.title}-heading`.replace(/\s/g, '-')}
            className="rounded-xl border border-dashed border-border bg-surface p-6"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id={`${panel.title}-heading`.replace(/\s/g, '-')} className="text-lg font-semibold">
                {panel.title}
              </h2>
              <Badge variant="secondary">Coming Soon</Badge>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{panel.text}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="vendor-help-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
        <h2 id="vendor-help-heading" className="text-lg font-semibold">
          Questions about your account?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Our partner team answers within 1-2 business days.</p>
        <Link to="/contact" className={buttonVariants({ className: 'mt-4' })}>
          Contact Support
        </Link>
      </section>
    </div>
  )
}
