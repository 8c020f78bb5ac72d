import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/find-services.ts'
import { Island } from '~/components/island.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { RESULTS_ANCHOR, SearchFilters } from '~/components/find-services/search-filters.tsx'
import { VendorCard, vendorCardId, type VendorCardData } from '~/components/find-services/vendor-card.tsx'
import { ScrollToAnchorLink } from '~/components/scroll-links.tsx'
import { HarperChat } from '~/components/harper/harper-chat.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { loadChatMessages } from '~/chat/chat.server.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { pageMeta } from '~/utils/seo.ts'
import { ALL_SEEN_MESSAGE, activeFilterChips, NO_RESULTS_MESSAGE, searchHref } from '~/vendors/search.ts'
import { parseVendorSearchParams } from '~/vendors/search-params.ts'
import { searchVendors } from '~/vendors/search.server.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Find Services',
    description: 'Search Harper Home’s directory of vetted Florida contractors by service, location, budget and urgency.',
    path: '/find-services',
  })

export async function loader({ request }: Route.LoaderArgs) {
  const params = parseVendorSearchParams(new URL(request.url).searchParams)
  const [result, chatMessages] = await Promise.all([searchVendors(db, params), loadChatMessages(request)])
  const vendors: VendorCardData[] = result.vendors.map(({ vendor, distanceMiles }) => ({
    slug: vendor.slug,
    companyName: vendor.companyName,
    contactName: vendor.contactName,
    description: vendor.description,
    rating: vendor.rating,
    reviewCount: vendor.reviewCount,
    serviceTypes: vendor.serviceTypes,
    specialties: vendor.specialties,
    city: vendor.city,
    state: vendor.state,
    responseTimeMinutes: vendor.responseTimeMinutes,
    quoteMinCents: vendor.quoteMinCents,
    quoteMaxCents: vendor.quoteMaxCents,
    verified: vendor.verified,
    available: vendor.available,
    yearsInBusiness: vendor.yearsInBusiness,
    serviceRadiusMiles: vendor.serviceRadiusMiles,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10,
  }))
  return {
    chatMessages,
    bookingUrl: getServerEnv().BOOKING_URL,
    params,
    chips: activeFilterChips(params),
    vendors,
    page: result.page,
    nextSlug: result.nextSlug,
    locationLabel: result.location?.label ?? null,
    locationError: result.locationError,
  }
}

const TOP_ANCHOR = 'find-services-top'

export default function FindServicesPage({ loaderData }: Route.ComponentProps) {
  const { params, chips, vendors, page, nextSlug, locationLabel, locationError, chatMessages, bookingUrl } = loaderData
  const [searchParams] = useSearchParams()
  const expandedSlug = searchParams.get('details')
  const currentParams = { ...params, details: expandedSlug ?? undefined }

  return (
    <>
      <section id={TOP_ANCHOR} tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-8 pt-14 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Vetted Florida professionals</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Find Trusted Home Service Professionals</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Search our network of vetted contractors across Florida by service type, ZIP code or city, budget and how soon you need the work done. Every
          professional is licensed, insured and reviewed by homeowners like you.
        </p>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <Island name="harper-chat" component={HarperChat} props={{ messages: chatMessages, bookingUrl, redirectTo: '/find-services', title: 'Ask Harper' }} />
        </div>
      </div>

      <section aria-labelledby="filters-heading" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="filters-heading" className="sr-only">
          Filters
        </h2>
        <Island name="search-filters" component={SearchFilters} props={{ params, locationError }} />
      </section>

      <section id={RESULTS_ANCHOR} tabIndex={-1} aria-labelledby="results-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="results-heading" className="text-2xl font-bold">
            Vendor results
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {page.total === 1 ? '1 professional found' : `${page.total} professionals found`}
            {locationLabel ? ` serving ${locationLabel}` : ''}
          </p>
        </div>

        {chips.length > 0 ? (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span id="active-filters-label" className="text-sm font-medium">
              Active filters:
            </span>
            <ul aria-labelledby="active-filters-label" className="flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip.name}>
                  <Link
                    to={chip.removeHref}
                    aria-label={`Remove filter ${chip.label}`}
                    className="inline-flex min-h-9 items-center gap-2 rounded-full border border-input bg-primary-subtle px-3 text-sm font-medium text-primary-subtle-foreground hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {chip.label}
                    <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/find-services" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Clear all filters
            </Link>
          </div>
        ) : null}

        {vendors.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-border p-8 text-center">
            <p className="text-lg font-semibold">{NO_RESULTS_MESSAGE}</p>
            <p className="mt-2 text-muted-foreground">Try fewer filters, a nearby city, or let Harper find the right professional for you.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/find-services" className={buttonVariants({ variant: 'outline' })}>
                Clear filters
              </Link>
              <Link to="#harper-chat" className={buttonVariants()}>
                Ask Harper
              </Link>
            </div>
          </div>
        ) : (
          <ul aria-label="Professionals" className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {vendors.map((vendor) => (
              <li key={vendor.slug} className="flex flex-col [&>article]:flex-1">
                <VendorCard
                  vendor={vendor}
                  expanded={expandedSlug === vendor.slug}
                  detailsHref={`/find-services${searchHref(currentParams, { details: expandedSlug === vendor.slug ? undefined : vendor.slug })}#${vendorCardId(vendor.slug)}`}
                />
              </li>
            ))}
          </ul>
        )}

        {page.nextShow !== null ? (
          <div className="mt-8 flex justify-center">
            <Link
              to={`/find-services${searchHref(currentParams, { show: page.nextShow })}${nextSlug ? `#${vendorCardId(nextSlug)}` : ''}`}
              replace
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              Load More Professionals
            </Link>
          </div>
        ) : null}
        {page.allSeen ? <p className="mt-8 text-center text-muted-foreground">{ALL_SEEN_MESSAGE}</p> : null}
      </section>

      <section aria-labelledby="promo-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-primary-subtle p-8 text-center">
          <h2 id="promo-heading" className="text-2xl font-bold text-primary-subtle-foreground">
            Have another project in mind?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
            Start a new search for your next project, or refer a friend who needs a trusted professional and earn incentives through our free affiliate
            programme.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ScrollToAnchorLink to={`#${TOP_ANCHOR}`} className={buttonVariants({ size: 'lg' })}>
              Match Another Project
            </ScrollToAnchorLink>
            <Link to="/affiliates" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Refer a Friend to Earn Incentives
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
