// Harper's understanding: from the user's messages of a chat, the intake (the slots of
// ../shared/harper/intake-labels.md). Deterministic and offline. Each slot has one reader below;
// the words they look for are data in ./vocabulary.ts. A slot is set only when the text settles
// it — a guess counts as an error — and a later message corrects an earlier one.
// Server-only because of the zipcodes table (ZIPs and Florida cities).
import * as chrono from 'chrono-node'
import { findPhoneNumbersInText } from 'libphonenumber-js'
import zipcodes from '~/utils/zipcodes.server.ts'
import { BUDGET_RANGES, SERVICE_TYPES, type BudgetRange, type ServiceType, type Urgency } from '~/marketplace/value-sets.ts'
import { mergeIntake, type Intake, type IntakeSlot, type IntakeUserType } from './intake.ts'
import {
  ADVERSARIAL_PATTERNS,
  ADVERSARIAL_SYMBOL_PATTERNS,
  AMBIGUOUS_CITY_NAMES,
  DATA_REQUEST_WORDS,
  EXTRA_FLORIDA_PLACES,
  FINISH_ITEMS,
  IDENTITY_PATTERNS,
  INSPECTION_DONE_BEFORE,
  NEED_PATTERNS,
  OWN_NEED_PATTERNS,
  PERSONAL_DATA_WORDS,
  PLACE_ALIASES,
  QUICK_REPLY_LABELS,
  TRADE_CONTRAST_BEFORE,
  TRADE_DONE_AFTER,
  TRADE_FOCUS_BEFORE,
  TRADE_REPORTER_AFTER,
  TRADE_VOCABULARY,
  UNSUPPORTED_SERVICES,
  URGENCY_PATTERNS,
} from './vocabulary.ts'

// ─── Text ────────────────────────────────────────────────────────────────────

/** Lower case, accents removed, curly quotes straightened, whitespace collapsed. */
export function normalizeText(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const wordRegex = (sources: string[], flags = 'g') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, `u${flags}`)
const anyWord = (sources: string[]) => wordRegex(sources, '')

type Hit = { start: number; end: number }
function hits(regex: RegExp, text: string): Hit[] {
  const found: Hit[] = []
  for (const match of text.matchAll(regex)) found.push({ start: match.index, end: match.index + match[0].length })
  return found
}

/** "not the roof", "isn't the AC", "no es el techo": the word is named to be ruled out. */
const NEGATED_BEFORE =
  /(?:\bnot|\bisn'?t|\bwasn'?t|\bno es|\bno son|\bnothing to do with|\bnot (?:looking for|asking for|about)|\bnot (?:looking for|asking for|about)? ?(?:a |an |the )?[\p{L}/]+ (?:or|nor)|\bno (?:es|son) (?:el |la )?[\p{L}/]+ (?:ni|o))(?: (?:the|a|an|my|our|el|la|los|las|un|una))? ?$/u

function isNegated(text: string, hit: Hit) {
  return NEGATED_BEFORE.test(text.slice(Math.max(0, hit.start - 48), hit.start))
}

/** A later phrase in the same message corrects an earlier one. */
const CORRECTION_CUE = /\b(?:actually|sorry|i mean|i meant|correction|wait|no wait|rather|perdon|mejor dicho|quise decir)\b/

// ─── Service type ────────────────────────────────────────────────────────────

const TRADE_REGEXES = SERVICE_TYPES.map((serviceType) => ({
  serviceType,
  strong: wordRegex(TRADE_VOCABULARY[serviceType].strong),
  weak: wordRegex(TRADE_VOCABULARY[serviceType].weak),
}))

/** When both trades are named, the first is what the job is (roots in a sewer line the plumber found …). */
const SPECIFIC_OVER_GENERAL: Array<[ServiceType, ServiceType]> = [
  ['CIPP Pipe Repair', 'Plumbing'],
  ['CIPP Pipe Repair', 'Landscaping'],
  ['Seawall Construction', 'Foundation Repair'],
  ['Seawall Construction', 'Landscaping'],
  ['Home Inspection', 'Roofing'],
  ['Home Inspection', 'Foundation Repair'],
  ['Home Inspection', 'Plumbing'],
  ['Home Inspection', 'Electrical'],
  ['Home Inspection', 'HVAC'],
  ['Home Inspection', 'CIPP Pipe Repair'],
  ['Home Inspection', 'Seawall Construction'],
  ['Home Inspection', 'General Contracting'],
  ['Home Inspection', 'Landscaping'],
  ['General Contracting', 'Roofing'],
  ['General Contracting', 'Plumbing'],
  ['General Contracting', 'Electrical'],
  ['General Contracting', 'HVAC'],
  ['General Contracting', 'Foundation Repair'],
  ['General Contracting', 'Landscaping'],
]

const SEPARATE_JOBS_CUE =
  /\b(?:also|plus|as well|too|another|both|multiple|several|whole house|and (?:the|my|our|a|an|also|then)|tambien|ademas|y (?:el|la|los|las|tambien))\b|&/

/** "I'm a plumber but …": the writer's own trade, not the job (unless nothing else is named). */
const IDENTITY_BEFORE =
  /(?:(?:\bi'?m|\bi am|\bim|\bsoy|\bas|\bwork as|\b(?:he|she|who|husband|wife|son|brother|esposo|esposa|hijo|hermano) (?:is|es)) (?:a |an |un |una )?(?:licensed |retired )?|\bi do |\b(?:company|compania|empresa|negocio|business|shop) (?:de |of )?)$/

/** Single trade words people misspell; a word one letter away (or with doubled letters) means them. */
const TYPO_TARGETS = [
  'roofing',
  'roofer',
  'plumber',
  'plumbing',
  'electrician',
  'electrical',
  'foundation',
  'seawall',
  'landscaping',
  'landscaper',
  'inspection',
  'trenchless',
  'sinkhole',
  'thermostat',
  'conditioner',
  'conditioning',
  'irrigation',
  'sprinklers',
  'bulkhead',
  'remodel',
  'renovation',
  'plomero',
  'electricista',
  'shingles',
  'breaker',
  'toilet',
  'faucet',
  'gutters',
  'roof',
  'dock',
  'sewer',
  'drain',
  'leaking',
  'leak',
]
const squeeze = (word: string) => word.replace(/(\p{L})\1+/gu, '$1')
const SQUEEZED_TARGETS = new Map(TYPO_TARGETS.map((word) => [squeeze(word), word]))

function withinOneEdit(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // a swap of neighbours ("plubmer")
      i += 2
      j += 2
    } else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

/** Common misspellings of trade words, written the right way ("rooff" → "roof", "electrican" → "electrician"). */
export function correctTypos(text: string) {
  return text.replace(/\p{L}{4,}/gu, (word) => {
    if (SQUEEZED_TARGETS.has(word) || TYPO_TARGETS.includes(word)) return word
    const squeezed = SQUEEZED_TARGETS.get(squeeze(word))
    if (squeezed) return squeezed
    if (word.length < 6) return word
    return TYPO_TARGETS.find((target) => target.length >= 7 && withinOneEdit(word, target)) ?? word
  })
}

export type ServiceReading = {
  serviceType?: ServiceType
  /** a trade Harper's network does not offer ("pool service"), when no offered trade is the job */
  unsupportedService?: string
  strong: boolean
}

/** The trade a message is about: its strong words, else its weak ones; two separate jobs → General Contracting. */
export function readServiceType(text: string): ServiceType | undefined {
  return readService(text)?.serviceType
}

const FINISH_ITEM_REGEXES = FINISH_ITEMS.map((source) => wordRegex([source]))
const UNSUPPORTED_REGEXES = Object.entries(UNSUPPORTED_SERVICES).map(([name, sources]) => ({ name, regex: wordRegex(sources) }))
const DONE_AFTER = new RegExp(`^\\s*(?:${TRADE_DONE_AFTER.join('|')})(?![\\p{L}\\p{N}])`, 'u')
const REPORTER_AFTER = new RegExp(`^\\s*(?:${TRADE_REPORTER_AFTER.join('|')})(?![\\p{L}\\p{N}])`, 'u')
const INSPECTION_DONE = new RegExp(INSPECTION_DONE_BEFORE.join('|'), 'u')
const FOCUS_BEFORE = new RegExp(`(?:${TRADE_FOCUS_BEFORE.join('|')})$`, 'u')
const CONTRAST_BEFORE = new RegExp(`(?:${TRADE_CONTRAST_BEFORE.join('|')})$`, 'u')
/** "the plumber", "roof guy", "el técnico del AC": a person of the trade, who may only be reporting. */
const TRADE_PERSON = /(?:er|ers|ian|ians|or|ors|guy|guys|tech|company|ero|ista|ac|a\/c|hvac)$/

type TradeHit = Hit & { kind: string; strong: boolean; weight: 'trade' | 'item' | 'unsupported' }

/** Drops a hit lying inside a longer hit of another kind ("plumbing vent boot" is roofing, not plumbing). */
function withoutNested(found: TradeHit[]) {
  return found.filter(
    (hit) =>
      !found.some(
        (other) =>
          other !== hit &&
          other.kind !== hit.kind &&
          other.start <= hit.start &&
          other.end >= hit.end &&
          other.end - other.start > hit.end - hit.start &&
          (other.strong || !hit.strong),
      ),
  )
}

/** The hit names something already handled, ruled out or only reported on: context, not the job. */
function contextOf(text: string, hit: TradeHit): 'done' | 'reporter' | 'negated' | undefined {
  if (isNegated(text, hit)) return 'negated'
  const after = text.slice(hit.end, hit.end + 60)
  if (DONE_AFTER.test(after)) return 'done'
  const word = text.slice(hit.start, hit.end)
  const isInspection = hit.kind === 'Home Inspection'
  if ((TRADE_PERSON.test(word) || isInspection) && REPORTER_AFTER.test(after)) return 'reporter'
  if (isInspection && INSPECTION_DONE.test(text.slice(Math.max(0, hit.start - 40), hit.start))) return 'reporter'
  return undefined
}

export function readService(rawText: string): ServiceReading | undefined {
  const text = correctTypos(rawText)
  const all: TradeHit[] = []
  for (const trade of TRADE_REGEXES) {
    for (const hit of hits(trade.strong, text)) all.push({ ...hit, kind: trade.serviceType, strong: true, weight: 'trade' })
    for (const hit of hits(trade.weak, text)) all.push({ ...hit, kind: trade.serviceType, strong: false, weight: 'trade' })
  }
  FINISH_ITEM_REGEXES.forEach((regex, index) => {
    for (const hit of hits(regex, text)) all.push({ ...hit, kind: `item${index}`, strong: true, weight: 'item' })
  })
  for (const { name, regex } of UNSUPPORTED_REGEXES) {
    for (const hit of hits(regex, text)) all.push({ ...hit, kind: name, strong: true, weight: 'unsupported' })
  }
  const found = withoutNested(all)
  // a trade said to be fine, already fixed or ruled out anywhere in the message is not the job
  // ("roof itself is fine" rules out "my roof", not the outlets when the breakers "look fine")
  const wordOf = (hit: TradeHit) => `${hit.kind}:${text.slice(hit.start, hit.end).replace(/e?s$/, '')}`
  const ruledOut = new Set<string>()
  const reported = new Set<TradeHit>()
  for (const hit of found) {
    const context = contextOf(text, hit)
    if (context === 'done' || context === 'negated') ruledOut.add(wordOf(hit))
    if (context === 'reporter') reported.add(hit)
  }
  const live = found.filter((hit) => !ruledOut.has(wordOf(hit)) && !reported.has(hit))
  const handledElsewhere = ruledOut.size > 0 || reported.size > 0

  let strong: Array<{ serviceType: ServiceType; first: number }> = []
  const ownTrade: Array<{ serviceType: ServiceType; first: number }> = []
  const weak: Array<{ serviceType: ServiceType; first: number }> = []
  const firstOf = (list: Array<{ serviceType: ServiceType; first: number }>, serviceType: ServiceType, first: number) => {
    const entry = list.find((item) => item.serviceType === serviceType)
    if (!entry) list.push({ serviceType, first })
    else entry.first = Math.min(entry.first, first)
  }
  for (const hit of live) {
    if (hit.weight !== 'trade') continue
    const serviceType = hit.kind as ServiceType
    if (!hit.strong) firstOf(weak, serviceType, hit.start)
    else if (IDENTITY_BEFORE.test(text.slice(Math.max(0, hit.start - 20), hit.start))) firstOf(ownTrade, serviceType, hit.start)
    else firstOf(strong, serviceType, hit.start)
  }
  const items = new Set(live.filter((hit) => hit.weight === 'item').map((hit) => hit.kind))
  const unsupported = live.filter((hit) => hit.weight === 'unsupported').sort((a, b) => a.start - b.start)
  const unsupportedKinds = new Set(unsupported.map((hit) => hit.kind))
  if (strong.length === 0) strong = ownTrade
  const reading = (serviceType: ServiceType | undefined, isStrong = true) => (serviceType ? { serviceType, strong: isStrong } : undefined)
  let named = strong
  for (const [specific, general] of SPECIFIC_OVER_GENERAL) {
    if (named.some((entry) => entry.serviceType === specific)) named = named.filter((entry) => entry.serviceType !== general)
  }
  const otherWork = items.size + unsupportedKinds.size
  if (named.length === 1) {
    // one trade among several other kinds of work (drywall, flooring, cabinets …) is a multi-trade job
    if (named[0]!.serviceType !== 'Home Inspection' && items.size >= 2) return reading('General Contracting')
    return reading(named[0]!.serviceType)
  }
  if (named.length > 1) {
    // several trades, one of them named as the need: that one is the job, the others context
    const cued = (cue: RegExp) =>
      named.filter((entry) => live.some((hit) => hit.kind === entry.serviceType && hit.strong && cue.test(text.slice(Math.max(0, hit.start - 45), hit.start))))
    const contrasted = cued(CONTRAST_BEFORE)
    if (contrasted.length === 1 && items.size < 2) return reading(contrasted[0]!.serviceType)
    const focused = cued(FOCUS_BEFORE)
    if (focused.length === 1 && items.size < 2 && !SEPARATE_JOBS_CUE.test(text)) return reading(focused[0]!.serviceType)
    named.sort((a, b) => a.first - b.first)
    // "sorry, it's the AC not the roof" names both; a correction names the later one
    const between = text.slice(named[0]!.first, named.at(-1)!.first)
    if (CORRECTION_CUE.test(between)) return reading(named.at(-1)!.serviceType)
    if (named.length + otherWork >= 3 || SEPARATE_JOBS_CUE.test(between)) return reading('General Contracting')
    return reading(named[0]!.serviceType)
  }
  // no offered trade named plainly: several kinds of work, or finish work after another trade's fix
  if (items.size + unsupportedKinds.size >= 2 && items.size >= 1) return reading('General Contracting')
  if (items.size >= 1 && handledElsewhere && unsupportedKinds.size === 0) return reading('General Contracting')
  if (weak.length === 1) return reading(weak[0]!.serviceType, false)
  if (unsupported.length) return { unsupportedService: unsupported[0]!.kind, strong: true }
  // only trades said to be fine or reported on: the one named is still what the message is about
  const reportedTrades = [...new Set([...reported].filter((hit) => hit.weight === 'trade' && hit.strong && !ruledOut.has(wordOf(hit))).map((hit) => hit.kind))]
  if (reportedTrades.length === 1) return reading(reportedTrades[0] as ServiceType)
  return undefined
}

// ─── Location ────────────────────────────────────────────────────────────────

const NOT_A_ZIP_BEFORE =
  /(?:\$|#|\bno\.?|\bnumber|\bnum|\bcode|\bclaim|\bpolicy|\baccount|\bacct|\border|\binvoice|\bticket|\bcase|\bconfirmation|\bref(?:erence)?|\bpermit|\blot|\bunit|\bapt|\bsuite|\bste|\bbox|\bgate|\bpin|\bid|\bserial|\bmodel|\blicen[cs]e|\blic|\bcodigo|\bnumero|\breclamo|\bpoliza)\s*[:#]?\s*(?:is|was|=|es)?\s*[:#]?\s*$/
const ZIP_LABEL_BEFORE = /\b(?:zip|zipcode|zip code|postal code|codigo postal|cp)\s*(?:code)?\s*(?:is|es|:|#)?\s*$/
const NOT_A_ZIP_AFTER =
  /^\s*(?:dollars|bucks|usd|k\b|grand|mil\b|sq|square|sf\b|ft\b|feet|foot|btu|miles|mi\b|gallons|lbs|pounds|linear|dolares|pies|metros|people|times|views|reviews)|^\s+(?:[nsew]\.?\s+)?(?:[a-z0-9]+\s+){1,3}(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|cir|circle|pl|place|pkwy|parkway|hwy|highway|ter|terrace|trl|trail|calle|avenida)\b/
/** Someone else's place: "my neighbor in 32937", "my sister lives in …" — unless it is where the job is. */
const OTHER_PERSON_BEFORE =
  /\b(?:neighbou?rs?|friends?|sister|brother|cousin|coworker|co-worker|buddy|boss|aunt|uncle|vecin[oa]s?|amig[oa]s?|herman[oa]|prim[oa]|the (?:vendor|contractor|company|office|plumber|roofer)|you guys|your office)(?:'s)?\b[^.,;!?]{0,30}$/
const JOB_PLACE = /\b(?:house|home|property|place|roof|condo|rental|job|listing|unit|building|casa|propiedad|it'?s (?:at|in)|located)\b/
const RESIDENCE_BEFORE = /\b(?:i live|i'?m (?:in|at|from)|im (?:in|at|from)|we live|we'?re (?:in|at))\b[^.,;!?]{0,12}$/

export type ZipReading = { zip: string; start: number; score: number }

/** 5-digit US ZIPs that are the user's or the job's location (not street numbers, codes or amounts). */
export function readZips(text: string): ZipReading[] {
  const readings: ZipReading[] = []
  for (const match of text.matchAll(/(?<![\d$#.,/-])(\d{5})(?:-\d{4})?(?!\d|,\d|\.\d|\/\d|-\d)/g)) {
    const zip = match[1]!
    const start = match.index
    const before = text.slice(Math.max(0, start - 40), start)
    const after = text.slice(start + match[0].length, start + match[0].length + 40)
    if (!ZIP_LABEL_BEFORE.test(before)) {
      if (NOT_A_ZIP_BEFORE.test(before) || NOT_A_ZIP_AFTER.test(after)) continue
    }
    if (!zipcodes.lookup(zip)) continue
    const clause = before.split(/[.;!?]|,\s/).at(-1) ?? ''
    if (/\b(?:not|no)\s*$/.test(before)) continue
    if (OTHER_PERSON_BEFORE.test(clause) && !JOB_PLACE.test(clause)) continue
    let score = 0
    if (JOB_PLACE.test(clause)) score += 2
    if (RESIDENCE_BEFORE.test(before)) score += 1
    readings.push({ zip, start, score })
  }
  return readings
}

/** The ZIP a message gives: the job's place over where the writer lives, else the last one. */
export function readZip(text: string): string | undefined {
  const readings = readZips(text)
  if (readings.length === 0) return undefined
  const best = Math.max(...readings.map((reading) => reading.score))
  return readings.filter((reading) => reading.score === best).at(-1)!.zip
}

type CityEntry = { display: string; state: string }
let cityIndex: Map<string, CityEntry> | undefined
let longestCityWords = 1

/** Florida cities by their normalised name ("port saint lucie"), plus aliases and non-postal places. */
function floridaCities() {
  if (cityIndex) return cityIndex
  cityIndex = new Map()
  const add = (key: string, entry: CityEntry) => {
    const normalized = normalizeText(key).replace(/[.']/g, '')
    if (!cityIndex!.has(normalized)) cityIndex!.set(normalized, entry)
    longestCityWords = Math.max(longestCityWords, normalized.split(' ').length)
  }
  for (const place of zipcodes.lookupByState('FL')) add(place.city, { display: displayCity(place.city), state: 'FL' })
  for (const name of Object.keys(EXTRA_FLORIDA_PLACES)) add(name, { display: name, state: 'FL' })
  for (const [alias, name] of Object.entries(PLACE_ALIASES)) add(alias, { display: displayCity(name), state: 'FL' })
  // "Saint" is written "St." in these names; both spellings are understood
  for (const [key, entry] of [...cityIndex]) {
    if (key.includes('saint ')) add(key.replace(/saint /g, 'st '), entry)
    if (key.startsWith('fort ')) add(key.replace(/^fort /, 'ft '), entry)
  }
  return cityIndex
}

/** How Floridians write the name: "Port St. Lucie", "St. Petersburg", "Fort Myers". */
function displayCity(name: string) {
  return name
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
    .replace(/\bSaint /g, 'St. ')
    .replace(/\bMc /g, 'Mc')
}

const CITY_CUE_BEFORE = /\b(?:in|near|at|from|around|en|cerca de|de|by|outside|close to)\s*$/i
const STATE_AFTER = /^\s*,?\s*(?:fl|fla|florida)\b/i

export type CityReading = { city: string; state: string; start: number }

/** A Florida city named in the text (longest name first); names that are everyday words need "in …" or ", FL". */
export function readCity(text: string): CityReading | undefined {
  const index = floridaCities()
  const words: Array<{ word: string; start: number; end: number }> = []
  for (const match of text.matchAll(/[\p{L}][\p{L}.'-]*/gu)) {
    words.push({ word: normalizeText(match[0]).replace(/[.']/g, '').replace(/-$/, ''), start: match.index, end: match.index + match[0].length })
  }
  let found: CityReading | undefined
  for (let i = 0; i < words.length; i++) {
    for (let length = Math.min(longestCityWords, words.length - i); length >= 1; length--) {
      const key = words
        .slice(i, i + length)
        .map((entry) => entry.word)
        .join(' ')
      const entry = index.get(key)
      if (!entry) continue
      const start = words[i]!.start
      const end = words[i + length - 1]!.end
      if (length === 1 && (AMBIGUOUS_CITY_NAMES.has(key) || key.length <= 3)) {
        if (!CITY_CUE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) && !STATE_AFTER.test(text.slice(end, end + 10))) continue
      }
      // "Lee County" is a county, not the town of Lee
      if (/^\s+county\b/i.test(text.slice(end, end + 8))) {
        i += length - 1
        break
      }
      // "from Sebastian to Titusville" is an area, not where the job is
      const rangeStart =
        /\b(?:from|between|desde|entre)\s*$/i.test(text.slice(Math.max(0, start - 10), start)) && /^\s*(?:to|and|-|a|y|hasta)\s/i.test(text.slice(end, end + 8))
      const rangeEnd = /\b(?:from|between|desde|entre)\s+[\p{L} .'-]{2,30}?\s(?:to|and|-|a|y|hasta)\s*$/iu.test(text.slice(Math.max(0, start - 45), start))
      i += length - 1
      if (rangeStart || rangeEnd) break
      // the later city wins, as with ZIPs ("Melbourne … sorry, Palm Bay")
      found = { city: entry.display, state: entry.state, start }
      break
    }
  }
  return found
}

// ─── Urgency ─────────────────────────────────────────────────────────────────

const URGENCY_ORDER: Urgency[] = ['immediate', '3-days', '7-days', '2-weeks', '30-days', 'planning']
const URGENCY_REGEXES = (Object.keys(URGENCY_PATTERNS) as Urgency[]).map((urgency) => ({
  urgency,
  regex: wordRegex(URGENCY_PATTERNS[urgency]),
}))
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  couple: 2,
  few: 3,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  diez: 10,
  quince: 15,
  treinta: 30,
}
const SPAN =
  /\b(?:within|in|next|inside|under|en|dentro de|in the next|over the next|los proximos)\s+(?:the\s+)?(?:next\s+)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|couple(?: of)?|few|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|quince|treinta)\s+(hours?|hrs?|days?|weeks?|wks?|months?|horas?|dias?|semanas?|mes(?:es)?)\b/g

/** The urgency a number of days falls in. */
export function urgencyForDays(days: number): Urgency {
  if (days < 1) return 'immediate'
  if (days <= 3) return '3-days'
  if (days <= 7) return '7-days'
  if (days <= 14) return '2-weeks'
  if (days <= 31) return '30-days'
  return 'planning'
}

type UrgencyHit = Hit & { urgency: Urgency }

/** A date chrono-node finds counts only when it names a month or an ordinal day. */
const EXPLICIT_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}(?:st|nd|rd|th))/
/** The same words anywhere in the text (a found date is part of it): without them no date can count. */
const EXPLICIT_DATE_HINT = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d(?:st|nd|rd|th)/

export function readUrgency(text: string, now: Date = new Date()): Urgency | undefined {
  const found: UrgencyHit[] = []
  for (const { urgency, regex } of URGENCY_REGEXES) {
    for (const hit of hits(regex, text)) found.push({ ...hit, urgency })
  }
  for (const match of text.matchAll(SPAN)) {
    const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : (NUMBER_WORDS[match[1]!.replace(/ of$/, '')] ?? 1)
    const unit = match[2]!
    const days = /^(?:hour|hr|hora)/.test(unit)
      ? amount / 24
      : /^(?:week|wk|semana)/.test(unit)
        ? amount * 7
        : /^(?:month|mes)/.test(unit)
          ? amount * 30
          : amount
    found.push({ start: match.index, end: match.index + match[0].length, urgency: urgencyForDays(days) })
  }
  // explicit dates ("by December 12", "before the 15th"), counted from today. chrono-node costs
  // about a millisecond per message and every message of the chat is re-read each turn: it is
  // asked only when the text holds what a kept date must (a month or an ordinal)
  const dates = EXPLICIT_DATE_HINT.test(text) ? chrono.parse(text, now, { forwardDate: true }) : []
  for (const result of dates) {
    if (!EXPLICIT_DATE.test(result.text)) continue
    if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(result.text.trim()) && !/\bthe\s*$/.test(text.slice(0, result.index))) continue
    const days = (result.start.date().getTime() - now.getTime()) / 86_400_000
    if (days < -1) continue
    found.push({ start: result.index, end: result.index + result.text.length, urgency: urgencyForDays(Math.max(0, Math.ceil(days))) })
  }
  // a phrase inside a longer one ("urgent" in "not urgent") belongs to the longer one
  const kept = found.filter(
    (hit) => !found.some((other) => other !== hit && other.start <= hit.start && other.end >= hit.end && other.end - other.start > hit.end - hit.start),
  )
  // "not today" rules a time out; "every 2 weeks" is how often, not how soon
  const meant = kept.filter(
    (hit) =>
      !/\b(?:not|no|isn'?t|wasn'?t)\s+(?:by\s+|until\s+)?$|\b(?:every|each|once a|twice a|cada)\s+(?:other\s+)?$/.test(
        text.slice(Math.max(0, hit.start - 12), hit.start),
      ),
  )
  if (meant.length === 0) return undefined
  meant.sort((a, b) => a.start - b.start)
  const last = meant.at(-1)!
  if (meant.length > 1 && CORRECTION_CUE.test(text.slice(meant[0]!.end, last.start))) return last.urgency
  return meant.reduce((most, hit) => (URGENCY_ORDER.indexOf(hit.urgency) < URGENCY_ORDER.indexOf(most.urgency) ? hit : most)).urgency
}

// ─── Budget ──────────────────────────────────────────────────────────────────

const AMOUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  a: 1,
  couple: 2,
  few: 3,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  quince: 15,
  veinte: 20,
}
const AMOUNT =
  /(?<![\p{L}\d.,])(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|(?:a |an )?(?:couple(?: of)?|few|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte)|a)(?=[^\p{L}]|$|k\b|grand|thousand|mil\b|hundred|bucks|dollars|usd|dolares)\s*(k\b|grand\b|thousand\b|mil\b|hundred\b|bucks\b|dollars\b|usd\b|dolares\b)?(\+)?/gu
const BUDGET_CUE =
  /\b(?:budget(?:ed)?|spend|afford|pay|willing|want to (?:spend|pay|keep it)|keep it|can do|up to|under|below|less than|no more than|not more than|max(?:imum)?|at most|around|about|roughly|approx(?:imately)?|have|got|looking at|presupuesto|gastar|pagar|hasta|menos de|no mas de|maximo|alrededor de|como|tengo)\b/
const NOT_BUDGET_CUE =
  /\b(?:quote[ds]?|quoting|estimate[ds]?|bids?|came in at|charged?|charging|paid|cost(?:s|ed)? (?:me|us|them)?|spent|last time|wants|asking|asked for|they said|cotiza(?:ron|cion)|cobra(?:ron)?|pague|costo|me pidieron|deductible|deducible|worth|value|appraised|sold for|price of the house|mortgage)\b/
const ABOVE_CUE = /(?<!\b(?:no|not) )\b(?:over|more than|above|at least|mas de|minimum|min)\s*\$?\s*$/

function amountValue(number: string, unit: string | undefined): number | null {
  let value: number
  const cleaned = number
    .replace(/^(?:a|an) /, '')
    .replace(/ of$/, '')
    .trim()
  if (/^[\d,.]+$/.test(cleaned)) value = Number(cleaned.replace(/,/g, ''))
  else if (cleaned in AMOUNT_WORDS) value = AMOUNT_WORDS[cleaned]!
  else {
    const [tens, ones] = cleaned.split(/[- ]/)
    value = (AMOUNT_WORDS[tens!] ?? NaN) + (ones ? (AMOUNT_WORDS[ones] ?? NaN) : 0)
  }
  if (!Number.isFinite(value)) return null
  if (unit && /^(?:k|grand|thousand|mil)$/.test(unit)) value *= 1000
  if (unit === 'hundred') value *= 100
  return value
}

export function budgetForAmount(dollars: number): BudgetRange {
  const cents = Math.round(dollars * 100)
  return (
    BUDGET_RANGES.find((range) => cents >= range.minCents && (range.maxCents === null || cents <= range.maxCents))?.value ??
    (cents > 500_00 ? '10000+' : '0-500')
  )
}

/** The user's own amount, bucketed; quotes they received and past costs are not budgets. */
export function readBudget(text: string): BudgetRange | undefined {
  let budget: BudgetRange | undefined
  const matches = [...text.matchAll(AMOUNT)]
  for (const [index, match] of matches.entries()) {
    const [whole, dollarSign, number, unit, plus] = match
    if (!number || !whole.trim()) continue
    if (number === 'a' && !unit) continue
    // a range ("5-10k", "$501 - $1,000", "between 3 and 5 grand"): the upper bound decides
    const next = matches[index + 1]
    if (next && /^\s*(?:-|to|and|a|y|or)\s*$/.test(text.slice(match.index + whole.length, next.index))) continue
    const isNumeric = /^[\d,.]+$/.test(number)
    const start = match.index + (whole.length - whole.trimStart().length)
    const before = text.slice(Math.max(0, start - 60), start)
    const clause = before.split(/[.;!?]|,\s|\bbut\b|\bpero\b/).at(-1) ?? ''
    const moneyUnit = unit && unit !== 'hundred' ? true : false
    const hasCue = BUDGET_CUE.test(clause)
    if (!dollarSign && !moneyUnit && !(unit === 'hundred' && hasCue)) {
      // a bare number is money only right after a budget word ("budget 5000", "hasta 3000")
      if (
        !isNumeric ||
        !hasCue ||
        !/(?:budget|presupuesto|spend|gastar|pay|pagar|up to|hasta|under|max(?:imum)?|no more than|no mas de)\W*(?:is|es|of|de|around|about|like)?\W*$/.test(
          before,
        )
      )
        continue
      if (/^\d{5}$/.test(number) && zipcodes.lookup(number) && !/budget|presupuesto/.test(before)) continue
    }
    if (isNumeric && !dollarSign && !unit && /^(?:19|20)\d{2}$/.test(number)) continue
    // the nearest cue decides: "got a quote for $18k … I only want to spend 12k"
    const lastBudgetCue = [...clause.matchAll(new RegExp(BUDGET_CUE.source, 'g'))].at(-1)?.index ?? -1
    const lastOtherCue = [...clause.matchAll(new RegExp(NOT_BUDGET_CUE.source, 'g'))].at(-1)?.index ?? -1
    if (lastOtherCue > lastBudgetCue) continue
    let value = amountValue(number, unit)
    if (value === null || value <= 0) continue
    if (plus || ABOVE_CUE.test(before)) value += 1
    budget = budgetForAmount(value)
  }
  return budget
}

// ─── Contact details ─────────────────────────────────────────────────────────

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

export function readEmail(raw: string): string | undefined {
  return [...raw.matchAll(EMAIL)].at(-1)?.[0]
}

export function readPhone(raw: string): string | undefined {
  const withoutEmails = raw.replace(EMAIL, (email) => ' '.repeat(email.length))
  const found = findPhoneNumbersInText(withoutEmails, 'US')
  const last = found.at(-1)
  return last ? raw.slice(last.startsAt, last.endsAt).trim() : undefined
}

/** Words that follow "I'm" without being a name. */
const NOT_A_NAME = new Set(
  `i i'm im i'd i've i'll a an the in at on from with here there not so very just really also still only new looking trying calling writing
  interested sure ready available located based home away out back done good fine ok okay sorry glad happy
  wondering hoping needing having getting going selling buying moving planning thinking worried afraid tired
  agent realtor broker homeowner owner contractor roofer plumber electrician landscaper inspector investor landlord
  tenant renter buyer seller client customer vendor affiliate consumer member retired disabled elderly single
  pretty kinda super totally definitely probably currently already about over under near by for to of and or but
  if that this it its is was be been being am are my your our his her their me you we they he she them us
  florida fl hi hello hey thanks thank please yes no yeah yep nope urgent emergency serious desperate
  trying tryna gonna wanna asking reaching contacting messaging texting emailing referring
  un una el la los las de del en con soy agente dueno duena propietario propietaria cliente contratista
  buscando interesado interesada aqui listo lista muy tambien`.split(/\s+/),
)

function isNameWord(word: string) {
  const lower = normalizeText(word)
  return /^\p{L}[\p{L}'-]*$/u.test(word) && lower.length >= 2 && !NOT_A_NAME.has(lower) && !/(?:ing|ed|ly)$/.test(lower) && !floridaCities().has(lower)
}

const capitalized = (word: string | undefined) => !!word && /^\p{Lu}/u.test(word)

/** Takes the first word, and a second one when it is capitalised too ("Dana Whitfield"). */
function nameAt(words: string[], requireCapital: boolean): string | undefined {
  const [first, second] = words
  if (!first || !isNameWord(first)) return undefined
  if (requireCapital && !capitalized(first)) return undefined
  if (second && capitalized(first) && capitalized(second) && isNameWord(second)) return `${first} ${second}`
  return first
}

/** Up to two words right after `index`, not across punctuation ("I'm Grace. Slab crack" → Grace). */
const wordsAfter = (raw: string, index: number) => {
  const match = /^\s*([\p{L}'-]+)(?:[ \t]+([\p{L}'-]+))?/u.exec(raw.slice(index))
  return match ? [match[1]!, ...(match[2] ? [match[2]] : [])] : []
}

/** The user's own name, only when they give it ("I'm Dana", "ask for Luis", "- Ray"). */
export function readName(raw: string): string | undefined {
  let name: string | undefined
  const text = raw.replace(EMAIL, ' ')
  const take = (candidate: string | undefined) => {
    if (candidate) name = candidate
  }
  for (const match of text.matchAll(/\b(?:my name(?:'s| is)|name'?s|name:|me llamo|mi nombre es)\s+/giu)) {
    take(nameAt(wordsAfter(text, match.index + match[0].length), false))
  }
  for (const match of text.matchAll(/(?:^|[\s,.!(])(?:i'm|i’m|im|i am|this is|soy|it's|its|es)\s+/giu)) {
    const index = match.index + match[0].length
    const words = wordsAfter(text, index)
    const candidate = nameAt(words, true)
    if (candidate) {
      take(candidate)
      continue
    }
    // all-lowercase typing: "im dana, roof leaking" — only when the word stands alone
    const after = text.slice(index + (words[0]?.length ?? 0))
    if (/^(?:i'm|im|i am|soy)\s+$/i.test(match[0].trim() + ' ') && /^\s*(?:[,.!;]|$|and\b|from\b|here\b|y\b|de\b)/.test(after)) {
      take(nameAt(words, false))
    }
  }
  for (const match of text.matchAll(/\b(?:ask for|call me|pregunte por|pregunten por|preguntar por|contact)\s+/giu)) {
    const words = wordsAfter(text, match.index + match[0].length)
    if (words[0] && /^(?:me|us|the|a|an|him|her|at|on|back|when|if|anytime)$/i.test(words[0])) continue
    take(nameAt(words, false))
  }
  // a contact line: "Ana, 954-555-0147", "Mark here, mark@…", "… call 407-555-0163, Mike"
  const hasContact = EMAIL.test(raw) || findPhoneNumbersInText(raw, 'US').length > 0
  EMAIL.lastIndex = 0
  const here = /(?:^|[.!,]\s*)(\p{L}[\p{L}'-]+)\s+here\b/u.exec(text)
  if (here && (capitalized(here[1]) || hasContact)) take(nameAt([here[1]!], false))
  if (hasContact) {
    const leading = /^\s*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s*[,:-]/u.exec(text)
    if (leading) take(nameAt(leading[1]!.split(/\s+/), true))
    const trailing = /[,;]\s*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s*[.!]?\s*$/u.exec(text)
    if (trailing) take(nameAt(trailing[1]!.split(/\s+/), true))
  }
  const signature =
    /(?:^|[\s,.!])(?:-+|—|–|~|thanks,?|thank you,?|thx,?|ty,?|gracias,?|regards,?|cheers,?|saludos,?|best,?)\s*([\p{L}][\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s*[.!]?\s*$/iu.exec(
      text.trim(),
    )
  if (signature) {
    const words = signature[1]!.split(/\s+/)
    const dash = /^[\s,.!]*[-—–~]/.test(signature[0])
    take(nameAt(words, !dash))
  }
  return name
}

const REFERRAL_CODE = /\b(?:referral|referido|promo|ref|affiliate)\s*(?:code|codigo|#)?\s*(?:is|es|:|#)?\s*([A-Z0-9][A-Z0-9-]{3,19})\b/i

export function readReferralCode(raw: string): string | undefined {
  const match = REFERRAL_CODE.exec(raw)
  if (!match || !/\d|-/.test(match[1]!)) return undefined
  return match[1]!.toUpperCase()
}

// ─── Adversarial ─────────────────────────────────────────────────────────────

const ADVERSARIAL = anyWord(ADVERSARIAL_PATTERNS)
const ADVERSARIAL_SYMBOLS = new RegExp(ADVERSARIAL_SYMBOL_PATTERNS.join('|'), 'i')
const MARKUP = /<\s*\/?\s*[a-z][a-z0-9-]*(?:\s[^<>]*)?>|<\s*(?:script|img|iframe|svg)\b/i

const PERSONAL_DATA = wordRegex(PERSONAL_DATA_WORDS)
const DATA_REQUEST = anyWord(DATA_REQUEST_WORDS)
/** The data's owner is the writer, their household or Harper: "my email", "my wife's number", "your phone". */
const OWN_DATA_BEFORE =
  /\b(?:my|our|mi|mis|nuestr[oa]s?|your|you guys'?|tu|tus|su(?:s)? propi[oa]s?)(?: [\p{L}-]+'s)?(?: (?:own|new|work|cell|home|best|business|main|e-?mail|phone))*\s*$/u
/** Someone else owns it: "her number", "the homeowner's email", "the phone numbers of everyone who …". */
const OTHER_DATA_BEFORE =
  /(?:\b(?:her|his|their|them|sus?|del|de la|de los|de las)|[\p{L}]'s|s')(?: (?:own|new|work|cell|home|best|past|personal|private|e-?mail|phone|contact))*\s*$/u
const OTHER_DATA_AFTER =
  /^(?: (?:and|y|or|o|&|,) (?:the |el |la |los |las )?(?:[\p{L}-]+ ){0,2}?)*? ?(?:of|for|de|del) (?:the |a |an |that |those |all |every |each |some |la |el |los |las |todos |everyone|everybody|other|otros|homeowners?|customers?|clients?|people|neighbou?rs?|[\p{L}-]+ (?:who|that|que))|^ did (?:she|he|they|\p{L}+(?: \p{L}+)?) (?:give|leave|use|provide|put)/u
const NOT_OTHER_OWNER =
  /^(?: (?:of|for|de|del) (?:the |your |la |el |su )?(?:office|company|business|team|harper|you|website|site|empresa|oficina|compania)|(?: (?:of|for) (?:the|my|our) (?:roofer|plumber|electrician|contractor|vendor|pro|tech|technician|inspector|landscaper|company|crew|guy)s?\b(?! who| that| assigned)))/u

const PRO_BEFORE = /\b(?:roofer|plumber|electrician|contractor|vendor|pro|tech|technician|inspector|landscaper|company|crew)'s\s*$/
/** A request for someone else's contact details or records (an agent asking for "her number", a list of homeowners). */
function isDataGrab(text: string) {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (!DATA_REQUEST.test(sentence) && !sentence.includes('?')) continue
    for (const hit of hits(PERSONAL_DATA, sentence)) {
      const before = sentence.slice(Math.max(0, hit.start - 40), hit.start)
      const after = sentence.slice(hit.end, hit.end + 80)
      if (OWN_DATA_BEFORE.test(before) || NOT_OTHER_OWNER.test(after)) continue
      // the pro's business contact ("the roofer's number") is not private; their home address is
      if (PRO_BEFORE.test(before) && !/^home /.test(sentence.slice(hit.start, hit.end))) continue
      if (OTHER_DATA_BEFORE.test(before) || OTHER_DATA_AFTER.test(after)) return true
    }
  }
  return false
}

/** Injection, a role change or a data grab: the writer is working on Harper rather than on a house. */
export function readManipulation(text: string): boolean {
  return ADVERSARIAL.test(text) || isDataGrab(text)
}

/** Prompt injection, requests for other people's data, markup or SQL meant to break something. */
export function readAdversarial(raw: string, text: string): boolean {
  return readManipulation(text) || ADVERSARIAL_SYMBOLS.test(text) || MARKUP.test(raw)
}

// ─── User type ───────────────────────────────────────────────────────────────

const IDENTITY = Object.fromEntries(Object.entries(IDENTITY_PATTERNS).map(([kind, sources]) => [kind, anyWord(sources)])) as Record<
  keyof typeof IDENTITY_PATTERNS,
  RegExp
>
const NEED = anyWord(NEED_PATTERNS)
const VENDOR_WORDS =
  /\b(?:vendors?|contractors?|leads|list (?:my|our) (?:company|business)|for-vendors|pros?|providers?|proveedor(?:es)?|contratistas?|roofers|plumbers|electricians|inspectors|landscapers|subs|subcontractors)\b/
const FIRST_PERSON_BUSINESS = /\b(?:we|we're|were|our|my (?:company|business|crew|firm)|nosotros|somos|nuestra)\b/
/** Contact details and call-me requests are not a need for work ("my email is …", "solo quiero que me llamen"). */
const CONTACT_TALK =
  /\b(?:my|mi) (?:work |home |personal |other |office )?(?:name|email|e-mail|phone|cell|number|numero|nombre|correo|zip|address|direccion)\b|\b(?:quiero|want you to|please|pls) (?:que me llamen|call me|text me|llamarme)|\bque me llamen\b/g
/** The writer needs work at their own place ("I need", "mine", "my roof is …"), not someone else's data. */
const OWN_NEED = anyWord(OWN_NEED_PATTERNS)

export type Signals = {
  identity?: IntakeUserType
  /** the message describes a problem or asks for work */
  need: boolean
  /** the writer asks for work at their own place */
  ownNeed: boolean
  company: boolean
  /** a request for other people's data */
  dataGrab: boolean
  /** injection, a role change or a data grab */
  manipulation: boolean
  /** "do you work with tile roofs?": a trade named without a need */
  capabilityQuestion: boolean
  /** an affiliate's question about referral pay, when nothing else says who is writing */
  referralMoney: boolean
}

/** Who the writer says they are, from one message. */
export function readIdentity(text: string, serviceType: ServiceType | undefined): Signals {
  const has = (kind: keyof typeof IDENTITY_PATTERNS) => IDENTITY[kind].test(text)
  const need = NEED.test(text.replace(CONTACT_TALK, ' '))
  const ownHome = has('ownHome')
  const signals: Signals = {
    need,
    ownNeed: OWN_NEED.test(text),
    company: has('companyQuestion'),
    dataGrab: isDataGrab(text),
    manipulation: readManipulation(text),
    capabilityQuestion: has('capabilityQuestion') && !need,
    referralMoney: has('referralMoney'),
  }
  if (has('spam')) return { ...signals, identity: 'other' }
  const clientWork = has('clientWork')
  if (has('realEstatePro') || clientWork || has('affiliateIntent')) {
    // an agent or broker whose own house needs the work is a consumer, even asking about the fee
    signals.identity = ownHome && !clientWork ? 'consumer' : 'affiliate'
    return signals
  }
  const business = has('tradeBusiness')
  const vendorIntent = has('vendorIntent') && (VENDOR_WORDS.test(text) || FIRST_PERSON_BUSINESS.test(text) || business || /\b(?:i|me|my)\b/.test(text))
  if (has('jobSeeker') && !FIRST_PERSON_BUSINESS.test(text)) return { ...signals, identity: 'other' }
  if (business || vendorIntent) {
    // a tradesperson who needs another trade at home is a customer
    signals.identity = (ownHome || signals.ownNeed) && !vendorIntent ? 'consumer' : 'vendor'
    return signals
  }
  if (has('press')) return { ...signals, identity: 'other' }
  if (ownHome) return { ...signals, identity: 'consumer' }
  if (has('jobSeeker')) return { ...signals, identity: 'other' }
  void serviceType
  return signals
}

// ─── The whole chat ──────────────────────────────────────────────────────────

export type UserTurn = {
  message: string
  /** the slot Harper asked for just before this message, if any (a bare "Dana" answers "your name?") */
  askedFor?: IntakeSlot
}

export type Understanding = {
  intake: Intake
  /** the slots the last message set or changed */
  changed: IntakeSlot[]
}

/** What one message says, slot by slot (no memory of the chat). */
export function readMessage(raw: string, { now = new Date(), askedFor }: { now?: Date; askedFor?: IntakeSlot } = {}) {
  const text = normalizeText(raw)
  const found: Intake = {}
  const service = readService(text)
  const serviceType = service?.serviceType
  if (serviceType) found.serviceType = serviceType
  if (service?.unsupportedService) found.unsupportedService = service.unsupportedService
  // digits inside an email address ("dana-15679@…") are not a ZIP
  const zip = readZip(normalizeText(raw.replace(EMAIL, ' ')))
  if (zip) found.zip = zip
  else {
    const city = readCity(raw.replace(EMAIL, ' ').replace(/\s+/g, ' '))
    if (city) {
      found.city = city.city
      found.state = city.state
    }
  }
  const urgency = readUrgency(text, now)
  if (urgency) found.urgency = urgency
  const budget = readBudget(text)
  if (budget) found.budget = budget
  // the reply to "did an agent refer you?" names the agent: their email, phone and name are not the user's
  const aboutAgent = askedFor === 'referralCode'
  const email = aboutAgent ? undefined : readEmail(raw)
  if (email) found.email = email
  const phone = aboutAgent ? undefined : readPhone(raw)
  if (phone) found.phone = phone
  let name = aboutAgent ? undefined : readName(raw)
  if (!name && askedFor === 'name') {
    const words = raw
      .trim()
      .match(/^[\p{L}'-]+(?:\s+[\p{L}'-]+)?$/u)?.[0]
      .split(/\s+/)
    if (words && Object.keys(found).length === 0) name = nameAt(words, false) && words.every(isNameWord) ? words.join(' ') : undefined
  }
  if (name) found.name = name
  const referralCode = readReferralCode(raw)
  if (referralCode) found.referralCode = referralCode
  if (readAdversarial(raw, text)) found.adversarial = true
  return { found, serviceIsWeak: service ? !service.strong : false, signals: readIdentity(text, serviceType) }
}

/**
 * The intake of a whole chat: each message's slots in order (a later one wins), then the user
 * type from everything said — a stated identity (the latest) first, else a need for work.
 */
export function understandConversation(turns: UserTurn[], { now = new Date() }: { now?: Date } = {}): Understanding {
  let intake: Intake = {}
  let identity: IntakeUserType | undefined
  let need = false
  let ownNeed = false
  let dataGrab = false
  let described = false
  let quickReply = false
  let manipulation = false
  let askedOnly = false
  let strongJob = false
  let referralMoney = false
  let companyQuestion = false
  let before: Intake = {}
  for (const turn of turns) {
    before = intake
    const { found, serviceIsWeak, signals } = readMessage(turn.message, { now, askedFor: turn.askedFor })
    // a trade named plainly later corrects the earlier one; a passing hint does not
    if (serviceIsWeak && intake.serviceType) delete found.serviceType
    // an offered trade is the job over one the network does not offer, whichever came first
    if (found.serviceType) delete intake.unsupportedService
    else if (intake.serviceType) delete found.unsupportedService
    intake = mergeIntake(intake, found)
    if (signals.identity) identity = signals.identity
    need ||= signals.need
    ownNeed ||= signals.ownNeed
    dataGrab ||= signals.dataGrab
    quickReply ||= QUICK_REPLY_LABELS.includes(turn.message.trim())
    manipulation ||= signals.manipulation
    if (found.serviceType || found.unsupportedService) askedOnly ||= signals.capabilityQuestion
    strongJob ||= !!found.unsupportedService || (!!found.serviceType && !serviceIsWeak)
    // more than a bare trade word ("AC", "lawn guy?"): the message describes the job
    if (found.serviceType || found.unsupportedService) described ||= (normalizeText(turn.message).match(/\p{L}+/gu) ?? []).length > 2
    referralMoney ||= signals.referralMoney
    companyQuestion ||= signals.company
  }
  const { userType: _ignored, ...slots } = intake
  intake = slots
  const detailsGiven = !!(intake.zip || intake.city || intake.urgency || intake.budget || intake.email || intake.phone || intake.name)
  const job = intake.serviceType || intake.unsupportedService
  if (identity) intake.userType = identity
  // a data grab that names a trade ("the email of whoever booked a roofer in Tampa") is not a job
  else if (dataGrab && !ownNeed) intake.userType = 'other'
  // an injection that only mentions a trade in passing ("pretend you are my lawyer … my contractor")
  else if (manipulation && !ownNeed && !strongJob) intake.userType = 'other'
  // a bare trade and a ZIP ("AC", "32837") settle the service, not who is writing
  // … unless they name their own budget, leave an email or answer Harper's quick replies
  else if ((job && ((described && !askedOnly) || intake.budget || intake.email || quickReply)) || (need && detailsGiven)) intake.userType = 'consumer'
  else if (intake.adversarial || companyQuestion) intake.userType = 'other'
  else if (referralMoney) intake.userType = 'affiliate'
  // job seekers, press, spam and data grabs name trades without asking for one
  if (intake.userType === 'other') {
    delete intake.serviceType
    delete intake.unsupportedService
  }
  const changed = (Object.keys(intake) as IntakeSlot[]).filter((slot) => intake[slot] !== before[slot])
  return { intake: orderSlots(intake), changed }
}

function orderSlots(intake: Intake): Intake {
  const order: IntakeSlot[] = [
    'userType',
    'serviceType',
    'unsupportedService',
    'zip',
    'city',
    'state',
    'urgency',
    'budget',
    'name',
    'email',
    'phone',
    'referralCode',
    'adversarial',
  ]
  const ordered: Record<string, unknown> = {}
  for (const slot of order) if (intake[slot] !== undefined) ordered[slot] = intake[slot]
  return ordered as Intake
}
