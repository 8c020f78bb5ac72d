import { AffiliateAccessForm } from '~/components/affiliate-access-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('affiliate-access-form', AffiliateAccessForm)
