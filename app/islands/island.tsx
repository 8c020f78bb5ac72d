import { useNonce } from '~/utils/nonce-provider.tsx'
export const islandElementId = (name: string) => `island-${name}`
export const islandPropsId = (name: string) => `island-${name}-props`

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * A part of a non-hydrated page that JavaScript enhances, named for the page's island script:
 * rendered here by the server, and hydrated alone by that script (`hydrateIsland(name, …)`) from
 * the same props, which travel as inert JSON — so they must be plain data. `scriptUrl` (from the
 * build, `islandScriptUrl`) loads the script; a page with two parts loads it with one of them. The wrapper takes no box
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
  name: string
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
