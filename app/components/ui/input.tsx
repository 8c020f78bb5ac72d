import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/** Shared look of text-like controls (input, textarea, native select). */
export const controlClassName =
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs ' +
  'transition-colors placeholder:text-ink-500 md:text-sm ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(controlClassName, 'h-11', 'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold file:text-foreground', className)}
      {...props}
    />
  )
}
