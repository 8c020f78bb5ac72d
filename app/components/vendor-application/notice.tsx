import { cn } from '~/utils/misc.ts'

/** A titled message box: success (polite status) or destructive (alert). */
export function Notice({
  tone,
  title,
  children,
  id,
  className,
}: {
  tone: 'success' | 'destructive'
  title: string
  children?: React.ReactNode
  id?: string
  className?: string
}) {
  return (
    <div
      id={id}
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'destructive' ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-emerald-600/40 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 space-y-1">{children}</div> : null}
    </div>
  )
}
