import { useNonce } from '~/utils/nonce-provider.tsx'
import type { IslandName } from './islands.ts'

export const islandElementId = (name: IslandName) => `island-${name}`
export const islandPropsId = (name: IslandName) => `island-${name}-props`

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * A part of a non-hydrated page that JavaScript enhances: rendered here by the server, and
 * hydrated alone by its island script (`scriptUrl`, from the build; `hydrateIsland`) from the
 * same props, which travel as inert JSON — so they must be plain data. The wrapper takes no box
 * of its own (`display: contents`) unless given a class. In development there is no island build
 * (`scriptUrl` is null) and the whole page hydrates instead (root.tsx).
 */
export function Island<Props extends object>({
  name,
  scriptUrl,
  component: Component,
  props,
  className = 'contents',
}: {
  name: IslandName
  scriptUrl: string | null
  component: React.ComponentType<Props>
  props: Props
  className?: string
}) {
  const nonce = useNonce()
  return (
    <>
      <div id={islandElementId(name)} className={className}>
        <Component {...props} />
      </div>
      <script type="application/json" id={islandPropsId(name)} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
      {scriptUrl ? <script type="module" src={scriptUrl} nonce={nonce} /> : null}
    </>
  )
}
