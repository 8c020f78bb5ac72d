import * as React from 'react'
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router'

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

/** Space kept above a scrolled-to element (sticky header). Matches app.css. */
export const SCROLL_OFFSET_PX = 100
/** Delay before scrolling when the target is already on the current page. */
export const SAME_PAGE_SCROLL_DELAY_MS = 10
/** Delay before scrolling once a client-side navigation has finished. */
export const AFTER_NAVIGATION_SCROLL_DELAY_MS = 100

/** How long to keep looking for a target that has not rendered yet. */
const MAX_TARGET_RETRIES = 10

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function getScrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: getScrollBehavior() })
}

/**
 * Scroll so the element with `id` sits `offset` px below the viewport top.
 * Returns false when there is no such element.
 */
export function scrollToElementId(id: string, offset: number = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  const top = element.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: getScrollBehavior() })
  focusWithoutScrolling(element)
  return true
}

/** Move keyboard/screen-reader focus to the target without a second jump. */
function focusWithoutScrolling(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1')
  }
  element.focus({ preventScroll: true })
}

/** True for an unmodified primary-button click that would navigate in place. */
export function isPlainLeftClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self')
  )
}

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

export type ScrollToAnchorLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** In-page target, e.g. '#apply'. */
  to: `#${string}`
  offset?: number
}

/**
 * In-page anchor (`<a href="#apply">`) that smooth-scrolls to the element
 * with that id, leaving `offset` px for the sticky header. Falls back to the
 * browser's own jump when JavaScript is off or the target is missing.
 */
export function ScrollToAnchorLink({ to, offset = SCROLL_OFFSET_PX, onClick, ...props }: ScrollToAnchorLinkProps) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!isPlainLeftClick(event)) return
    const id = decodeURIComponent(to.slice(1))
    if (scrollToElementId(id, offset)) event.preventDefault()
  }

  return <a href={to} onClick={handleClick} {...props} />
}
