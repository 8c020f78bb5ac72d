import { normalizeText } from '~/harper/understanding.server.ts'
import { TRADE_VOCABULARY } from '~/harper/vocabulary.ts'
import { SERVICE_TYPES, type ServiceType } from '~/marketplace/value-sets.ts'

// The trades a vendor application's "services offered" text names, read with Harper's trade
// vocabulary (one list of trade words for the whole product, English and Spanish). Only the words
// that settle a trade on their own count: a suggestion the admin then confirms or adjusts.
const MATCHERS = SERVICE_TYPES.map((type) => ({
  type,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${TRADE_VOCABULARY[type].strong.join('|')})(?![\\p{L}\\p{N}])`, 'u'),
}))

// The admin dashboard asks again for the same pending applications on every view, and the ten
// patterns are long: answers are kept per text, a bounded few (the oldest dropped first).
const SUGGESTIONS_KEPT = 500
const suggested = new Map<string, readonly ServiceType[]>()

/** The service types the text suggests, in the order of SERVICE_TYPES; an empty list is a valid answer. */
export function suggestServiceTypesFromDescription(description: string): ServiceType[] {
  let types = suggested.get(description)
  if (!types) {
    const text = normalizeText(description)
    types = MATCHERS.filter(({ pattern }) => pattern.test(text)).map(({ type }) => type)
    if (suggested.size >= SUGGESTIONS_KEPT) suggested.delete(suggested.keys().next().value!)
    suggested.set(description, types)
  }
  return [...types]
}
