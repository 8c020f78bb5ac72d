import { expect, test } from 'vitest'
import { suggestServiceTypesFromDescription } from './service-type-suggestions.ts'

test('trade words in a description suggest the matching service types', () => {
  expect(suggestServiceTypesFromDescription('Residential roof repair, shingle replacement and gutter cleaning')).toEqual(['Roofing'])
  // trenchless lining is CIPP, not plumbing (Harper's label rules)
  expect(suggestServiceTypesFromDescription('Trenchless CIPP lining of sewer pipes')).toEqual(['CIPP Pipe Repair'])
  expect(suggestServiceTypesFromDescription('Plumbing, water heaters and drain cleaning; also AC installs and electrical panel upgrades')).toEqual([
    'Plumbing',
    'Electrical',
    'HVAC',
  ])
  // the same vocabulary as Harper's, Spanish included
  expect(suggestServiceTypesFromDescription('Techos y reparación de goteras')).toEqual(['Roofing'])
  expect(suggestServiceTypesFromDescription('Sea wall and dock repair on the Banana River')).toEqual(['Seawall Construction'])
})

test('words are matched whole, so a part of a word suggests nothing', () => {
  expect(suggestServiceTypesFromDescription('We are proofreaders and panelists')).toEqual([])
  expect(suggestServiceTypesFromDescription('')).toEqual([])
})
