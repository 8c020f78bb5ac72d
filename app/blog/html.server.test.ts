import { describe, expect, test } from 'vitest'
import { htmlToText, readingTimeMinutes, sanitizePostHtml, searchTextFor } from './html.server.ts'

describe('sanitizePostHtml', () => {
  test.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    [
      '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="roof">',
      '<img src="https://cdn.example/a.png" alt="roof" loading="lazy" decoding="async" />',
    ],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="http://cdn.example/a.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"><script>alert(2)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">a</p>', '<p>a</p>'],
  ])('%s', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output)
  })

  test('external links get rel=noopener noreferrer; internal links stay as they are', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizePostHtml('<a href="/cipp-pipe-repair">x</a>')).toBe('<a href="/cipp-pipe-repair">x</a>')
  })

  test('the article allowlist is kept: headings, lists, quotes, code, tables', () => {
    const html =
      '<h2>A</h2><h3>B</h3><ul><li><strong>c</strong></li></ul><ol><li><em>d</em></li></ol><blockquote>e</blockquote><pre><code>f</code></pre><table><thead><tr><th>g</th></tr></thead><tbody><tr><td>h</td></tr></tbody></table>'
    expect(sanitizePostHtml(html)).toBe(html)
  })

  test('an h1 in the body becomes an h2 (the page has one h1)', () => {
    expect(sanitizePostHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>')
  })
})

describe('text, reading time and search text', () => {
  test('block boundaries separate words; entities are decoded', () => {
    expect(htmlToText('<p>Caf&eacute; &amp; roofs</p><p>Next</p>')).toBe('Café & roofs Next')
  })
  test('about 200 words a minute, at least 1', () => {
    expect(readingTimeMinutes('word')).toBe(1)
    expect(readingTimeMinutes('word '.repeat(1000))).toBe(5)
  })
  test('search text is lower-cased beyond ASCII and leaves tags out', () => {
    expect(searchTextFor({ title: 'ÉCOLE Roofs', excerpt: 'Über', content: '<p><strong>Strong</strong> winds</p>' })).toBe(
      'école roofs \n über \n strong winds',
    )
  })
})
