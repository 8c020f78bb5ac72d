// /find-services is not hydrated: Harper's panel and the filter form are (0029).
import { SearchFilters } from '~/components/find-services/search-filters.tsx'
import { HarperChat } from '~/components/harper/harper-chat.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('harper-chat', HarperChat)
hydrateIsland('search-filters', SearchFilters)
