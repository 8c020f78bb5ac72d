// What the admin outbox shows of an email (docs/decisions/0033): that a link was sent and where it
// points, never the secret it carries. The stored and delivered email keeps its links (the retry
// job resends the row as it is); only the admin's view is redacted.

export const REDACTED = '[redacted]'

// absolute URLs, and site paths that carry a query (a link written without its origin)
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+|(?<![\w/])\/[\w\-./~%]*\?[^\s<>"'`]+/g
// what is left after the URLs: a long random-looking run (base64url or hex tokens, signatures)
const TOKEN_PATTERN = /[A-Za-z0-9_-]{32,}/g

/** A URL with every query value and its fragment replaced: `/reset-password?token=[redacted]`. */
function redactUrl(url: string): string {
  const trailing = url.match(/[.,;:!?)\]]+$/)?.[0] ?? ''
  const body = trailing ? url.slice(0, -trailing.length) : url
  const [beforeFragment, fragment] = splitOnce(body, '#')
  const [path, query] = splitOnce(beforeFragment, '?')
  const redactedPath = path.replace(TOKEN_PATTERN, redactRun)
  const redactedQuery =
    query === null
      ? ''
      : `?${query
          .split('&')
          .map((pair) => (pair ? `${splitOnce(pair, '=')[0]}=${REDACTED}` : pair))
          .join('&')}`
  const redactedFragment = fragment === null ? '' : `#${/^[a-z][\w-]*$/i.test(fragment) && fragment.length < 32 ? fragment : REDACTED}`
  return `${redactedPath}${redactedQuery}${redactedFragment}${trailing}`
}

function splitOnce(value: string, separator: string): [string, string | null] {
  const index = value.indexOf(separator)
  return index === -1 ? [value, null] : [value.slice(0, index), value.slice(index + 1)]
}

/** A run that looks random (letters and digits mixed, or long hex) is a secret; words and slugs are not. */
function redactRun(run: string): string {
  const hex = /^[0-9a-f]+$/i.test(run)
  const mixed = /[0-9]/.test(run) && /[A-Z]/.test(run) && /[a-z]/.test(run)
  return hex || mixed ? REDACTED : run
}

/** `text` with the secrets links carry (query values, fragments, token-like runs) replaced by [redacted]. */
export function redactSecrets(text: string): string
export function redactSecrets(text: string | null): string | null
export function redactSecrets(text: string | null): string | null {
  if (text === null) return null
  // one pass, left to right: a URL keeps its page and parameter names; a token outside one goes whole
  return text.replace(new RegExp(`${URL_PATTERN.source}|${TOKEN_PATTERN.source}`, 'g'), (match) =>
    new RegExp(`^(?:${URL_PATTERN.source})$`).test(match) ? redactUrl(match) : redactRun(match),
  )
}
