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
  ['/ü', '/%C3%BC'],
  ['/blog/\u4e2d?q=a b', '/blog/%E4%B8%AD?q=a%20b'],
  ['/\ud800', '/'],
  ['', '/'],
  [null, '/'],
])('safeRedirect(%j) → %j', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected)
})

test('uses the given fallback', () => {
  expect(safeRedirect('//x', '/affiliate-dashboard')).toBe('/affiliate-dashboard')
})
