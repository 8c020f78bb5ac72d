// Given names people write (English and Spanish lists of the zxcvbn-ts language packages, about
// 6,000 names). Used only where nothing but the word itself can tell a name from an everyday word:
// a word closing a message on its own ("… Tampa. Ray"), never to refuse a name the user gives
// with a cue ("my name is Yoli"). Only the two name lists are loaded, not the packages' other
// dictionaries (those take half a second to unpack).
import englishFirstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs'
import spanishFirstNames from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs'

const FIRST_NAMES = new Set<string>([...englishFirstNames, ...spanishFirstNames])

/** A known given name, compared without case or accents ("Sebastián" → sebastian). */
export function isKnownFirstName(word: string) {
  return FIRST_NAMES.has(
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  )
}
