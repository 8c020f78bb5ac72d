import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

export type SpinnerProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /**
   * Accessible label. When given the spinner is announced (role="status");
   * when omitted it is decorative (aria-hidden), e.g. next to visible text.
   */
  label?: string
}

export function Spinner({ label, className, ...props }: SpinnerProps) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
  if (!label) return svg
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  )
}
