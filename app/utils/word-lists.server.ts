// Large word lists the server asks about for its whole life (everyday words for Harper's name
// reader, common passwords for the account forms), held as compactly as they can be asked: read
// once out of their packages and let go, then kept as one sorted string searched by halves
// (issue 25's resident size).
import { createRequire } from 'node:module'

/**
 * A module's export read once and let go. Loaded by a require of its own (createRequire's module
 * lists every module it loads in `children` for as long as it lives), and taken out of require's
 * cache with every module it loaded (a cached module keeps its first `parent`: a shared decompressor
 * held the first list it unpacked). One shared require kept Harper's lists alive: 12 MB.
 */
export function requireOnce<T>(id: string): T {
  const require = createRequire(import.meta.url)
  const before = new Set(Object.keys(require.cache))
  const loaded = require(id) as T
  for (const loadedNow of Object.keys(require.cache)) if (!before.has(loadedNow)) delete require.cache[loadedNow]
  return loaded
}

export type SortedWords = { has(word: string): boolean; size: number }

/**
 * The words, without repeats, sorted and joined into one string with their starts beside it: a word
 * is found by binary search. 100,000 words held this way take about 1.3 MB, where a Set of them
 * took 9.8 MB.
 */
export function sortedWords(words: Iterable<string>): SortedWords {
  const sorted = [...new Set(words)].sort()
  const starts = new Uint32Array(sorted.length + 1)
  let offset = 0
  sorted.forEach((word, index) => {
    starts[index] = offset
    offset += word.length + 1
  })
  starts[sorted.length] = offset
  // (only the string and the starts are kept: the closure below must not hold `sorted`)
  return searchable(`${sorted.join('\n')}\n`, starts)
}

function searchable(text: string, starts: Uint32Array): SortedWords {
  const size = starts.length - 1
  return {
    size,
    has(word: string) {
      let low = 0
      let high = size - 1
      while (low <= high) {
        const middle = (low + high) >> 1
        const found = text.slice(starts[middle]!, starts[middle + 1]! - 1)
        if (found === word) return true
        if (found < word) low = middle + 1
        else high = middle - 1
      }
      return false
    },
  }
}
