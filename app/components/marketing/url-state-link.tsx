import type * as React from 'react'
import { useSyncExternalStore } from 'react'
import { isPlainLeftClick } from '~/components/anchor-link.tsx'

// Tabs and scripted demos keep their state in the URL's query string (app/marketing/url-state.ts).
// The pages that have them are not hydrated: their tabs and demos are islands (docs/decisions/0045),
// with no router, so the query string they render from is kept here, in step with the browser's
// history: every island of a page that reads it re-renders when one of them changes it, and when
// the visitor goes back or forward.

/** Fired on window after `changeUrlState` has pushed a new query string. */
const URL_STATE_EVENT = 'harper:url-state'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_STATE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_STATE_EVENT, onChange)
  }
}

/**
 * The page's query string: `serverSearch` (the request's, from the island's props) on the server
 * and while hydrating, then the browser's own, following every change.
 */
export function useUrlSearch(serverSearch: string): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch,
  )
  return new URLSearchParams(search)
}

/** Puts a new query string in the address bar and history (no hash, no scroll, no request), and tells every `useUrlSearch`. */
export function changeUrlState(to: `?${string}`) {
  window.history.pushState(null, '', to)
  window.dispatchEvent(new Event(URL_STATE_EVENT))
}

export type UrlStateLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** The new query string, e.g. `?step=2` (same page). */
  to: `?${string}`
  /** Id of the section the change happens in, e.g. 'about-demo'. */
  anchor: string
  /** Called when a click changes the state in place, before the URL changes (the link's `to` is the new state). */
  onChangeInPlace?: () => void
}

/**
 * A link that changes a tab or demo step kept in the URL. Without JavaScript it is a plain
 * `?step=2#about-demo` link: the server renders the new state and the browser jumps back to the
 * section. Once its island is hydrated, a plain click changes the state in place instead: the URL
 * (without the hash) goes into history and the page stays exactly where it was.
 */
export function UrlStateLink({ to, anchor, onClick, onChangeInPlace, ...props }: UrlStateLinkProps) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    onChangeInPlace?.()
    changeUrlState(to)
  }
  return <a href={`${to}#${anchor}`} onClick={handleClick} {...props} />
}
