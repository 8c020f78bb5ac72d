import { expect, test } from 'vitest'
import { suggestServiceTypesFromDescription } from './service-type-suggestions.ts'

test('trade words in a description suggest the matching service types', () => {
  expect(suggestServiceTypesFromDescription('Residential roof repair, shingle replacement and gutter cleaning')).toEqual(['Roofing'])
  expect(suggestServiceTypesFromDescription('Trenchless CIPP lining of sewer pipes')).toEqual(['Plumbing', 'CIPP Pipe Repair'])
  expect(suggestServiceTypesFromDescription('Sea wall and dock repair on the Banana River')).toEqual(['Seawall Construction'])
})

test('words are matched whole, so a part of a word suggests nothing', () => {
  expect(suggestServiceTypesFromDescription('We are proofreaders and panelists')).toEqual([])
  expect(suggestServiceTypesFromDescription('')).toEqual([])
})
