import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/** Placeholder block shown while content loads. Decorative by default. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand-200 motion-reduce:animate-none', className)} {...props} />
}
