// A naive Bayes reading of the trade and of who is writing, learnt from the intake corpus others
// wrote (app/harper/corpus/train.jsonl and dev.jsonl; the held-out test split lives in tests/ and
// is never read here). Character 3–5-grams and words, so a typo, a Spanish plural or a
// voice-to-text slip ("a see unit", "sync hole") still shares most of its features with the words
// it stands for. It backs the rules up, never overrides a reading they are sure of
// (understanding.server.ts says where): the rules name the job when they can; the model answers
// only when they find none, and turns a "consumer" that is only the rules' default into "vendor".
// Why a model of our own, in fifty lines, and not a package: docs/decisions/0038.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

type Label = string
const NONE = 'none'
const SMOOTHING = 0.1

/**
 * A model over one shared feature index (features seen in at least MIN_CHATS chats): per label its
 * prior, its total count and, in one flat array, its count of each feature. Dense arrays rather than
 * a map per label: the same counts in a fifth of the memory (issue 25's resident-size budget).
 */
type Features = { index: Map<string, number>; size: number }
type Model = { labels: Label[]; priors: number[]; totals: Float64Array; counts: Float32Array; features: Features }

function normalise(text: string) {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

function featuresOf(text: string): Map<string, number> {
  const padded = normalise(text)
  const features = new Map<string, number>()
  const add = (feature: string) => features.set(feature, (features.get(feature) ?? 0) + 1)
  for (let size = 3; size <= 5; size++) for (let start = 0; start + size <= padded.length; start++) add(padded.slice(start, start + size))
  for (const word of padded.trim().split(' ')) if (word) add(`w:${word}`)
  return features
}

/** A feature seen in a single chat says more about that chat than about its label: it is left out. */
const MIN_CHATS = 2

/**
 * Both models learnt in one pass over the chats, each chat's n-grams read once and kept only as
 * numbers (a provisional id and a count per feature): every chat's n-gram map held at once came to
 * several hundred megabytes past 9,000 chats, over the server's 256 MB heap, and reading every
 * chat twice doubled the server's start. Features seen in fewer than MIN_CHATS chats are then left out.
 */
function train(texts: string[], labelsOf: Record<'serviceType' | 'userType', Label[]>) {
  const provisional = new Map<string, number>()
  let seenIn = new Uint32Array(1 << 16)
  const chats = texts.map((text) => {
    const features = featuresOf(text)
    const ids = new Int32Array(features.size)
    const counts = new Uint16Array(features.size)
    let at = 0
    for (const [feature, count] of features) {
      let id = provisional.get(feature)
      if (id === undefined) {
        id = provisional.size
        provisional.set(feature, id)
        if (id >= seenIn.length) {
          const grown = new Uint32Array(seenIn.length * 2)
          grown.set(seenIn)
          seenIn = grown
        }
      }
      seenIn[id]! += 1
      ids[at] = id
      counts[at] = Math.min(count, 0xffff)
      at++
    }
    return { ids, counts }
  })
  // the shared index: a dense number for each feature seen in MIN_CHATS chats or more
  const dense = new Int32Array(provisional.size).fill(-1)
  const index = new Map<string, number>()
  for (const [feature, id] of provisional) {
    if (seenIn[id]! < MIN_CHATS) continue
    dense[id] = index.size
    index.set(feature, index.size)
  }
  provisional.clear()
  const features: Features = { index, size: index.size }
  const start = (labelOf: Label[]): Model => {
    const labels = [...new Set(labelOf)]
    const priors = labels.map((label) => labelOf.filter((other) => other === label).length)
    return { labels, priors, totals: new Float64Array(labels.length), counts: new Float32Array(features.size * labels.length), features }
  }
  const models = { serviceType: start(labelsOf.serviceType), userType: start(labelsOf.userType) }
  chats.forEach(({ ids, counts }, position) => {
    for (const slot of ['serviceType', 'userType'] as const) {
      const model = models[slot]
      const label = model.labels.indexOf(labelsOf[slot][position]!)
      for (let at = 0; at < ids.length; at++) {
        const feature = dense[ids[at]!]!
        if (feature < 0) continue
        model.counts[feature * model.labels.length + label]! += counts[at]!
        model.totals[label]! += counts[at]!
      }
    }
  })
  return models
}

/** The most likely label and its posterior probability. */
function classify(model: Model, text: string): { label: Label; probability: number } {
  const features = featuresOf(text)
  const examples = model.priors.reduce((sum, count) => sum + count, 0)
  const scores = model.labels.map((label, position) => {
    const denominator = Math.log(model.totals[position]! + SMOOTHING * model.features.size)
    let score = Math.log(model.priors[position]! / examples)
    for (const [feature, count] of features) {
      const at = model.features.index.get(feature)
      if (at !== undefined) score += count * (Math.log(model.counts[at * model.labels.length + position]! + SMOOTHING) - denominator)
    }
    return { label, score }
  })
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a))
  const total = scores.reduce((sum, { score }) => sum + Math.exp(score - best.score), 0)
  return { label: best.label, probability: 1 / total }
}

type CorpusCase = { turns: string[]; expect: Record<string, unknown> }
let corpusFiles = ['app/harper/corpus/train.jsonl', 'app/harper/corpus/dev.jsonl']

let models: { serviceType: Model; userType: Model } | undefined

/**
 * Learn from these files instead (the eval's `--learn-from`): to measure the model on dev while it
 * has learnt from train alone, so a change to it is judged on chats it has not seen.
 */
export function learnFrom(files: string[]) {
  corpusFiles = files
  models = undefined
}
/**
 * Learnt once per corpus, then kept on disk: on first use or at the server's start, the models come
 * from the cache when it holds them for these very chats and this very code (a tenth of a second),
 * else they are learnt (9,863 chats: 1.5–3 s) and written there for the next process. The cache
 * sits beside the packages, as build tools keep theirs (HARPER_MODEL_CACHE moves it); every test
 * server, restart and worker used to learn the models again (docs/decisions/0038).
 */
function loadModels() {
  if (models) return models
  const corpus = corpusFiles.map((file) => fs.readFileSync(path.resolve(file), 'utf8'))
  const cached = path.resolve(process.env.HARPER_MODEL_CACHE ?? 'node_modules/.cache/harper-home', `classifier-${modelKey(corpus)}.v8`)
  const read = readCachedModels(cached)
  models = read ?? learn(corpus)
  if (!read) writeCachedModels(cached, models)
  return models
}

function learn(corpus: string[]) {
  const cases = corpus.flatMap((text) =>
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as CorpusCase),
  )
  const texts = cases.map((chat) => chat.turns.join('\n'))
  const labels = (slot: 'serviceType' | 'userType') => cases.map((chat) => (typeof chat.expect[slot] === 'string' ? (chat.expect[slot] as string) : NONE))
  return train(texts, { serviceType: labels('serviceType'), userType: labels('userType') })
}

/**
 * The chats and the code that learns from them (this file, read as the corpus is, from the
 * project's folder): a change to either is a new key, so a stale model is never read.
 */
function modelKey(corpus: string[]) {
  const hash = createHash('sha256').update(fs.readFileSync(path.resolve('app/harper/classifier.server.ts')))
  for (const text of corpus) hash.update(text)
  return hash.digest('hex').slice(0, 24)
}

function readCachedModels(file: string): typeof models {
  try {
    return v8.deserialize(fs.readFileSync(file)) as typeof models
  } catch {
    return undefined // none yet, or unreadable: learn again
  }
}

const WEEK = 7 * 24 * 3600_000
/** Written beside and renamed into place, so a process reading it at the same time never sees half a file. */
function writeCachedModels(file: string, learnt: NonNullable<typeof models>) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, v8.serialize(learnt))
    fs.renameSync(partial, file)
    // models of corpora a week gone (each round of authors makes a new one)
    for (const other of fs.readdirSync(path.dirname(file))) {
      const at = path.join(path.dirname(file), other)
      if (other.startsWith('classifier-') && Date.now() - fs.statSync(at).mtimeMs > WEEK) fs.rmSync(at, { force: true })
    }
  } catch {
    // a read-only install: every start learns, as before
  }
}

// How sure the model must be, and how much it must have read, before its reading is taken: a word
// or two ("Consumer", "slab lifting?") tells a bag of n-grams too little, however sure it sounds.
// Chosen on chats by two authors the model had not learnt from (docs/decisions/0038).
const WORDS = /\p{L}+/gu
const wordCount = (text: string) => (normalise(text).match(WORDS) ?? []).length
/**
 * Greetings, who the writer is and small words: no job in them. "hola" then "soy la dueña" is four
 * words and the model, sure of itself on so little, read a plumbing job into them.
 */
const NO_JOB_WORDS = new Set(
  `hi hello hey hola buenas buenos buen dia dias tardes noches good morning afternoon evening there
  i im i'm am me my a an the is it its this and or yes no ok okay please thanks thank you help info information quote
  soy yo la el lo los las un una de del y o si mi es que por favor gracias ayuda informacion cotizacion
  owner homeowner house home dueno duena duenos propietario propietaria casa`.split(/\s+/),
)
const jobWordCount = (text: string) => (normalise(text).match(WORDS) ?? []).filter((word) => !NO_JOB_WORDS.has(word)).length

/** The trade the model reads in the user's messages when it is confident, else undefined. */
export function classifyServiceType(text: string): string | undefined {
  if (wordCount(text) < 4 || jobWordCount(text) < 2) return undefined
  const { label, probability } = classify(loadModels().serviceType, text)
  return label !== NONE && probability >= 0.99 ? label : undefined
}

/** Who the model reads as writing (consumer, affiliate, vendor, other) when it is confident, else undefined. */
export function classifyUserType(text: string): string | undefined {
  if (wordCount(text) < 8) return undefined
  const { label, probability } = classify(loadModels().userType, text)
  return label !== NONE && probability >= 0.999 ? label : undefined
}

/** Learns the models now rather than on the first chat that needs them (the server calls it at start). */
export function warmClassifier() {
  loadModels()
}
