import { createContext, useContext } from 'react'
import { useNonce } from '~/utils/nonce-provider.tsx'

export const islandElementId = (name: string) => `island-${name}`
export const islandPropsId = (name: string) => `island-${name}-props`

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * A part of a non-hydrated page that JavaScript enhances, named for the page's island script:
 * rendered here by the server, and hydrated alone by that script (`hydrateIsland(name, …)`) from
 * the same props, which travel as inert JSON — so they must be plain data. The wrapper takes no
 * box of its own (`display: contents`) unless given a class.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  className = 'contents',
}: {
  name: string
  component: React.ComponentType<Props>
  props: Props
  className?: string
}) {
  return (
    <>
      <div id={islandElementId(name)} className={className}>
        <Component {...props} />
      </div>
      <script type="application/json" id={islandPropsId(name)} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
    </>
  )
}

// The URL of the island script the page's route names (`handle.island`), set by entry.server from
// the build's islands.json. Null in the browser and in development (no island build, so such
// pages hydrate whole — root.tsx).
const IslandScriptContext = createContext<string | null>(null)
export const IslandScriptProvider = IslandScriptContext.Provider

/** The page's island script, once, where the router's scripts would be. */
export function IslandScript() {
  const url = useContext(IslandScriptContext)
  const nonce = useNonce()
  return url ? <script type="module" src={url} nonce={nonce} /> : null
}
