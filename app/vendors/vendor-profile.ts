// The rules every vendor profile is written by, wherever one is made (the seed, approvals, tests).

/** A vendor's URL slug: the company name, lower-cased, every run of other characters a hyphen. */
export function vendorSlug(companyName: string, suffix?: string): string {
  const base = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return suffix ? `${base}-${suffix}` : base
}

/**
 * What /find-services' free-text search looks through (lower-cased, so one `contains` is
 * case-insensitive on SQLite and PostgreSQL alike): names, specialties, description and trades.
 */
export function vendorSearchText(vendor: {
  companyName: string
  contactName: string
  specialties: readonly string[]
  description: string
  serviceTypes: readonly string[]
}): string {
  return [vendor.companyName, vendor.contactName, ...vendor.specialties, vendor.description, ...vendor.serviceTypes].join(' ').toLowerCase()
}
