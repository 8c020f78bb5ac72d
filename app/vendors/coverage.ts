// The coarse geographic key of matching (docs/decisions/0013): the globe cut into cells of
// CELL_DEGREES × CELL_DEGREES, and for each vendor the cells its service circle reaches. A
// search reads the vendors listed under the searched place's cell (and the wide-area key), so it
// touches one index range instead of a latitude band; the exact radius check still runs after.
// Pure, so the rule is unit-tested alone; ./profiles.server.ts writes the cells.
import { distanceMiles, EARTH_RADIUS_MILES, type GeoPoint } from './search.ts'

/** About 35 × 30 miles in Florida: a 35-mile circle covers ~9 cells (docs/decisions/0013 for the choice). */
export const CELL_DEGREES = 0.5
const ROWS = Math.round(180 / CELL_DEGREES)
const COLUMNS = Math.round(360 / CELL_DEGREES)
/**
 * A circle that would cover more cells than this (a radius over ~300 miles in Florida, or one
 * near a pole) is listed once under WIDE_AREA_CELL instead, which every search also reads.
 */
export const MAX_CELLS_PER_VENDOR = 300
export const WIDE_AREA_CELL = -1
/** Cells whose nearest point is within radius + this: rounding never drops a vendor the exact check keeps. */
export const COVER_SLACK_MILES = 0.5

const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180
const rowOf = (latitude: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)))
const wrapColumn = (column: number) => ((column % COLUMNS) + COLUMNS) % COLUMNS
const cellId = (row: number, column: number) => row * COLUMNS + wrapColumn(column)

/** The cell a place lies in (the key a search reads, with WIDE_AREA_CELL). */
export function cellOf(point: GeoPoint): number {
  return cellId(rowOf(point.latitude), Math.floor((point.longitude + 180) / CELL_DEGREES))
}

/** The cell's corners, for tests and for explaining a cover. */
export function cellBounds(cell: number) {
  const row = Math.floor(cell / COLUMNS)
  const column = cell % COLUMNS
  const minLatitude = row * CELL_DEGREES - 90
  const minLongitude = column * CELL_DEGREES - 180
  return { minLatitude, maxLatitude: minLatitude + CELL_DEGREES, minLongitude, maxLongitude: minLongitude + CELL_DEGREES }
}

/**
 * The cells a vendor's circle covers: every cell whose nearest point lies within its radius
 * (+ COVER_SLACK_MILES) of its centre — so any place the vendor serves lies in one of them —
 * in ascending order; or [WIDE_AREA_CELL] when there would be more than MAX_CELLS_PER_VENDOR.
 */
export function coverageCells(vendor: GeoPoint & { serviceRadiusMiles: number }): number[] {
  const reach = Math.max(0, vendor.serviceRadiusMiles) + COVER_SLACK_MILES
  const latitudeReach = reach / MILES_PER_DEGREE
  const firstRow = rowOf(vendor.latitude - latitudeReach)
  const lastRow = rowOf(vendor.latitude + latitudeReach)
  // the circle's widest longitude span, asin(sin d / cos φ); all columns when it holds a pole
  const angle = reach / EARTH_RADIUS_MILES
  const cosine = Math.cos((vendor.latitude * Math.PI) / 180)
  const longitudeReach = angle < Math.PI / 2 && Math.sin(angle) < cosine ? (Math.asin(Math.sin(angle) / cosine) * 180) / Math.PI + 1e-9 : 180
  const firstColumn = Math.floor((vendor.longitude - longitudeReach + 180) / CELL_DEGREES)
  const lastColumn = Math.min(firstColumn + COLUMNS - 1, Math.floor((vendor.longitude + longitudeReach + 180) / CELL_DEGREES))

  const cells = new Set<number>()
  for (let row = firstRow; row <= lastRow; row++) {
    const minLatitude = row * CELL_DEGREES - 90
    const latitude = Math.min(Math.max(vendor.latitude, minLatitude), minLatitude + CELL_DEGREES)
    for (let column = firstColumn; column <= lastColumn; column++) {
      const minLongitude = column * CELL_DEGREES - 180
      const longitude = Math.min(Math.max(vendor.longitude, minLongitude), minLongitude + CELL_DEGREES)
      if (distanceMiles(vendor, { latitude, longitude }) > reach) continue
      cells.add(cellId(row, column))
      if (cells.size > MAX_CELLS_PER_VENDOR) return [WIDE_AREA_CELL]
    }
  }
  return [...cells].sort((a, b) => a - b)
}
