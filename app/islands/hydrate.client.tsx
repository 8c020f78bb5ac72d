import { startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandElementId, islandPropsId } from '~/components/island.tsx'

/**
 * What an island script does: hydrate an `<Island name>` element with the props the server rendered it from.
 * Once hydrated, the element says so (`data-hydrated`), for tests and for styles.
 */
export function hydrateIsland<Props extends object>(name: string, Component: React.ComponentType<Props>) {
  const container = document.getElementById(islandElementId(name))
  const props = document.getElementById(islandPropsId(name))?.textContent
  if (!container || !props) return
  // as a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
  // take input in between, instead of one long task on a slow phone's main thread (Lighthouse's
  // total blocking time, docs/decisions/0046); a press before it is done is replayed after
  startTransition(() => {
    hydrateRoot(
      container,
      <AfterHydration run={() => container.setAttribute('data-hydrated', 'true')}>
        <Component {...(JSON.parse(props) as Props)} />
      </AfterHydration>,
    )
  })
}

function AfterHydration({ run, children }: { run: () => void; children: React.ReactNode }) {
  useEffect(run, [run])
  return children
}
