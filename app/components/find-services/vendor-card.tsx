import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { formatDistance, formatQuoteRange, formatResponseTime, vendorCardId, type VendorCandidate } from '~/vendors/search.ts'

/** A search result as the card shows it: the vendor without its search-only fields, plus distance. */
export type VendorCardData = Omit<VendorCandidate, 'searchText' | 'latitude' | 'longitude'> & { distanceMiles: number | null }

// the id rule lives with the search rules, so Harper's panel can link to a card without this component
export { vendorCardId }

/**
 * One vendor of the results. 'Details' is a link that sets (or clears) `?details=<slug>`, so it
 * works without JavaScript and only one card is expanded at a time.
 */
export function VendorCard({
  vendor,
  expanded,
  detailsHref,
  onDetailsClick,
}: {
  vendor: VendorCardData
  expanded: boolean
  detailsHref: string
  onDetailsClick?: React.MouseEventHandler<HTMLAnchorElement>
}) {
  const id = vendorCardId(vendor.slug)
  const detailsId = `${id}-details`
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-name`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg font-semibold leading-snug text-foreground">
            {vendor.companyName}
          </h3>
          <p className="text-sm text-muted-foreground">{vendor.contactName}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {vendor.verified ? <Badge variant="success">Verified</Badge> : null}
          {vendor.available ? <Badge variant="default">Available</Badge> : <Badge variant="warning">Currently unavailable</Badge>}
        </div>
      </div>

      <p className="text-sm">
        <span aria-hidden="true" className="text-warning-subtle-foreground">
          ★{' '}
        </span>
        <span className="font-semibold">{vendor.rating.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span>
        <span className="text-muted-foreground"> ({vendor.reviewCount} reviews)</span>
      </p>

      <ul aria-label="Service types" className="flex flex-wrap gap-2">
        {vendor.serviceTypes.map((serviceType) => (
          <li key={serviceType}>
            <Badge variant="secondary">{serviceType}</Badge>
          </li>
        ))}
      </ul>

      <p className="text-sm text-muted-foreground">{vendor.description}</p>

      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Location</dt>
          <dd className="text-muted-foreground">
            {vendor.city}, {vendor.state}
            {vendor.distanceMiles !== null ? <> · {formatDistance(vendor.distanceMiles)}</> : null}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Response time</dt>
          <dd className="text-muted-foreground">{formatResponseTime(vendor.responseTimeMinutes)}</dd>
        </div>
        <div>
          <dt className="font-medium">Quote range</dt>
          <dd className="text-muted-foreground">{formatQuoteRange(vendor.quoteMinCents, vendor.quoteMaxCents)}</dd>
        </div>
        <div>
          <dt className="font-medium">Specialties</dt>
          <dd className="text-muted-foreground">{vendor.specialties.join(', ')}</dd>
        </div>
      </dl>

      {expanded ? (
        <dl id={detailsId} className="grid grid-cols-1 gap-2 rounded-lg bg-muted p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">Experience</dt>
            <dd className="text-muted-foreground">
              {vendor.yearsInBusiness} {vendor.yearsInBusiness === 1 ? 'year' : 'years'} in business
            </dd>
          </div>
          <div>
            <dt className="font-medium">Service area</dt>
            <dd className="text-muted-foreground">
              Within {vendor.serviceRadiusMiles} miles of {vendor.city}, {vendor.state}
            </dd>
          </div>
        </dl>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2">
        {vendor.available ? (
          <Link to={`/contact?vendor=${vendor.slug}`} className={buttonVariants({ size: 'sm' })}>
            Contact Now<span className="sr-only"> {vendor.companyName}</span>
          </Link>
        ) : (
          <button type="button" disabled aria-disabled="true" className={buttonVariants({ size: 'sm' })}>
            Contact Now<span className="sr-only"> {vendor.companyName} (currently unavailable)</span>
          </button>
        )}
        <Link to={`/contact?vendor=${vendor.slug}#contact-form`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          Send Message<span className="sr-only"> to {vendor.companyName}</span>
        </Link>
        <Link
          to={detailsHref}
          preventScrollReset
          replace
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onDetailsClick}
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
        >
          Details
          <span className="sr-only"> for {vendor.companyName}</span>
        </Link>
      </div>
    </article>
  )
}
