import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/** Styled native `<label>`; pass `htmlFor` or nest the control. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-5 font-semibold text-foreground', className)} {...props} />
}
