// Tabs and scripted demos keep their state in the URL (`?audience=realtors`, `?step=2&picks=0-3`)
// so the server renders them, a reload keeps them and they work without JavaScript. These pure
// helpers read and write that state; the pages only render what they return.

/** An integer step from `?step=`, clamped to [min, max]; anything unreadable is `min`. */
export function parseStep(value: string | null, min: number, max: number): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return min
  return Math.min(max, Math.max(min, Number(value)))
}

/**
 * The options a visitor picked in a scripted demo, from `?picks=0-2-1` (one index per finished
 * step). Only as many picks as steps taken are kept, each within its step's option count;
 * the first unreadable pick ends the list.
 */
export function parsePicks(value: string | null, optionCounts: readonly number[], stepsTaken: number): number[] {
  if (!value) return []
  const picks: number[] = []
  for (const [index, part] of value.split('-').entries()) {
    if (index >= stepsTaken || index >= optionCounts.length) break
    if (!/^\d{1,2}$/.test(part) || Number(part) >= optionCounts[index]!) break
    picks.push(Number(part))
  }
  return picks
}

/** The query string for a demo state, e.g. `?step=3&picks=0-2`, keeping other params (the tab). */
export function demoSearch(current: URLSearchParams, { step, picks }: { step: number; picks?: readonly number[] }): string {
  const next = new URLSearchParams(current)
  next.delete('checkout')
  next.delete('picks')
  next.delete('step')
  next.set('step', String(step))
  if (picks && picks.length > 0) next.set('picks', picks.join('-'))
  return `?${next.toString()}`
}

/** The query string with one param set (and, optionally, others removed). */
export function withParam(current: URLSearchParams, name: string, value: string, remove: readonly string[] = []): string {
  const next = new URLSearchParams(current)
  for (const key of remove) next.delete(key)
  next.set(name, value)
  return `?${next.toString()}`
}
