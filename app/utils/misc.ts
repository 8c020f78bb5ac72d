import { clsx, type ClassValue } from 'clsx'

/**
 * Compose class names (conditionals, arrays, objects) with `clsx`. Classes are only joined, never
 * merged: a caller must not pass a utility that conflicts with one the component already sets
 * (`px-3` on top of `px-4`) — the stylesheet, not the order in the string, would decide which wins.
 * Offer a variant or an explicit prop instead (docs/decisions/0026, "JavaScript per page").
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}
