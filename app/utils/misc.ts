import { clsx, type ClassValue } from 'clsx'

/**
 * Compose class names (conditionals, arrays, objects) with `clsx`. Classes are only joined, never
 * merged: a caller must not pass a utility that conflicts with one the component already sets
 * (`px-3` on top of `px-4`) — the stylesheet, not the order in the string, would decide which wins.
 * Offer a variant or an explicit prop instead (docs/decisions/0026, "JavaScript per page").
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}

/**
 * `text` cut to at most `max` UTF-16 code units on a code point boundary: a cut never leaves half
 * of a surrogate pair (an emoji), and a lone surrogate already in the text becomes U+FFFD. A lone
 * surrogate is not valid Unicode: Prisma's JSON and PostgreSQL's text refuse it (a 500).
 */
export function truncateText(text: string, max: number): string {
  let cut = text.length <= max ? text : text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  if (cut.length < text.length && last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut.replace(LONE_SURROGATE, '\ufffd')
}

/** a high surrogate not followed by a low one, or a low one not preceded by a high one */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
