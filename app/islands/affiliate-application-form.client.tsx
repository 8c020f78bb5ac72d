import { AffiliateApplicationForm } from '~/components/affiliates/affiliate-application-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('affiliate-application-form', AffiliateApplicationForm)
