import type { MetaDescriptor } from 'react-router'

export const SITE_NAME = 'Harper Home'

/** Title, description, canonical and social tags for a page. */
export function pageMeta({
  title,
  description,
  path,
  siteName = true,
  noindex = false,
}: {
  title: string
  description: string
  path: string
  /** append " | Harper Home" to the title */
  siteName?: boolean
  noindex?: boolean
}): MetaDescriptor[] {
  const fullTitle = siteName ? `${title} | ${SITE_NAME}` : title
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: path },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ]
}

/** The organisation behind the site as JSON-LD (a LocalBusiness in Cocoa Beach, FL), for meta(). */
export function organizationJsonLd(): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: SITE_NAME,
      description: 'A marketplace that matches homeowners with vetted, licensed and insured contractors.',
      email: 'hello@harperhome.example',
      telephone: '+1-321-555-0100',
      address: { '@type': 'PostalAddress', addressLocality: 'Cocoa Beach', addressRegion: 'FL', postalCode: '32931', addressCountry: 'US' },
      areaServed: { '@type': 'State', name: 'Florida' },
      openingHours: ['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00'],
    },
  }
}
