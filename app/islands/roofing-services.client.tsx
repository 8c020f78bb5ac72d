// /roofing-services is not hydrated: its scripted chat, with the mock checkout, is (0045).
import { RoofingDemo } from '~/components/marketing/roofing-demo.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('roofing-demo', RoofingDemo)
