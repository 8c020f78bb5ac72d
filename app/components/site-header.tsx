import * as React from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { FindServicesLink, ServicesLink } from '~/components/scroll-links.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/utils/misc.ts'

/** The Harper Home mark (same artwork as /favicon.svg). Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0d6b63" />
      <path d="M7.5 15.5 16 8.5l8.5 7M10.5 13.5v7.5h11v-7.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M7 25.5c1.5 0 2.3-1.3 4.5-1.3s3 1.3 4.5 1.3 2.3-1.3 4.5-1.3 3 1.3 4.5 1.3" fill="none" stroke="#79d4c5" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

const desktopLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-semibold whitespace-nowrap text-ink-700 ' +
  'transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:text-primary xl:px-3'

const mobileLinkClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-base font-semibold text-ink-800 ' +
  'transition-colors hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary'

/**
 * Closes the mobile `<details>` menu after navigation, on Escape and on a
 * click outside — JavaScript niceties; the menu opens and closes without it.
 */
function useDisclosureDismiss(ref: React.RefObject<HTMLDetailsElement | null>) {
  const location = useLocation()

  React.useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [ref, location.key])

  React.useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [ref])
}

export function SiteHeader({ className }: { className?: string }) {
  const menuRef = React.useRef<HTMLDetailsElement>(null)
  useDisclosureDismiss(menuRef)

  function closeMenu(focusSummary: boolean) {
    const details = menuRef.current
    if (!details?.open) return
    details.open = false
    if (focusSummary) details.querySelector('summary')?.focus()
  }

  return (
    <header data-testid="site-header" className={cn('sticky top-0 z-40 border-b border-border bg-surface text-foreground', className)}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="mr-auto inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md pr-1 text-lg font-bold tracking-tight text-foreground max-[419px]:gap-1.5 min-[420px]:whitespace-nowrap"
        >
          <BrandMark />
          {/* Wraps onto two lines on very narrow phones so nothing overflows. */}
          <span className="max-[419px]:w-min max-[419px]:text-base max-[419px]:leading-[1.05]">Harper Home</span>
        </Link>

        <nav aria-label="Main">
          <ul className="flex items-center gap-1">
            <li className="hidden lg:block">
              <ServicesLink className={desktopLinkClass}>Services</ServicesLink>
            </li>
            <li className="hidden lg:block">
              <NavLink to="/how-it-works" className={desktopLinkClass}>
                How It Works
              </NavLink>
            </li>
            <li className="hidden lg:block">
              <NavLink to="/for-vendors" className={desktopLinkClass}>
                For Vendors
              </NavLink>
            </li>
            <li className="hidden lg:block">
              <NavLink to="/affiliates" className={desktopLinkClass}>
                Affiliates
              </NavLink>
            </li>
            <li className="hidden md:block">
              <NavLink to="/admin-auth" className={desktopLinkClass}>
                Admin
              </NavLink>
            </li>
            <li className="hidden sm:block">
              <NavLink to="/vendor-login" className={desktopLinkClass}>
                Vendor Login
              </NavLink>
            </li>
            <li className="ml-1">
              <FindServicesLink className={buttonVariants({ size: 'sm' })}>Find Services</FindServicesLink>
            </li>
          </ul>
        </nav>

        {/* Mobile menu: <details>/<summary> opens without JavaScript. Escape closes it (the summary is the control). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <details
          ref={menuRef}
          className="group lg:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeMenu(true)
          }}
        >
          {/* role="button" so every AT (and getByRole) treats it as a button;
              the browser still toggles the <details> and exposes its state. */}
          <summary role="button" aria-label="Open menu" className={buttonVariants({ variant: 'outline', size: 'compact' })}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" className="size-5">
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="max-[479px]:sr-only">Menu</span>
          </summary>

          {/* a click on any link inside closes the menu: delegated here, the links stay the keyboard targets */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface shadow-lg"
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) closeMenu(false)
            }}
          >
            <nav aria-label="Main menu" className="mx-auto max-w-7xl px-3 py-3 sm:px-6">
              <ul className="flex flex-col gap-1">
                <li>
                  <ServicesLink className={mobileLinkClass}>Services</ServicesLink>
                </li>
                <li>
                  <NavLink to="/how-it-works" className={mobileLinkClass}>
                    How It Works
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/for-vendors" className={mobileLinkClass}>
                    For Vendors
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/affiliates" className={mobileLinkClass}>
                    Affiliates
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin-auth" className={mobileLinkClass}>
                    Admin
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/vendor-login" className={mobileLinkClass}>
                    Vendor Login
                  </NavLink>
                </li>
                <li className="pt-2">
                  <FindServicesLink className={buttonVariants({ size: 'lg', className: 'w-full' })}>Find Services</FindServicesLink>
                </li>
              </ul>
            </nav>
          </div>
        </details>
      </div>
    </header>
  )
}
