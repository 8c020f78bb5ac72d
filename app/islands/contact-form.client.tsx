import { ContactForm } from '~/contact/contact-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('contact-form', ContactForm)
