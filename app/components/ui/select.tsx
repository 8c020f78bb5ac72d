import type * as React from 'react'
import { controlClassName } from '~/components/ui/input.tsx'
import { cn } from '~/utils/misc.ts'

/*
 * A styled NATIVE <select>, not @radix-ui/react-select: Radix Select is a
 * JavaScript widget whose hidden native <select> is only rendered once
 * hydrated, so its value would not be submitted by a form with JS off. The
 * native control submits everywhere and gets the platform picker on phones.
 * The chevron is an inline SVG (no data: URI background, CSP friendly).
 */
export type NativeSelectProps = React.ComponentProps<'select'> & {
  /** Classes for the positioning wrapper (e.g. width in a flex row). */
  wrapperClassName?: string
}

export function NativeSelect({ className, wrapperClassName, children, defaultValue, ...props }: NativeSelectProps) {
  // List boxes (multiple / size > 1) keep their native look and no chevron.
  const isListBox = Boolean(props.multiple) || (props.size ?? 1) > 1
  // A field posted twice (a crafted request) comes back from Conform as a list: a select that holds
  // one value shows the first, as the browser would, instead of marking several options selected.
  const shown = !props.multiple && Array.isArray(defaultValue) ? (defaultValue as readonly string[])[0] : defaultValue
  return (
    <span className={cn('relative block', wrapperClassName ?? 'w-full')}>
      <select className={cn(controlClassName, isListBox ? 'py-2' : 'h-11 cursor-pointer appearance-none pr-10', className)} defaultValue={shown} {...props}>
        {children}
      </select>
      {isListBox ? null : (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          fill="none"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        >
          <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  )
}
