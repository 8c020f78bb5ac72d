import Papa from 'papaparse'
import { z } from 'zod'
import { ROSTER_MAX_ROWS } from './affiliate-application-schema.ts'
import { truncateText } from '~/utils/misc.ts'

// The optional roster of an affiliate application: a CSV of the applicant's agents, read into
// rows (position, name, email, phone). Decisions in docs/decisions/0010-affiliate-roster.md:
// a header row is required and matched loosely; a row needs a name; an unreadable email or
// phone in a row refuses the roster with a message naming the row (nothing is dropped silently).

export type RosterRow = { position: number; name: string; email: string | null; phone: string | null }
export type RosterParseResult = { ok: true; rows: RosterRow[] } | { ok: false; errors: string[] }

export const ROSTER_MESSAGES = {
  noHeader: 'The roster needs a header row with a name column (for example: name, email, phone).',
  empty: 'The roster file lists no agents.',
  tooManyRows: `The roster can list at most ${ROSTER_MAX_ROWS} agents.`,
  unreadable: 'The roster file could not be read as CSV. Please check it and try again.',
  nameRequired: (row: number) => `Roster row ${row}: a name is required.`,
  nameTooLong: (row: number) => `Roster row ${row}: the name must be less than 100 characters.`,
  invalidEmail: (row: number, value: string) => `Roster row ${row}: "${clip(value)}" is not a valid email address.`,
  invalidPhone: (row: number, value: string) => `Roster row ${row}: "${clip(value)}" is not a valid phone number.`,
  moreProblems: (count: number) => `…and ${count} more ${count === 1 ? 'problem' : 'problems'} in the roster.`,
} as const

/** Messages shown at most; the rest are counted. */
const MAX_ROW_MESSAGES = 5

// Header spellings seen in exported spreadsheets, compared after lower-casing and removing
// everything but letters and digits ("E-mail Address" → "emailaddress").
const HEADER_SYNONYMS = {
  name: ['name', 'fullname', 'agentname', 'agent', 'agentfullname', 'realtor', 'realtorname'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'agentemail', 'workemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'cellnumber', 'telephone', 'tel', 'agentphone'],
} as const
type Column = keyof typeof HEADER_SYNONYMS

export function normalizeHeader(header: string) {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function columnOf(header: string): Column | null {
  const key = normalizeHeader(header)
  for (const [column, synonyms] of Object.entries(HEADER_SYNONYMS) as Array<[Column, readonly string[]]>) {
    if (synonyms.includes(key)) return column
  }
  return null
}

const EmailSchema = z.email()

export function parseRosterCsv(text: string, { maxRows = ROSTER_MAX_ROWS }: { maxRows?: number } = {}): RosterParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  if (parsed.errors.some((error) => error.type === 'Quotes')) return { ok: false, errors: [ROSTER_MESSAGES.unreadable] }
  const [header, ...records] = parsed.data
  if (!header) return { ok: false, errors: [ROSTER_MESSAGES.empty] }

  // The first column matching each role wins; unknown columns are ignored.
  const index: Partial<Record<Column, number>> = {}
  header.forEach((cell, i) => {
    const column = columnOf(cell)
    if (column && index[column] === undefined) index[column] = i
  })
  if (index.name === undefined && index.firstName === undefined && index.lastName === undefined) {
    return { ok: false, errors: [ROSTER_MESSAGES.noHeader] }
  }
  if (records.length === 0) return { ok: false, errors: [ROSTER_MESSAGES.empty] }
  if (records.length > maxRows) return { ok: false, errors: [`The roster can list at most ${maxRows} agents.`] }

  const cell = (record: string[], column: Column) => {
    const i = index[column]
    return i === undefined ? '' : (record[i] ?? '').trim()
  }

  const rows: RosterRow[] = []
  const problems: string[] = []
  records.forEach((record, i) => {
    const rowNumber = i + 2 // as a spreadsheet numbers it: the header is row 1
    const name =
      index.name !== undefined && cell(record, 'name') ? cell(record, 'name') : [cell(record, 'firstName'), cell(record, 'lastName')].filter(Boolean).join(' ')
    const email = cell(record, 'email').toLowerCase()
    const phone = cell(record, 'phone')
    // A row without any value we read (e.g. only an unknown column filled) is not an agent.
    if (!name && !email && !phone) return

    const rowProblems: string[] = []
    if (!name) rowProblems.push(ROSTER_MESSAGES.nameRequired(rowNumber))
    else if (name.length > 100) rowProblems.push(ROSTER_MESSAGES.nameTooLong(rowNumber))
    if (email && (email.length > 255 || !EmailSchema.safeParse(email).success)) rowProblems.push(ROSTER_MESSAGES.invalidEmail(rowNumber, email))
    if (phone && !isPlausiblePhone(phone)) rowProblems.push(ROSTER_MESSAGES.invalidPhone(rowNumber, phone))
    if (rowProblems.length) {
      problems.push(...rowProblems)
      return
    }
    rows.push({ position: rows.length + 1, name, email: email || null, phone: phone || null })
  })

  if (problems.length) {
    const shown = problems.slice(0, MAX_ROW_MESSAGES)
    const rest = problems.length - shown.length
    return { ok: false, errors: rest > 0 ? [...shown, ROSTER_MESSAGES.moreProblems(rest)] : shown }
  }
  if (rows.length === 0) return { ok: false, errors: [ROSTER_MESSAGES.empty] }
  return { ok: true, rows }
}

/** Digits with the usual separators and an optional extension, 7-15 digits before it. */
function isPlausiblePhone(value: string) {
  if (value.length > 30) return false
  const [main] = value.split(/\s*(?:ext\.?|x|#)\s*\d+$/i)
  if (!/^[\d\s()+.-]+$/.test(main!)) return false
  const digits = main!.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

function clip(value: string) {
  return value.length > 40 ? `${truncateText(value, 40)}…` : value
}
