// Home ships no router runtime (docs/decisions/0008): this entry hydrates only Harper's panel.
import { HarperChat } from '~/components/harper/harper-chat.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('harper-chat', HarperChat)
