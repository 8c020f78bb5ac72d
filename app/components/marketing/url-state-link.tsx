import type * as React from 'react'
import { Link, useNavigate, type LinkProps } from 'react-router'
import { isPlainLeftClick } from '~/components/scroll-links.tsx'

export type UrlStateLinkProps = Omit<LinkProps, 'to'> & {
  /** The new query string, e.g. `?step=2` (same page). */
  to: `?${string}`
  /** Id of the section the change happens in, e.g. 'about-demo'. */
  anchor: string
}

/**
 * A link that changes a tab or demo step kept in the URL. Without JavaScript it is a plain
 * `?step=2#about-demo` link: the server renders the new state and the browser jumps back to the
 * section. With JavaScript, React Router navigates without a reload and without the hash, and
 * `preventScrollReset` keeps the page exactly where it was.
 */
export function UrlStateLink({ to, anchor, onClick, ...props }: UrlStateLinkProps) {
  const navigate = useNavigate()
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    void navigate(to, { preventScrollReset: true })
  }
  return <Link to={`${to}#${anchor}`} preventScrollReset onClick={handleClick} {...props} />
}
