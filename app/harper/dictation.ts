// Punctuation said aloud by people who dictate ("… the chimney period I'm in Stuart", "is it free
// question mark"). One rule for every reader of a message: understanding, consent and emergencies.

/**
 * The message with its dictated punctuation written as marks. "question mark" and "exclamation
 * point" are read wherever they stand (nobody types them for their own sake); "period", "comma" and
 * "colon" only in a message that has no punctuation of its own ("a grace period" stays a word).
 */
export function withDictatedPunctuation(message: string): string {
  const marked = message.replace(/\s+question ?mark\b/gi, '?').replace(/\s+exclamation (?:point|mark)\b/gi, '!')
  if (/[.,!?;:]/.test(message) || !/\s(?:period|comma|full stop)\b/i.test(marked)) return marked
  return marked
    .replace(/\s+(?:period|full stop)\b/gi, '.')
    .replace(/\s+comma\b/gi, ',')
    .replace(/\s+colon\b/gi, ':')
}
