import zipcodes from '~/utils/zipcodes.server.ts'

/** A US ZIP code's place and coordinates, or null when the zipcodes table does not know it. */
export function resolveZip(zip: string) {
  if (!/^\d{5}$/.test(zip)) return null
  const place = zipcodes.lookup(zip)
  return place ? { city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude } : null
}

/** The ZIP an application's free-text address ends with (the last 5-digit group), if any. */
export function zipFromAddress(address: string): string | null {
  const matches = address.match(/\b\d{5}(?=(?:-\d{4})?\b)/g)
  return matches?.at(-1) ?? null
}
