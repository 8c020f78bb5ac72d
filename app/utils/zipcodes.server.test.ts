import pkg from 'zipcodes'
import { expect, test } from 'vitest'
import zipcodes from './zipcodes.server.ts'

// The compact table (scripts/zip-table.ts → app/generated/zip-table.ts) answers exactly as the package.
test('every ZIP and postal code looks up to the package’s place', () => {
  const codes = Object.keys(pkg.codes)
  expect(codes.length).toBeGreaterThan(40_000)
  const differing = codes.filter((code) => JSON.stringify(zipcodes.lookup(code)) !== JSON.stringify(pkg.lookup(code)))
  expect(differing).toEqual([])
  for (const code of ['00000', '3293', '32931-1234', 'K1A 0B1', 'k1a', '']) expect(zipcodes.lookup(code), code).toEqual(pkg.lookup(code))
})

test('states, their places in order, and cities by name are the package’s', () => {
  for (const state of ['FL', 'fl', 'Florida', 'TEXAS', 'ON', 'ontario', 'Yukon Territory', 'XX']) {
    expect(zipcodes.states.normalize(state), state).toBe(pkg.states.normalize(state))
    expect(zipcodes.lookupByState(state), state).toEqual(pkg.lookupByState(state))
  }
  expect(zipcodes.states.abbr).toEqual(pkg.states.abbr)
  for (const [city, state] of [
    ['Cocoa Beach', 'FL'],
    ['tampa', 'Florida'],
    ['MIAMI', 'fl'],
    ['Toronto', 'ON'],
    ['Atlantis', 'FL'],
  ] as const) {
    expect(zipcodes.lookupByName(city, state), city).toEqual(pkg.lookupByName(city, state))
  }
})
