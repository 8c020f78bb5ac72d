import { Link } from 'react-router'
import { BrandMark } from '~/components/site-header.tsx'
import { cn } from '~/utils/misc.ts'
import { COMPANY } from '~/marketing/company.ts'

type FooterColumn = { title: string; links: ReadonlyArray<{ label: string; to: string }> }

export const FOOTER_COLUMNS: ReadonlyArray<FooterColumn> = [
  {
    title: 'Services',
    links: [
      { label: 'CIPP Pipe Repair', to: '/cipp-pipe-repair' },
      { label: 'Roofing Services', to: '/roofing-services' },
      { label: 'Find Services', to: '/find-services' },
      { label: 'How It Works', to: '/how-it-works' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Harper', to: '/about-harper' },
      { label: 'Press', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'For Professionals',
    links: [
      { label: 'For Vendors', to: '/for-vendors' },
      { label: 'Vendor Portal', to: '/vendor-login' },
      { label: 'Affiliate Program', to: '/affiliates' },
      { label: 'Affiliate Login', to: '/affiliate-auth' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Support', to: '/contact' },
      { label: 'Admin Dashboard', to: '/admin-dashboard' },
    ],
  },
]

// Light-on-navy links; 44px tall rows on touch-sized screens.
const linkShape =
  'inline-flex min-h-11 items-center rounded-sm underline-offset-4 transition-colors ' +
  'hover:text-white hover:underline focus-visible:outline-brand-300 lg:min-h-8'
const linkClass = `${linkShape} text-ink-200`

export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer data-testid="site-footer" className={cn('bg-ink-900 text-ink-200', className)}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)] xl:gap-16">
          <section aria-labelledby="footer-contact-heading" className="flex flex-col gap-5">
            <h2 id="footer-contact-heading" className="flex items-center gap-2 text-xl font-bold text-white">
              <BrandMark />
              {COMPANY.name}
            </h2>
            <address className="flex flex-col text-sm not-italic">
              <span>{COMPANY.locality}</span>
              <a href={`mailto:${COMPANY.email}`} className={linkClass}>
                {COMPANY.email}
              </a>
              <a href={COMPANY.phoneHref} className={linkClass}>
                {COMPANY.phoneDisplay}
              </a>
            </address>
            <figure className="flex flex-col gap-2">
              <img
                src="/images/map-cocoa-beach.svg"
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
                alt="Map of Cocoa Beach, Florida"
                className="h-auto w-full max-w-80 rounded-lg border border-ink-700"
              />
              <figcaption className="text-sm">
                <a
                  href={COMPANY.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby="footer-new-tab-hint"
                  className={cn(linkShape, 'gap-1.5 font-semibold text-brand-300')}
                >
                  Open in Google Maps
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="none" className="size-4">
                    <path
                      d="M11 4h5v5M16 4l-7 7M8 5H5.5A1.5 1.5 0 0 0 4 6.5v8A1.5 1.5 0 0 0 5.5 16h8a1.5 1.5 0 0 0 1.5-1.5V12"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </a>
                <span id="footer-new-tab-hint" hidden>
                  Opens in a new tab
                </span>
              </figcaption>
            </figure>
          </section>

          <div className="grid grid-cols-1 gap-8 min-[420px]:grid-cols-2 md:grid-cols-4 lg:gap-6">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title} className="flex flex-col gap-3">
                <h2 className="text-sm font-bold text-white">{column.title}</h2>
                <ul className="flex flex-col text-sm lg:gap-1">
                  {column.links.map((link) => (
                    <li key={link.to + link.label}>
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-t border-ink-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© 2026 Harper Home</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <Link to="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClass}>
                  Terms of Service
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
