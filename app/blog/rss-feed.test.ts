import { describe, expect, test } from 'vitest'
import { htmlEntitiesDecoded, readRssFeed } from '../../tests/fixtures/rss-reader.ts'
import { renderRssFeed, xmlCharactersOnly, type RssItem } from './rss-feed.ts'

const channel = {
  title: 'Harper Home Blog',
  link: 'https://harper.test/blog',
  selfLink: 'https://harper.test/blog/rss.xml',
  description: 'Guides & more',
  language: 'en-US',
  copyright: '© 2026 Harper Home',
  lastBuildDate: new Date('2026-11-20T12:00:00Z'),
}

// Every way a text could end a CDATA section, open an element or break the document: `]]>` several
// times, an XHTML script element, entities, a CDATA opener, controls, U+FFFE/U+FFFF, lone surrogates
// (only a string built in code carries them), emoji (surrogate pairs, kept) and a carriage return.
const HOSTILE =
  'A ]]> <script>alert(1)</script> ]]> <h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(2)</h:script> ]]]]> ' +
  'Tom & Jerry &amp; &lt; &#60; \'quoted\' "double" <![CDATA[ x ]]> \u0000\u0001\u0008\u000b\u000c\u001f\ufffe\uffff 🏠🌴 \ud800 \udfff x\ud83d end\r\n'
const HOSTILE_AS_XML_CAN_CARRY =
  'A ]]> <script>alert(1)</script> ]]> <h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(2)</h:script> ]]]]> ' +
  'Tom & Jerry &amp; &lt; &#60; \'quoted\' "double" <![CDATA[ x ]]>  🏠🌴   x end\r\n'

const hostileItem: RssItem = {
  title: HOSTILE,
  link: 'https://harper.test/blog/a',
  publishedAt: new Date('2026-11-19T08:00:00Z'),
  summary: HOSTILE,
  contentHtml: `<p>${HOSTILE}</p>`,
  authorName: HOSTILE,
  categories: [HOSTILE, 'Roofing'],
}

describe('renderRssFeed', () => {
  test('hostile titles, excerpts, content, authors and categories give a well-formed feed with no foreign element', () => {
    const feed = readRssFeed(renderRssFeed(channel, [hostileItem, { ...hostileItem, link: 'https://harper.test/blog/b' }]))
    expect(feed.foreignElements).toEqual([])
    expect(feed.elements.some((key) => key.endsWith(' script'))).toBe(false)
    expect(feed.items).toHaveLength(2)
  })

  test('each text reads back as written, less the characters XML cannot carry', () => {
    const [item] = readRssFeed(renderRssFeed(channel, [hostileItem])).items
    expect(item!.title).toBe(HOSTILE_AS_XML_CAN_CARRY)
    expect(htmlEntitiesDecoded(item!.description)).toBe(HOSTILE_AS_XML_CAN_CARRY)
    expect(item!.content).toBe(`<p>${HOSTILE_AS_XML_CAN_CARRY}</p>`)
    expect(item!.creator).toBe(HOSTILE_AS_XML_CAN_CARRY)
    expect(item!.categories).toEqual([HOSTILE_AS_XML_CAN_CARRY, 'Roofing'])
    expect(item!.link).toBe('https://harper.test/blog/a')
  })

  test('the excerpt is plain text: a reader taking the description as HTML shows tags as text', () => {
    const [item] = readRssFeed(renderRssFeed(channel, [{ ...hostileItem, summary: '<img src=x onerror=alert(1)> & more' }])).items
    expect(item!.description).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more')
  })

  test('a feed without posts, or a post without an excerpt, is well-formed too', () => {
    expect(readRssFeed(renderRssFeed(channel, [])).items).toEqual([])
    const [item] = readRssFeed(renderRssFeed(channel, [{ ...hostileItem, summary: null }])).items
    expect(item!.description).toBe('')
  })

  test('xmlCharactersOnly keeps tab, LF, CR, astral characters and U+FFFD; drops controls, U+FFFE/U+FFFF and lone surrogates', () => {
    expect(xmlCharactersOnly('\t\n\r a\u0000\u0007\u001f\u007f é\ufffd\ufffe\uffff 🏠\udc00\ud800')).toBe('\t\n\r a\u007f é\ufffd 🏠')
  })
})
