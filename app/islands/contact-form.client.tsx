// /contact is not hydrated: its form and its map are (0029).
import { LocationMap } from '~/components/contact/location-map.tsx'
import { ContactForm } from '~/components/contact/contact-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('contact-form', ContactForm)
hydrateIsland('location-map', LocationMap)
