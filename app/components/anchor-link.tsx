import type * as React from 'react'

// The router-free part of the smooth-scrolling links (scroll-links.tsx): what an island may use
// without loading React Router (docs/decisions/0045). A progressive enhancement only: with
// JavaScript off the browser jumps natively, and app.css keeps targets clear of the sticky header.

/** Space kept above a scrolled-to element (sticky header). Matches app.css. */
export const SCROLL_OFFSET_PX = 100

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
