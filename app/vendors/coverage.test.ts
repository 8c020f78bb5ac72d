import { describe, expect, test } from 'vitest'
import { CELL_DEGREES, cellBounds, cellOf, COVER_SLACK_MILES, coverageCells, MAX_CELLS_PER_VENDOR, WIDE_AREA_CELL } from './coverage.ts'
import { distanceMiles, type GeoPoint } from './search.ts'

type Vendor = GeoPoint & { serviceRadiusMiles: number }

/** The nearest point of a cell to a place (fine for the small cells of these tests), the cell taken on the place's side of ±180°. */
function nearestPoint(cell: number, point: GeoPoint): GeoPoint {
  const bounds = cellBounds(cell)
  const shift = point.longitude - bounds.maxLongitude > 180 ? 360 : bounds.minLongitude - point.longitude > 180 ? -360 : 0
  return {
    latitude: Math.min(Math.max(point.latitude, bounds.minLatitude), bounds.maxLatitude),
    longitude: Math.min(Math.max(point.longitude, bounds.minLongitude + shift), bounds.maxLongitude + shift),
  }
}

/** Points on rings out to the radius, and just inside its edge. */
function pointsServedBy(vendor: Vendor): GeoPoint[] {
  const points: GeoPoint[] = []
  const milesPerDegree = 69.09
  for (const fraction of [0, 0.25, 0.5, 0.75, 0.9, 0.99, 0.9999]) {
    for (let step = 0; step < 72; step++) {
      const angle = (step / 72) * 2 * Math.PI
      const miles = vendor.serviceRadiusMiles * fraction
      const latitude = vendor.latitude + (miles * Math.cos(angle)) / milesPerDegree
      const longitude = vendor.longitude + (miles * Math.sin(angle)) / (milesPerDegree * Math.cos((latitude * Math.PI) / 180))
      if (distanceMiles(vendor, { latitude, longitude }) <= vendor.serviceRadiusMiles) points.push({ latitude, longitude })
    }
  }
  return points
}

const VENDORS: Array<[string, Vendor]> = [
  ['Melbourne, 35 mi', { latitude: 28.0836, longitude: -80.6081, serviceRadiusMiles: 35 }],
  ['Key West, 15 mi', { latitude: 24.5551, longitude: -81.78, serviceRadiusMiles: 15 }],
  ['on a cell corner, 10 mi', { latitude: 28, longitude: -81, serviceRadiusMiles: 10 }],
  ['just inside a cell edge, 1 mi', { latitude: 27.9999, longitude: -80.5001, serviceRadiusMiles: 1 }],
  ['Pensacola, 120 mi', { latitude: 30.4213, longitude: -87.2169, serviceRadiusMiles: 120 }],
  ['across the antimeridian, 40 mi', { latitude: 51.88, longitude: 179.9, serviceRadiusMiles: 40 }],
]

describe('coverageCells', () => {
  test.each(VENDORS)('%s: every place the vendor serves lies in one of its cells', (_name, vendor) => {
    const cells = new Set(coverageCells(vendor))
    for (const point of pointsServedBy(vendor)) expect(cells.has(cellOf(point)), JSON.stringify(point)).toBe(true)
  })

  test.each(VENDORS)('%s: and no cell is listed that the circle does not reach', (_name, vendor) => {
    for (const cell of coverageCells(vendor)) {
      expect(distanceMiles(vendor, nearestPoint(cell, vendor))).toBeLessThanOrEqual(vendor.serviceRadiusMiles + COVER_SLACK_MILES + 0.01)
    }
  })

  test('the cells are exactly the ones whose nearest point is within the radius (checked against every cell nearby)', () => {
    const vendor = { latitude: 28.0836, longitude: -80.6081, serviceRadiusMiles: 35 }
    const expected: number[] = []
    for (let latitude = 26.01; latitude < 30.2; latitude += CELL_DEGREES) {
      for (let longitude = -82.99; longitude < -78.2; longitude += CELL_DEGREES) {
        const cell = cellOf({ latitude, longitude })
        if (distanceMiles(vendor, nearestPoint(cell, vendor)) <= vendor.serviceRadiusMiles + COVER_SLACK_MILES) expected.push(cell)
      }
    }
    expect(coverageCells(vendor)).toEqual(expected.sort((a, b) => a - b))
  })

  test('a zero radius covers the cell of the centre; a centre on a corner covers the four cells meeting there', () => {
    expect(coverageCells({ latitude: 28.1, longitude: -80.6, serviceRadiusMiles: 0 })).toEqual([cellOf({ latitude: 28.1, longitude: -80.6 })])
    const corner = coverageCells({ latitude: 28, longitude: -81, serviceRadiusMiles: 0 })
    expect(corner).toHaveLength(4)
    for (const [dLat, dLon] of [
      [0.01, 0.01],
      [-0.01, 0.01],
      [0.01, -0.01],
      [-0.01, -0.01],
    ]) {
      expect(corner).toContain(cellOf({ latitude: 28 + dLat!, longitude: -81 + dLon! }))
    }
  })

  test('a radius just short of the next cell does not reach it; one mile more does', () => {
    // the centre sits 10 miles (by latitude) south of a cell edge
    const edge = 28.5
    const latitude = edge - 10 / 69.09
    const north = cellOf({ latitude: edge + 0.01, longitude: -80.75 })
    expect(coverageCells({ latitude, longitude: -80.75, serviceRadiusMiles: 9 })).not.toContain(north)
    expect(coverageCells({ latitude, longitude: -80.75, serviceRadiusMiles: 10 })).toContain(north)
  })

  test('large radii: more cells as the circle grows, then the wide-area key instead of a long list', () => {
    const counts = [25, 50, 100, 200].map((miles) => coverageCells({ latitude: 28.08, longitude: -80.6, serviceRadiusMiles: miles }).length)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(counts.at(-1)).toBeLessThanOrEqual(MAX_CELLS_PER_VENDOR)
    expect(coverageCells({ latitude: 28.08, longitude: -80.6, serviceRadiusMiles: 500 })).toEqual([WIDE_AREA_CELL])
    // a circle around a pole holds every longitude
    expect(coverageCells({ latitude: 89.9, longitude: 10, serviceRadiusMiles: 20 })).toEqual([WIDE_AREA_CELL])
  })

  test('longitudes wrap: a circle across the antimeridian lists cells on both sides', () => {
    const cells = coverageCells({ latitude: 51.88, longitude: 179.9, serviceRadiusMiles: 40 })
    expect(cells).toContain(cellOf({ latitude: 51.88, longitude: -179.9 }))
    expect(cells).toContain(cellOf({ latitude: 51.88, longitude: 179.9 }))
    expect(cellOf({ latitude: 10, longitude: 180 })).toBe(cellOf({ latitude: 10, longitude: -180 }))
  })
})
