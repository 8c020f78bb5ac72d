// The blog's RSS 2.0 document, written here rather than by a library: every text goes through one
// escape, so a post's title, excerpt, content, author, category or tag can never end a CDATA
// section or open an element (the `feed` library wrapped them in CDATA and split only the first
// `]]>`, so a title with two injected markup). No CDATA at all: `&`, `<`, `>` are escaped, and the
// characters XML 1.0 cannot carry are dropped, so the feed is always well-formed and inert.

export type RssChannel = {
  title: string
  link: string
  selfLink: string
  description: string
  language: string
  copyright: string
  lastBuildDate: Date
}

export type RssItem = {
  title: string
  link: string
  publishedAt: Date
  /** plain text (the post's excerpt); a reader takes `<description>` as HTML, so it is escaped as HTML too */
  summary: string | null
  /** sanitised HTML (app/blog/html.server.ts) */
  contentHtml: string
  authorName: string
  categories: string[]
}

/** XML 1.0's Char production: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** `text` without the characters XML 1.0 cannot carry: controls, lone surrogates, U+FFFE/U+FFFF. */
export function xmlCharactersOnly(text: string) {
  return text.replace(NOT_XML_CHARACTER, '')
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' }

/** Text (or an attribute value in double quotes) as XML; a CR is kept as a reference, which parsers do not fold into LF. */
function xmlText(text: string) {
  return xmlCharactersOnly(text).replace(/[&<>"\r]/g, (char) => XML_ESCAPES[char]!)
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function htmlText(text: string) {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`

function itemXml(item: RssItem) {
  const lines = [
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="false">${xmlText(item.link)}</guid>`,
    element('pubDate', item.publishedAt.toUTCString()),
    ...(item.summary ? [element('description', htmlText(item.summary))] : []),
    element('content:encoded', item.contentHtml),
    element('dc:creator', item.authorName),
    ...item.categories.map((category) => element('category', category)),
  ]
  return `<item>\n${lines.map((line) => `  ${line}\n`).join('')}</item>`
}

export function renderRssFeed(channel: RssChannel, items: RssItem[]): string {
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('copyright', channel.copyright),
    element('lastBuildDate', channel.lastBuildDate.toUTCString()),
    element('docs', 'https://validator.w3.org/feed/docs/rss2.html'),
    `<atom:link href="${xmlText(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
  ]
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    ...head,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
