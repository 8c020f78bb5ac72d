// Given names people write: the English and Spanish lists of the zxcvbn-ts language packages
// (about 6,000 names, few short ones) and of human-names (popular names with the short forms
// people sign with: Jim, Mike, Greg, Chuck). Used only where nothing but the word itself can tell
// a name from an everyday word: a word closing a message on its own ("… Tampa. Ray"), never to
// refuse a name the user gives with a cue ("my name is Yoli"). Only the name lists are loaded, not
// the zxcvbn packages' other dictionaries (those take half a second to unpack) until a bare word
// needs them (isEverydayWord).
import englishFirstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs'
import spanishFirstNames from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs'
import { requireOnce, sortedWords, type SortedWords } from '~/utils/word-lists.server.ts'

const popularNames = ['male-human-names-en', 'female-human-names-en', 'male-human-names-es', 'female-human-names-es'].flatMap((list) =>
  requireOnce<string[]>(`human-names/data/${list}.json`),
)

/**
 * Popular names that are first of all everyday words: alone at the end of a message they are more
 * likely the word ("… hurricane season. Hope", "Will"). Spelled out by a cue they are still names.
 */
const WORDS_BEFORE_NAMES = new Set(
  `don will said guy may haven hope chance promise honey lucky buddy peace rock america miles blue rich star cash honor bear art cat mark
  london sky prince summer paris river faith justice heaven journey stone rose van princess storm sugar page ocean forest angel snow
  spring joy precious miracle mercy lake india trace chase april june july august destiny candy dawn wolf apple charity link boston
  grant honour diamond tiger patience blessing bay penny hunter daisy ruby holly chip sandy brook sunny rusty woody misty autumn
  una al ella mira han les van cara luz deja mia sol alma dulce bonita esperanza estrella luna isla reina nena rico linda cierra nieve
  charla bella dale maximo cruz paz mar rosario dolores angeles socorro pilar`.split(/\s+/),
)

const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const LISTED_NAMES = new Set<string>([...englishFirstNames, ...spanishFirstNames])
const POPULAR_NAMES = new Set<string>(popularNames.map(plain).filter((name) => !WORDS_BEFORE_NAMES.has(name)))

/**
 * A known given name, compared without case or accents ("Sebastián" → sebastian). `popular: false`
 * asks the zxcvbn lists alone, as the place reader does: a town standing alone that only the
 * popular list knows as a name ("… Quincy", "Jay") is read as the town.
 */
export function isKnownFirstName(word: string, { popular = true } = {}) {
  const name = plain(word)
  return LISTED_NAMES.has(name) || (popular && POPULAR_NAMES.has(name))
}

/** The everyday words, kept sorted in one string (app/utils/word-lists.server.ts). */
let everydayWords: SortedWords | undefined

/**
 * A word of everyday English or Spanish (the zxcvbn-ts frequency lists of film subtitles and
 * Wikipedia, about 100,000 words, unpacked on first use in about 60 ms; the server does it at
 * start with the classifier). A capitalised word standing alone that is none of these, and no place
 * or trade, is most likely a name the lists do not know ("Dayana", "Sherlie").
 */
export function isEverydayWord(word: string) {
  return loadEverydayWords().has(plain(word))
}

/** Unpacks the word lists now rather than in the first chat that needs them (the server calls it at start). */
export function loadEverydayWords() {
  everydayWords ??= sortedWords(
    ['language-en/dist/commonWords', 'language-en/dist/wikipedia', 'language-es-es/dist/commonWords']
      .flatMap((list) => requireOnce<string[]>(`@zxcvbn-ts/${list}.json.cjs`))
      // (subtitle debris past Latin-1 — "‐yeah", "yοu" with a Greek ο — 100 of 125,000 words: left
      // out, V8 keeps the words' text at one byte a character instead of two)
      .filter((word) => /^[\0-\xff]*$/.test(word)),
  )
  return everydayWords
}

/**
 * The surnames of the zxcvbn-ts English list ("Parker", "Whitfield"), for the caller to use and let
 * go: the place index asks once, at start, which towns are named like people (6 MB if kept).
 */
export function knownSurnames(): Set<string> {
  return new Set(requireOnce<string[]>('@zxcvbn-ts/language-en/dist/lastnames.json.cjs').map(plain))
}
