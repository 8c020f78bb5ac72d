// /blog is not hydrated: its two newsletter forms are, and the list shows skeletons while the next one loads (0029).
import { showSkeletonsWhileTheNextListLoads } from '~/blog/list-loading.ts'
import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('newsletter-header', NewsletterForm)
hydrateIsland('newsletter-footer', NewsletterForm)
showSkeletonsWhileTheNextListLoads()
