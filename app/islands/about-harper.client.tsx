// /about-harper is not hydrated: its audience tabs and its scripted demo are (0045).
import { AboutDemo, AudienceTabs } from '~/components/marketing/about-harper.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('audience-tabs', AudienceTabs)
hydrateIsland('about-demo', AboutDemo)
