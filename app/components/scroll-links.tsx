import * as React from 'react'
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router'
import { SCROLL_OFFSET_PX, isPlainLeftClick, scrollToElementId, scrollToTop } from './anchor-link.tsx'

// the router-free part (ScrollToAnchorLink) lives in anchor-link.tsx, which islands import without React Router (0045)
export { ScrollToAnchorLink } from './anchor-link.tsx'

/*
 * Smooth-scrolling links — a progressive enhancement only.
 *
 * Every component here renders an ordinary link (`/#services`,
 * `/find-services`, `#apply`), so with JavaScript disabled the browser
 * navigates / jumps natively and the CSS `scroll-padding-top: 100px` in
 * app.css keeps anchor targets clear of the sticky header. Once hydrated, a
 * plain left click is intercepted and we scroll smoothly ourselves
 * ('auto' behaviour when the user prefers reduced motion). Modified clicks
 * (new tab, etc.) are never intercepted.
 */

/** Delay before scrolling when the target is already on the current page. */
export const SAME_PAGE_SCROLL_DELAY_MS = 10
/** Delay before scrolling once a client-side navigation has finished. */
export const AFTER_NAVIGATION_SCROLL_DELAY_MS = 100

/** How long to keep looking for a target that has not rendered yet. */
const MAX_TARGET_RETRIES = 10

/** A single pending timer per link, cleared on unmount / re-click. */
function useScheduler() {
  const timer = React.useRef<number | undefined>(undefined)
  React.useEffect(() => () => window.clearTimeout(timer.current), [])
  return React.useCallback((callback: () => void, delayMs: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(callback, delayMs)
  }, [])
}

function pathnameOf(to: string): string {
  return new URL(to, 'http://x').pathname
}

type RouterLinkProps = Omit<LinkProps, 'to'>

export type HomeSectionLinkProps = RouterLinkProps & {
  /** Element id of the section on the home page, e.g. 'services'. */
  sectionId: string
  /** Path of the page holding the section. Defaults to '/'. */
  pagePath?: string
  offset?: number
}

/**
 * Link to a section of the home page (`/#services`). On the home page it
 * scrolls straight to the section; elsewhere it navigates to `/` and
 * scrolls once the page has rendered.
 */
export function HomeSectionLink({ sectionId, pagePath = '/', offset = SCROLL_OFFSET_PX, onClick, ...props }: HomeSectionLinkProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const schedule = useScheduler()

  function scrollWhenPresent(attempt = 0): void {
    if (window.location.pathname !== pagePath) return // navigated elsewhere meanwhile
    if (scrollToElementId(sectionId, offset)) return
    if (attempt < MAX_TARGET_RETRIES) {
      schedule(() => scrollWhenPresent(attempt + 1), AFTER_NAVIGATION_SCROLL_DELAY_MS)
    }
  }

  async function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    if (location.pathname === pagePath) {
      scrollToElementId(sectionId, offset)
      return
    }
    await navigate(pagePath)
    schedule(() => scrollWhenPresent(), AFTER_NAVIGATION_SCROLL_DELAY_MS)
  }

  return <Link to={`${pagePath}#${sectionId}`} onClick={handleClick} {...props} />
}

/** Header "Services" entry: `/#services`. */
export function ServicesLink(props: RouterLinkProps & { offset?: number }) {
  return <HomeSectionLink sectionId="services" {...props} />
}

export type ScrollToTopLinkProps = RouterLinkProps & {
  /** A plain path, e.g. '/find-services'. */
  to: string
}

/**
 * Link to a page that should always be shown from the top: if it is the
 * current page, smooth-scroll to the top; otherwise navigate, then scroll.
 */
export function ScrollToTopLink({ to, onClick, ...props }: ScrollToTopLinkProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const schedule = useScheduler()

  async function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    if (location.pathname === pathnameOf(to)) {
      schedule(scrollToTop, SAME_PAGE_SCROLL_DELAY_MS)
      return
    }
    await navigate(to)
    schedule(scrollToTop, AFTER_NAVIGATION_SCROLL_DELAY_MS)
  }

  return <Link to={to} onClick={handleClick} {...props} />
}

/** Header "Find Services" button: `/find-services`. */
export function FindServicesLink(props: RouterLinkProps) {
  return <ScrollToTopLink to="/find-services" {...props} />
}
