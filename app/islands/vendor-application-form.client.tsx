import { VendorApplicationForm } from '~/components/vendor-application/vendor-application-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('vendor-application-form', VendorApplicationForm)
