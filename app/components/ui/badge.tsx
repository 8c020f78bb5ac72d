import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive'

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary-subtle text-primary-subtle-foreground',
  secondary: 'border-transparent bg-ink-100 text-ink-800',
  outline: 'border-input bg-transparent text-foreground',
  success: 'border-transparent bg-success-subtle text-success-subtle-foreground',
  warning: 'border-transparent bg-warning-subtle text-warning-subtle-foreground',
  destructive: 'border-transparent bg-destructive-subtle text-destructive-subtle-foreground',
}

export function badgeVariants({ variant = 'default', className }: { variant?: BadgeVariant; className?: string } = {}) {
  return cn(
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
    "[&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3",
    variants[variant],
    className,
  )
}

export type BadgeProps = React.ComponentProps<'span'> & { variant?: BadgeVariant }

export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, className })} {...props} />
}
