import { expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

test.each([
  ['/admin-dashboard', '/admin-dashboard'],
  ['/blog?page=2#top', '/blog?page=2#top'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['https://evil.example/', '/'],
  ['javascript:alert(1)', '/'],
  ['/path\nwith-newline', '/'],
  ['', '/'],
  [null, '/'],
])('safeRedirect(%j) → %j', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected)
})

test('uses the given fallback', () => {
  expect(safeRedirect('//x', '/affiliate-dashboard')).toBe('/affiliate-dashboard')
})
