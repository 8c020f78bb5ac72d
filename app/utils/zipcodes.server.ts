// The `zipcodes` package's lookups, from the compact table scripts/zip-table.ts generates from it
// (app/generated/zip-table.ts): the same places, in the same order, at a few MB of memory instead
// of the package's ~90 MB.
import { FLORIDA_TOWNS, PLACES, STATE_CODES, STATE_ZIPS, UNREADABLE } from '~/generated/zip-table.ts'

export type ZipPlace = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }

/** The package's state names (zipcodes.states): `normalize` gives a code (undefined for an unknown name), `abbr` a code's name. */
const states = {
  normalize(state: string): string {
    const upper = state.toUpperCase()
    return upper.length === 2 ? upper : STATE_CODES[upper]!
  },
  abbr: Object.fromEntries(Object.entries(STATE_CODES).map(([name, code]) => [code, name])) as Record<string, string>,
}

/**
 * The table's rows as numbers into its text, never as objects: where each line starts, the rows in
 * the order of their codes (found by binary search), and each state's rows in the package's order.
 * A place is made from its line when asked for. 44,000 places held as objects cost 10 MB for the
 * server's life; these arrays cost 0.4 MB (issue 25's resident size).
 */
let table: { starts: Uint32Array; byCode: Uint32Array; byState: Map<string, Uint32Array> } | undefined

/** Read on first use (the harper eval and scripts that never look a place up pay nothing). */
function rows() {
  if (table) return table
  const starts = [0]
  for (let at = PLACES.indexOf('\n'); at >= 0; at = PLACES.indexOf('\n', at + 1)) starts.push(at + 1)
  starts.push(PLACES.length + 1)
  table = { starts: Uint32Array.from(starts), byCode: new Uint32Array(0), byState: new Map() }
  const { starts: lines } = table
  const codes = Array.from({ length: lines.length - 1 }, (_, row) => PLACES.slice(lines[row], PLACES.indexOf('\t', lines[row])))
  table.byCode = Uint32Array.from(codes.keys()).sort((a, b) => (codes[a]! < codes[b]! ? -1 : 1))
  for (const line of STATE_ZIPS.split('\n')) {
    const [state, zips] = line.split('\t') as [string, string]
    table.byState.set(state, Uint32Array.from(zips.split(' ').flatMap((zip) => rowOf(zip) ?? [])))
  }
  return table
}

/** The row of a code (each code is on one line: the package keys its places by code), by binary search. */
function rowOf(code: string): number | undefined {
  const { starts, byCode } = rows()
  let low = 0
  let high = byCode.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const row = byCode[middle]!
    const found = PLACES.slice(starts[row], PLACES.indexOf('\t', starts[row]))
    if (found === code) return row
    if (found < code) low = middle + 1
    else high = middle - 1
  }
  return undefined
}

function placeAt(row: number): ZipPlace {
  const { starts } = rows()
  const [zip, latitude, longitude, city, state, country] = PLACES.slice(starts[row], starts[row + 1]! - 1).split('\t') as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  return { zip, latitude: Number(latitude), longitude: Number(longitude), city: city.replaceAll(UNREADABLE, '\ufffd'), state, country }
}

/** The place of a ZIP (a Canadian code by its first three characters), as zipcodes.lookup. */
function lookup(zip: string): ZipPlace | undefined {
  const row = rowOf(isNaN(Number(zip.charAt(0))) ? zip.slice(0, 3) : zip)
  return row === undefined ? undefined : placeAt(row)
}

const NO_ROWS = new Uint32Array(0)

/** The rows of a state (code or name, any case). */
function rowsOfState(state: string): Uint32Array {
  const { byState } = rows()
  return byState.get(states.normalize(state.toUpperCase())) ?? byState.get(state) ?? NO_ROWS
}

/** Every place of a state (code or name, any case), as zipcodes.lookupByState. */
function lookupByState(state: string): ZipPlace[] {
  return Array.from(rowsOfState(state), placeAt)
}

/** Each asked state's city names in upper case, row by row (Florida's 1,500 rows: 60 KB), kept once read. */
const upperCities = new Map<Uint32Array, string[]>()
function upperCitiesOf(stateRows: Uint32Array): string[] {
  let cities = upperCities.get(stateRows)
  if (!cities) {
    const { starts } = rows()
    cities = Array.from(stateRows, (row) => {
      let at = starts[row]!
      for (let tab = 0; tab < 3; tab++) at = PLACES.indexOf('\t', at) + 1
      return PLACES.slice(at, PLACES.indexOf('\t', at)).replaceAll(UNREADABLE, '\ufffd').toUpperCase()
    })
    upperCities.set(stateRows, cities)
  }
  return cities
}

/** The places of a city in a state (case-insensitive), as zipcodes.lookupByName. */
function lookupByName(city: string, state: string): ZipPlace[] {
  const name = city.toUpperCase()
  const stateRows = rowsOfState(state)
  const cities = upperCitiesOf(stateRows)
  return Array.from(stateRows)
    .filter((_, index) => cities[index] === name)
    .map(placeAt)
}

/**
 * The states with a postal city of this name (any case), found by scanning the table's text: for the
 * rare reply that names no Florida place ("florala", "my mom's house in Toledo"), never kept.
 */
function statesWithCity(city: string): string[] {
  const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const found = new Set<string>()
  for (const match of PLACES.matchAll(new RegExp(`\\t${escaped}\\t([A-Z]{2})\\t`, 'gi'))) found.add(match[1]!)
  return [...found]
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

const zipcodes = { lookup, lookupByState, lookupByName, lookupTown, floridaTowns, statesWithCity, states }
export default zipcodes
