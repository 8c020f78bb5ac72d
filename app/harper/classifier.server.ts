// A statistical reading of the trade, of who is writing and of attacks, learnt from the intake corpus others
// wrote (app/harper/corpus/train.jsonl and dev.jsonl; the held-out test split lives in tests/ and
// is never read here): multinomial logistic regression over character 3–5-grams and words, so a
// typo, a Spanish plural or a voice-to-text slip ("a see unit", "sync hole") still shares most of
// its features with the words it stands for. Where its reading is taken (understanding.server.ts
// says where): the trade when the rules name none; who is writing when the model is sure, over
// the rules' reading, unless writers say who they are themselves; an attack the rules miss.
// Why a model of our own and not a package: docs/decisions/0038; why this one: 0053.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { IntakeUserType } from './intake.ts'

type Label = string
/** The slots the model reads: the trade, who is writing, and whether the chat is an attack. */
type Slot = 'serviceType' | 'userType' | 'adversarial'
const NONE = 'none'

/**
 * A model over one shared feature index (features seen in at least MIN_CHATS chats): per label a
 * bias and, in one flat array, a weight for each feature. Dense arrays rather than a map per label:
 * the same weights in a fifth of the memory (issue 25's resident-size budget).
 *
 * The index holds no feature's text, only its 32-bit hash (sorted, found by binary search): a feature
 * is its position there. 104,000 n-grams as a Map's keys held 6 MB; as hashes, 0.4 MB. Two features
 * of the same hash (about one pair among them) share a row; a feature the model never saw that hashes
 * like one it did (one chance in 40,000 per feature) reads that one's weights.
 */
type Features = { hashes: Uint32Array }
/** Learning: a float weight per feature and label. */
type Learning = { labels: Label[]; bias: Float64Array; weights: Float32Array }
/**
 * Learnt: each feature's weights scaled to whole numbers -127…127 by the row's largest (`scales`),
 * a quarter of the float weights' memory; the scores move by less than 0.4 % of a row's largest
 * weight (what it changed on dev: docs/decisions/0053, amended).
 */
type Model = { labels: Label[]; bias: Float64Array; weights: Int8Array; scales: Float32Array; features: Features }

function normalise(text: string) {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

/** FNV-1a over the feature's characters (all of them ASCII after `normalise`). */
function hashOf(feature: string) {
  let hash = 0x811c9dc5
  for (let at = 0; at < feature.length; at++) hash = Math.imul(hash ^ feature.charCodeAt(at), 0x01000193)
  return hash >>> 0
}

/** A feature's row in the index, or -1 when the model never saw it. */
function rowOf(features: Features, feature: string) {
  const { hashes } = features
  const hash = hashOf(feature)
  let low = 0
  let high = hashes.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (hashes[middle]! < hash) low = middle + 1
    else if (hashes[middle]! > hash) high = middle - 1
    else return middle
  }
  return -1
}

function featuresOf(text: string): Map<string, number> {
  const padded = normalise(text)
  const features = new Map<string, number>()
  const add = (feature: string) => features.set(feature, (features.get(feature) ?? 0) + 1)
  for (let size = 3; size <= 5; size++) for (let start = 0; start + size <= padded.length; start++) add(padded.slice(start, start + size))
  for (const word of padded.trim().split(' ')) if (word) add(`w:${word}`)
  return features
}

/**
 * A chat's features as the model reads them: each count dampened (1 + ln count) and the whole
 * scaled to length one, so a long letter and a short text weigh alike. Features the index does not
 * hold still count in the length: a chat made mostly of words the model never saw reads as unsure.
 */
function weighted(counts: Iterable<[number, number]>): { ids: Int32Array; values: Float32Array } {
  const pairs = [...counts]
  const values = new Float32Array(pairs.length)
  let length = 0
  pairs.forEach(([, count], at) => {
    values[at] = 1 + Math.log(count)
    length += values[at]! ** 2
  })
  length = Math.sqrt(length) || 1
  return { ids: Int32Array.from(pairs, ([id]) => id), values: values.map((value) => value / length) }
}

/** A feature seen in a single chat says more about that chat than about its label: it is left out. */
const MIN_CHATS = 2
/** Passes over the chats, and the step of each update (chosen on dev while learning from train: docs/decisions/0053). */
const EPOCHS = 8
const STEP = 1

/** A small seeded generator (mulberry32), so the same chats learn the same model every time. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The probability of each label for a chat's weighted features (a softmax over the labels' scores). */
function probabilities(model: Learning | Model, ids: Int32Array, values: Float32Array): Float64Array {
  const labels = model.labels.length
  const scores = Float64Array.from(model.bias)
  const scales = 'scales' in model ? model.scales : undefined
  for (let at = 0; at < ids.length; at++) {
    const feature = ids[at]!
    if (feature < 0) continue
    const value = values[at]! * (scales ? scales[feature]! : 1)
    for (let label = 0; label < labels; label++) scores[label]! += value * model.weights[feature * labels + label]!
  }
  return softmax(scores)
}

function softmax(scores: Float64Array) {
  const best = Math.max(...scores)
  let total = 0
  for (let label = 0; label < scores.length; label++) total += scores[label] = Math.exp(scores[label]! - best)
  for (let label = 0; label < scores.length; label++) scores[label]! /= total
  return scores
}

/** The float weights as whole numbers, each feature's row scaled by its largest weight. */
function quantised({ labels, bias, weights }: Learning, features: Features): Model {
  const size = features.hashes.length
  const scales = new Float32Array(size)
  const whole = new Int8Array(weights.length)
  for (let feature = 0; feature < size; feature++) {
    const row = feature * labels.length
    let largest = 0
    for (let label = 0; label < labels.length; label++) largest = Math.max(largest, Math.abs(weights[row + label]!))
    if (largest === 0) continue
    scales[feature] = largest / 127
    for (let label = 0; label < labels.length; label++) whole[row + label] = Math.round(weights[row + label]! / scales[feature]!)
  }
  return { labels, bias, weights: whole, scales, features }
}

/**
 * Both models learnt from the same chats: multinomial logistic regression by stochastic gradient
 * descent, the chats in a seeded order each pass. Each chat's n-grams are read once and kept only
 * as numbers (a provisional id and a weight per feature): every chat's n-gram map held at once came
 * to several hundred megabytes past 9,000 chats, over the server's 256 MB heap.
 */
function train(texts: string[], labelsOf: Record<Slot, Label[]>) {
  const provisional = new Map<string, number>()
  let seenIn = new Uint32Array(1 << 16)
  const chats = texts.map((text) => {
    const counts: [number, number][] = []
    for (const [feature, count] of featuresOf(text)) {
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
      counts.push([id, count])
    }
    return weighted(counts)
  })
  // the shared index: the sorted hashes of the features seen in MIN_CHATS chats or more, a row each (-1 for the rest)
  const kept = [...provisional].filter(([, id]) => seenIn[id]! >= MIN_CHATS)
  const features: Features = { hashes: Uint32Array.from(new Set(kept.map(([feature]) => hashOf(feature)))).sort() }
  const dense = new Int32Array(provisional.size).fill(-1)
  for (const [feature, id] of kept) dense[id] = rowOf(features, feature)
  provisional.clear()
  for (const chat of chats) chat.ids.forEach((id, at) => (chat.ids[at] = dense[id]!))
  const size = features.hashes.length
  const learn = (labelOf: Label[]): Model => {
    const labels = [...new Set(labelOf)].sort()
    const model: Learning = { labels, bias: new Float64Array(labels.length), weights: new Float32Array(size * labels.length) }
    const random = seeded(23)
    const order = chats.map((_, at) => at)
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      for (let at = order.length - 1; at > 0; at--) {
        const other = Math.floor(random() * (at + 1))
        ;[order[at], order[other]] = [order[other]!, order[at]!]
      }
      for (const position of order) {
        const { ids, values } = chats[position]!
        // the gradient of the log loss: each label's probability, less one for the chat's own label
        const gradient = probabilities(model, ids, values)
        gradient[labels.indexOf(labelOf[position]!)]! -= 1
        for (let label = 0; label < labels.length; label++) model.bias[label]! -= STEP * 0.1 * gradient[label]!
        for (let at = 0; at < ids.length; at++) {
          const feature = ids[at]!
          if (feature < 0) continue
          const step = STEP * values[at]!
          for (let label = 0; label < labels.length; label++) model.weights[feature * labels.length + label]! -= step * gradient[label]!
        }
      }
    }
    return quantised(model, features)
  }
  return { serviceType: learn(labelsOf.serviceType), userType: learn(labelsOf.userType), adversarial: learn(labelsOf.adversarial) }
}

/**
 * A text's weighted features in the models' shared index, kept for the next few texts: the chat is
 * read by two models (who is writing, and attacks), and a turn reads it several times over.
 */
function vectorOf(features: Features, text: string) {
  let kept = keptVectors.get(features)
  if (!kept) keptVectors.set(features, (kept = new Map()))
  const known = kept.get(text)
  if (known) return known
  const vector = weighted([...featuresOf(text)].map(([feature, count]): [number, number] => [rowOf(features, feature), count]))
  if (kept.size >= 16) kept.delete(kept.keys().next().value!)
  kept.set(text, vector)
  return vector
}
const keptVectors = new WeakMap<Features, Map<string, ReturnType<typeof weighted>>>()

/** The most likely label and its probability. */
function classify(model: Model, text: string): { label: Label; probability: number } {
  const { ids, values } = vectorOf(model.features, text)
  const probability = probabilities(model, ids, values)
  let best = 0
  for (let label = 1; label < probability.length; label++) if (probability[label]! > probability[best]!) best = label
  return { label: model.labels[best]!, probability: probability[best]! }
}

type CorpusCase = { turns: string[]; expect: Record<string, unknown> }
let corpusFiles = ['app/harper/corpus/train.jsonl', 'app/harper/corpus/dev.jsonl']

let models: Record<Slot, Model> | undefined

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
 * else they are learnt (11,760 chats: 5–10 s) and written there for the next process. The cache
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
  const labels = (slot: Slot) =>
    cases.map((chat) => (typeof chat.expect[slot] === 'string' ? (chat.expect[slot] as string) : chat.expect[slot] === true ? 'true' : NONE))
  return train(texts, { serviceType: labels('serviceType'), userType: labels('userType'), adversarial: labels('adversarial') })
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

/**
 * The models in the file, each array copied out of it: an array v8.deserialize gives back may be a
 * view on the file's bytes, and one view keeps all of them.
 */
function readCachedModels(file: string): typeof models {
  try {
    const read = v8.deserialize(fs.readFileSync(file)) as NonNullable<typeof models>
    const features = { hashes: read.serviceType.features.hashes.slice() }
    const copied = (model: Model): Model => ({ ...model, bias: model.bias.slice(), weights: model.weights.slice(), scales: model.scales.slice(), features })
    return { serviceType: copied(read.serviceType), userType: copied(read.userType), adversarial: copied(read.adversarial) }
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
// The probabilities were chosen on the dev split while the model learnt from train alone
// (docs/decisions/0053); the word counts on chats by two authors it had not learnt from (0038).
const TRADE_PROBABILITY = 0.5
const WRITER_PROBABILITY = 0.7
const OUTSIDER_PROBABILITY = 0.9
const OUTSIDER_WORDS = 8
const NO_JOB_OUTSIDER_WORDS = 5
const ATTACK_PROBABILITY = 0.9
const ATTACK_WORDS = 5
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
  return label !== NONE && probability >= TRADE_PROBABILITY ? label : undefined
}

/**
 * Who the model reads as writing (consumer, affiliate, vendor, other) when it is sure enough to
 * overrule the rules' reading, else undefined; never on a word or two ("Consumer", "hola buenas").
 * "Other" sends the writer to the team instead of asking about a job, so the model says it only
 * surer still and on a message long enough to tell ("can u help me" is a homeowner's opener).
 */
export function classifyUserType(text: string, { noJob = false }: { noJob?: boolean } = {}): IntakeUserType | undefined {
  const words = wordCount(text)
  if (words < 3) return undefined
  const { label, probability } = classify(loadModels().userType, text)
  if (label === NONE || probability < WRITER_PROBABILITY) return undefined
  // (a chat that names no job and no place is someone else's more often: "other" needs less there)
  const outsider = noJob ? { words: NO_JOB_OUTSIDER_WORDS, probability: WRITER_PROBABILITY } : { words: OUTSIDER_WORDS, probability: OUTSIDER_PROBABILITY }
  if (label === 'other' && (words < outsider.words || probability < outsider.probability)) return undefined
  return label as IntakeUserType
}

/**
 * Whether the model is sure the chat is an attack (a data grab, an injection, a role change). It only
 * adds the flag to what the rules read, never takes theirs away: at this probability, on five words
 * or more, it flagged no innocent dev chat the rules had not (docs/decisions/0053).
 */
export function classifyAdversarial(text: string): boolean {
  if (wordCount(text) < ATTACK_WORDS) return false
  const { label, probability } = classify(loadModels().adversarial, text)
  return label === 'true' && probability >= ATTACK_PROBABILITY
}

/** Learns the models now rather than on the first chat that needs them (the server calls it at start). */
export function warmClassifier() {
  loadModels()
}
