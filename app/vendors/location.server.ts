// Turns what a homeowner types in the location field into coordinates, with the `zipcodes`
// package (server-only: its ZIP table is far too big for the browser bundle).
import zipcodes from '~/utils/zipcodes.server.ts'
import type { GeoPoint } from './search.ts'

/** `state`: the place's two-letter state code (the marketplace serves Florida only); `zip`: the ZIP given, or one of the city's. */
export type ResolvedLocation = GeoPoint & { label: string; state: string; zip: string }
export type LocationResolution = { status: 'found'; location: ResolvedLocation } | { status: 'unknown'; input: string }

export function unknownLocationMessage(input: string) {
  return `We couldn't find “${input}”. Enter a 5-digit ZIP code or a city, such as 32931 or Cocoa Beach, FL.`
}

/**
 * A 5-digit ZIP (ZIP+4 accepted) or a city name, optionally followed by a state
 * ("Cocoa Beach", "Cocoa Beach, FL", "Tampa, Florida"); without a state Florida is assumed.
 * A city spanning several ZIPs is placed at their centre.
 */
export function resolveLocation(input: string): LocationResolution {
  const text = input.trim().replace(/\s+/g, ' ')
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1]
  if (zip) {
    const place = zipcodes.lookup(zip)
    return place
      ? {
          status: 'found',
          location: {
            latitude: place.latitude,
            longitude: place.longitude,
            label: `${place.zip} (${place.city}, ${place.state})`,
            state: place.state,
            zip: place.zip,
          },
        }
      : { status: 'unknown', input: text }
  }

  // a place in another country (the reader's ABROAD state): outside every radius, found as what it is
  if (/,\s*XX$/.test(text)) return { status: 'found', location: { latitude: 0, longitude: 0, label: text.replace(/,\s*XX$/, ''), state: 'XX', zip: '' } }
  let city = text
  let state = 'FL'
  const comma = text.lastIndexOf(',')
  if (comma > 0) {
    const stateText = text.slice(comma + 1).trim()
    const normalized = stateText ? zipcodes.states.normalize(stateText).toUpperCase() : ''
    // (Puerto Rico's towns are in the ZIP table, but not among its states: "Aguadilla, PR")
    if (normalized && (zipcodes.states.abbr[normalized] || normalized === 'PR')) {
      city = text.slice(0, comma).trim()
      state = normalized
    }
  }
  if (!/\p{L}/u.test(city)) return { status: 'unknown', input: text }
  // the postal names spell out "Saint", "Fort" and "Mount": "St. Petersburg", "Ft Myers", "Port St. Lucie"
  const spelledOut = city
    .replace(/\bSt\.?(?=\s)/gi, 'Saint')
    .replace(/\bFt\.?(?=\s)/gi, 'Fort')
    .replace(/\bMt\.?(?=\s)/gi, 'Mount')
  const places = zipcodes.lookupByName(city, state).length ? zipcodes.lookupByName(city, state) : zipcodes.lookupByName(spelledOut, state)
  // a state named alone ("Georgia, GA"), which the table cannot put on the map: outside every radius
  // all the same, found as what it is
  if (places.length === 0 && state !== 'FL' && zipcodes.states.normalize(city) === state)
    return { status: 'found', location: { latitude: 0, longitude: 0, label: `${city}, ${state}`, state, zip: '' } }
  if (places.length === 0) {
    // a Florida town that is no postal city ("Sunrise", "Ponce Inlet"): its own coordinates, its nearest ZIP
    const town = state === 'FL' ? (zipcodes.lookupTown(city) ?? zipcodes.lookupTown(spelledOut)) : undefined
    if (!town) return { status: 'unknown', input: text }
    return { status: 'found', location: { latitude: town.latitude, longitude: town.longitude, label: `${town.name}, FL`, state: 'FL', zip: town.zip } }
  }
  const latitude = places.reduce((sum, place) => sum + place.latitude, 0) / places.length
  const longitude = places.reduce((sum, place) => sum + place.longitude, 0) / places.length
  return { status: 'found', location: { latitude, longitude, label: `${places[0].city}, ${places[0].state}`, state: places[0].state, zip: places[0].zip } }
}
