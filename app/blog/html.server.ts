import sanitizeHtml from 'sanitize-html'
import { truncateText } from '~/utils/misc.ts'

// Post content is HTML written by admins in the editor (or pasted). It is cleaned with one
// allowlist when saved and again when rendered, so a row written by another path (an old import,
// a direct SQL fix) is still inert on the page. docs/decisions/0015-blog-cms.md.

const ARTICLE_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]

const EXTERNAL_REL = 'noopener noreferrer'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    // loading/decoding are set by the transform below; attributes are filtered after transforms
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // links: the web, mail and phone; images only over https (or a path on this site)
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // h1 is the page's title: a heading 1 in the body becomes a section heading
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:/i.test(href)
      const { rel: _rel, ...rest } = attribs
      return { tagName, attribs: external ? { ...rest, rel: EXTERNAL_REL } : rest }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // an image must come over https or from this site; anything else (relative, data:, http:) is dropped
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ''),
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** The text of the HTML, whitespace collapsed (for search, excerpts and reading time). */
export function htmlToText(html: string): string {
  // a space before each block boundary keeps words of adjacent paragraphs apart
  const spaced = html.replace(/<\/?(p|h[1-6]|li|br|div|td|th|tr|blockquote|pre|figcaption)\b[^>]*>/gi, ' $&')
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const WORDS_PER_MINUTE = 200

export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/**
 * The lower-cased text a search matches: title, excerpt and the content's text. Stored in
 * BlogPost.searchText so that one `contains` on lower-cased input gives the same rows on SQLite
 * (whose LIKE folds ASCII only) and PostgreSQL (whose LIKE folds nothing).
 */
export function searchTextFor(post: { title: string; excerpt?: string | null; content: string }): string {
  return [post.title, post.excerpt ?? '', htmlToText(post.content)].join(' \n ').toLowerCase()
}

export function normalizeSearchQuery(q: string | null | undefined): string {
  return truncateText((q ?? '').trim().replace(/\s+/g, ' '), 100)
}
