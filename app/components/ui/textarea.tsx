import type * as React from 'react'
import { controlClassName } from '~/components/ui/input.tsx'
import { cn } from '~/utils/misc.ts'

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClassName, 'min-h-24 py-2.5', className)} {...props} />
}
