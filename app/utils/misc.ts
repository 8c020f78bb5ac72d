import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Compose class names: `clsx` handles conditionals/arrays/objects and
 * `tailwind-merge` resolves conflicting Tailwind utilities so the last one
 * wins (e.g. `cn('px-4', 'px-2')` → `'px-2'`).
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes))
}
