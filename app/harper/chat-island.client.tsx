// Home ships no router runtime (docs/decisions/0008): this small entry hydrates only the Harper
// panel there, with the props the server rendered it from (docs/decisions/0017).
import { hydrateRoot } from 'react-dom/client'
import { HarperChat, type HarperChatProps } from '~/components/harper/harper-chat.tsx'
import { CHAT_ISLAND_ID, CHAT_ISLAND_PROPS_ID } from '~/components/harper/harper-chat-island.tsx'

const container = document.getElementById(CHAT_ISLAND_ID)
const props = document.getElementById(CHAT_ISLAND_PROPS_ID)?.textContent
if (container && props) hydrateRoot(container, <HarperChat {...(JSON.parse(props) as HarperChatProps)} />)
