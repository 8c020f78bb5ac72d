import { expect, test } from 'vitest'
import { LONE_SURROGATE, truncateText } from './misc.ts'

const wellFormed = (text: string) => !new RegExp(LONE_SURROGATE.source).test(text)

test('truncateText cuts on a code point boundary and never leaves a lone surrogate', () => {
  expect(truncateText('abcdef', 3)).toBe('abc')
  expect(truncateText('abc', 10)).toBe('abc')
  // 😀 is two code units: a cut between them drops the whole character
  expect(truncateText('😀😀😀', 3)).toBe('😀')
  expect(truncateText('😀😀😀', 4)).toBe('😀😀')
  expect(truncateText('a😀', 2)).toBe('a')
  for (let max = 0; max < 12; max++) expect(wellFormed(truncateText('😀x😀y😀'.repeat(2), max))).toBe(true)
  // a lone surrogate sent by a client is replaced, not stored
  expect(truncateText('a\ud800b', 10)).toBe('a\ufffdb')
  expect(truncateText('😀'.repeat(300), 255)).toBe('😀'.repeat(127))
})
