// What goes in and out of Harper, made safe (OWASP LLM01/02/10): user text is bounded and kept
// as plain text; a reply never carries markup, nor an email address or phone number other than
// the user's own and the company's public ones.
import { truncateText } from '~/utils/misc.ts'

export const MAX_MESSAGE_CHARS = 2000

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** A user's message as text: control characters removed, whitespace trimmed, length capped. */
export function boundUserMessage(message: string) {
  return truncateText(message.replace(CONTROL, '').trim(), MAX_MESSAGE_CHARS)
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g
const TAG = /<\/?[A-Za-z!][^<>]*>/g

const digits = (text: string) => text.replace(/\D/g, '').slice(-10)

/**
 * A reply as plain text: tags removed (the chat renders text, never HTML), and any email or
 * phone number that is not in `allowed` (the user's own details) replaced by "[hidden]".
 */
export function sanitizeReply(text: string, allowed: { emails?: string[]; phones?: string[] } = {}) {
  const emails = new Set((allowed.emails ?? []).map((email) => email.toLowerCase()))
  const phones = new Set((allowed.phones ?? []).map(digits))
  return text
    .replace(CONTROL, '')
    .replace(TAG, '')
    .replace(EMAIL, (email) => (emails.has(email.toLowerCase()) ? email : '[hidden]'))
    .replace(PHONE, (phone) => (phones.has(digits(phone)) ? phone : '[hidden]'))
}
