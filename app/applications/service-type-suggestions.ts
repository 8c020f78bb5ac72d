import { keptReadings, normalizeText } from '~/harper/understanding.server.ts'
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
const suggested = keptReadings<readonly ServiceType[]>(500)

/** The service types the text suggests, in the order of SERVICE_TYPES; an empty list is a valid answer. */
export function suggestServiceTypesFromDescription(description: string): ServiceType[] {
  const types = suggested(description, () => {
    const text = normalizeText(description)
    return MATCHERS.filter(({ pattern }) => pattern.test(text)).map(({ type }) => type)
  })
  return [...types]
}
