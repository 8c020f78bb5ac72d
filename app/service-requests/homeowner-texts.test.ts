import { expect, test } from 'vitest'
import { HOMEOWNER_TEXTS, homeownerLanguage } from './homeowner-texts.ts'

test('a stored language is read as one we write in; anything else is English', () => {
  expect(['es', 'en', null, undefined, 'fr', 'ES', ''].map(homeownerLanguage)).toEqual(['es', 'en', 'en', 'en', 'en', 'en', 'en'])
})

test('the Spanish date is written the Latin-American way', () => {
  expect(HOMEOWNER_TEXTS.es.date(new Date('2026-03-05T12:00:00Z'))).toBe('5 de marzo de 2026')
  expect(HOMEOWNER_TEXTS.en.date(new Date('2026-03-05T12:00:00Z'))).toBe('Mar 5, 2026')
})
