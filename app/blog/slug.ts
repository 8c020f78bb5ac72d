// The slug rule of spec §5: lowercase, punctuation stripped, spaces to hyphens, repeated hyphens
// collapsed. Accents are folded to their base letter first ('Café' → 'cafe'), so a title in
// Spanish still gives a readable URL instead of losing letters.

const MAX_SLUG_LENGTH = 96

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-$/, '')
}

/**
 * `base` when free, else `base-2`, `base-3`, … — the first numeric suffix no other post uses.
 * `taken` holds the slugs already in use that start with `base`.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`
    if (!used.has(candidate)) return candidate
  }
}
