import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link' | 'brand' | 'outline-inverse'
export type ButtonSize = 'sm' | 'md' | 'compact' | 'lg' | 'icon'

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold ' +
  'transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary-hover',
  outline: 'border border-input bg-surface text-foreground shadow-xs hover:bg-accent hover:border-primary',
  ghost: 'text-foreground hover:bg-accent',
  destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
  // on the navy affiliate hero: a light call to action, and an outline whose border colour the caller sets
  brand: 'bg-brand-300 text-ink-950 shadow-xs hover:bg-brand-200',
  'outline-inverse': 'border bg-transparent text-white shadow-xs hover:bg-white/10 hover:border-primary',
}

// Every size is at least 44px tall on small (touch) screens; `sm` shrinks
// to 36px from the `sm` breakpoint up.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 px-3 text-sm sm:h-9',
  md: 'h-11 px-4 text-sm',
  compact: 'h-11 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
}

export type ButtonVariantOptions = {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/**
 * Class string for a button look-alike, e.g.
 * `<Link to="/find-services" className={buttonVariants({ size: 'lg' })}>`.
 */
export function buttonVariants({ variant = 'default', size = 'md', className }: ButtonVariantOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className)
}

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />
}
