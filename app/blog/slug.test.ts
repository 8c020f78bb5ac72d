import { describe, expect, test } from 'vitest'
import { slugify, uniqueSlug } from './slug.ts'

describe('slugify (spec §5)', () => {
  test.each([
    ['CIPP Lining vs. Trenching: Which Is Right?', 'cipp-lining-vs-trenching-which-is-right'],
    ['  Hurricane   Season -- Roof Prep!  ', 'hurricane-season-roof-prep'],
    ["Don't Ignore Foundation Cracks", 'dont-ignore-foundation-cracks'],
    ['Café & Crème Brûlée', 'cafe-creme-brulee'],
    ['Seawalls 101 (2026 Edition)', 'seawalls-101-2026-edition'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  test('long titles are cut at a word boundary without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(96)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('uniqueSlug', () => {
  test('a free slug is kept', () => {
    expect(uniqueSlug('roof-prep', ['roof-prep-guide'])).toBe('roof-prep')
  })
  test('a taken slug gets the first free numeric suffix', () => {
    expect(uniqueSlug('roof-prep', ['roof-prep'])).toBe('roof-prep-2')
    expect(uniqueSlug('roof-prep', ['roof-prep', 'roof-prep-2', 'roof-prep-4'])).toBe('roof-prep-3')
  })
})
