import { useNonce } from '~/utils/nonce-provider.tsx'
import { HarperChat, type HarperChatProps } from './harper-chat.tsx'

export const CHAT_ISLAND_ID = 'harper-chat-island'
export const CHAT_ISLAND_PROPS_ID = 'harper-chat-props'

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The panel on a page that is not hydrated (home): rendered here, hydrated alone by
 * app/harper/chat-island.client.tsx (`scriptUrl`, from the build) from the same props, which
 * travel as inert JSON. In development there is no island build and the page hydrates whole.
 */
export function HarperChatIsland({ scriptUrl, ...props }: HarperChatProps & { scriptUrl: string | null }) {
  const nonce = useNonce()
  return (
    <>
      <div id={CHAT_ISLAND_ID} className="min-w-0 self-start">
        <HarperChat {...props} />
      </div>
      <script type="application/json" id={CHAT_ISLAND_PROPS_ID} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
      {scriptUrl ? <script type="module" src={scriptUrl} nonce={nonce} /> : null}
    </>
  )
}
