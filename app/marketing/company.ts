import type { MetaDescriptor } from 'react-router'
import { absoluteUrl, DEFAULT_OG_IMAGE, SITE_NAME } from '~/utils/seo.ts'

// The company's contact details, in one place: the footer, the contact page, the legal pages,
// the organisation's structured data and the contact form's inbox routing all read them.
export const COMPANY = {
  name: SITE_NAME,
  locality: 'Cocoa Beach, FL 32931',
  address: { city: 'Cocoa Beach', state: 'FL', zip: '32931' },
  email: 'hello@harperhome.example',
  phoneDisplay: '(321) 555-0100',
  phoneHref: 'tel:+13215550100',
  phoneE164: '+1-321-555-0100',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Cocoa+Beach%2C+FL',
  inboxes: {
    general: 'hello@harperhome.example',
    partners: 'partners@harperhome.example',
    support: 'support@harperhome.example',
    billing: 'billing@harperhome.example',
    feedback: 'feedback@harperhome.example',
    legal: 'legal@harperhome.example',
    privacy: 'privacy@harperhome.example',
  },
} as const

/** The organisation's JSON-LD (home and contact pages). */
export function organizationJsonLd(): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${absoluteUrl('/')}#organization`,
      name: COMPANY.name,
      url: absoluteUrl('/'),
      logo: absoluteUrl('/favicon.svg'),
      image: absoluteUrl(DEFAULT_OG_IMAGE.path),
      description: 'A marketplace that matches homeowners with vetted, licensed and insured contractors.',
      email: COMPANY.email,
      telephone: COMPANY.phoneE164,
      address: {
        '@type': 'PostalAddress',
        addressLocality: COMPANY.address.city,
        addressRegion: COMPANY.address.state,
        postalCode: COMPANY.address.zip,
        addressCountry: 'US',
      },
      areaServed: { '@type': 'State', name: 'Florida' },
      openingHours: ['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00'],
    },
  }
}
