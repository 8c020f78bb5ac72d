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
