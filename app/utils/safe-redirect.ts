const DEFAULT_REDIRECT = '/'

/**
 * A redirect target from user input, kept on this site: only a path starting with a single
 * "/" is accepted ("//evil.example" and "/\evil.example" are protocol-relative to browsers).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string = DEFAULT_REDIRECT) {
  if (!to || typeof to !== 'string') return fallback
  const target = to.trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
  // a Location header carries only ASCII: anything else (ü, 中, a space) is percent-encoded
  try {
    return target.replace(/[^\u0021-\u007e]+/g, (text) => encodeURIComponent(text))
  } catch {
    return fallback // a lone surrogate cannot be encoded
  }
}
