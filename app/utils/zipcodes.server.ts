// The `zipcodes` package's lookups, from the compact table scripts/zip-table.ts generates from it
// (app/generated/zip-table.ts): the same places, in the same order, at a few MB of memory instead
// of the package's ~90 MB.
import { FLORIDA_TOWNS, PLACES, STATE_CODES, STATE_ZIPS } from '~/generated/zip-table.ts'

export type ZipPlace = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }

/** The package's state names (zipcodes.states): `normalize` gives a code (undefined for an unknown name), `abbr` a code's name. */
const states = {
  normalize(state: string): string {
    const upper = state.toUpperCase()
    return upper.length === 2 ? upper : STATE_CODES[upper]!
  },
  abbr: Object.fromEntries(Object.entries(STATE_CODES).map(([name, code]) => [code, name])) as Record<string, string>,
}

let table: { byZip: Map<string, ZipPlace>; byState: Map<string, ZipPlace[]> } | undefined

/** Read on first use (the harper eval and scripts that never look a place up pay nothing). */
function places() {
  if (table) return table
  const byZip = new Map<string, ZipPlace>()
  for (const line of PLACES.split('\n')) {
    const [zip, latitude, longitude, city, state, country] = line.split('\t') as [string, string, string, string, string, string]
    byZip.set(zip, { zip, latitude: Number(latitude), longitude: Number(longitude), city, state, country })
  }
  const byState = new Map<string, ZipPlace[]>()
  for (const line of STATE_ZIPS.split('\n')) {
    const [state, zips] = line.split('\t') as [string, string]
    byState.set(
      state,
      zips.split(' ').flatMap((zip) => byZip.get(zip) ?? []),
    )
  }
  table = { byZip, byState }
  return table
}

/** The place of a ZIP (a Canadian code by its first three characters), as zipcodes.lookup. */
function lookup(zip: string): ZipPlace | undefined {
  const key = isNaN(Number(zip.charAt(0))) ? zip.slice(0, 3) : zip
  return places().byZip.get(key)
}

/** Every place of a state (code or name, any case), as zipcodes.lookupByState. */
function lookupByState(state: string): ZipPlace[] {
  const { byState } = places()
  return [...(byState.get(states.normalize(state.toUpperCase())) ?? byState.get(state) ?? [])]
}

/** The places of a city in a state (case-insensitive), as zipcodes.lookupByName. */
function lookupByName(city: string, state: string): ZipPlace[] {
  const name = city.toUpperCase()
  return lookupByState(state).filter((place) => place.city.toUpperCase() === name)
}

export type Town = { name: string; latitude: number; longitude: number; zip: string }
let towns: Map<string, Town> | undefined

/**
 * Florida's towns that are no postal city ("Sunrise", "Ponce Inlet", "Port Saint John"), by
 * upper-case name, each with the ZIP nearest to it (the one a request there is filed under).
 */
function floridaTowns(): Map<string, Town> {
  if (towns) return towns
  const zips = lookupByState('FL')
  towns = new Map()
  for (const line of FLORIDA_TOWNS.split('\n')) {
    const [name, latitude, longitude] = line.split('\t') as [string, string, string]
    const point = { latitude: Number(latitude), longitude: Number(longitude) }
    let nearest = zips[0]!
    let best = Infinity
    for (const place of zips) {
      const distance = (place.latitude - point.latitude) ** 2 + ((place.longitude - point.longitude) * Math.cos((point.latitude * Math.PI) / 180)) ** 2
      if (distance < best) [nearest, best] = [place, distance]
    }
    towns.set(name.toUpperCase(), { name, ...point, zip: nearest.zip })
  }
  return towns
}

/** A Florida town that is no postal city, by name (any case). */
function lookupTown(name: string): Town | undefined {
  return floridaTowns().get(name.toUpperCase())
}

const zipcodes = { lookup, lookupByState, lookupByName, lookupTown, floridaTowns, states }
export default zipcodes
