import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/*
 * Why not @radix-ui/react-checkbox?
 * Radix renders a <button role="checkbox"> and only adds a hidden native
 * <input> (its "BubbleInput") once hydrated inside a <form>. Our forms are
 * server-rendered and must submit with JavaScript disabled, so the value
 * would be missing from the POST body. A real <input type="checkbox"> always
 * submits, keeps native keyboard/label behaviour and works in forced-colours
 * mode; we only restyle it (size + brand `accent-color`). No data: URI
 * check-mark images, so nothing conflicts with the img-src CSP.
 */
export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'>

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer accent-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  )
}
