import { useEffect, useRef, useState } from 'react'
import type { Toast } from '~/utils/toast.server.ts'

type Sonner = typeof import('sonner')
/**
 * Shows the one-time toast from the server. The server renders it as a status banner, so the
 * message is never lost without JavaScript. With JavaScript, sonner (≈10 KB gzipped) is loaded
 * only when a toast arrives — most visits never download it, which keeps it out of the home
 * page's JavaScript budget (docs/decisions/0008) — and then shows the toast instead of the banner.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const [pending, setPending] = useState<Toast[]>([])

  // each new toast from the server joins the queue (worked out while rendering, not in an effect)
  const [lastToast, setLastToast] = useState<Toast | null>(null)
  if (toast !== lastToast) {
    setLastToast(toast)
    if (toast) setPending((queue) => (queue.some((queued) => queued.id === toast.id) ? queue : [...queue, toast]))
  }
  const shown = useRef(new Set<string>())

  const needsSonner = pending.length > 0 && !sonner
  useEffect(() => {
    if (!needsSonner) return
    let cancelled = false
    import('sonner').then(
      (module) => {
        if (!cancelled) setSonner(module)
      },
      (error: unknown) => console.error('Could not load the toast library; the banner stays', error),
    )
    return () => {
      cancelled = true
    }
  }, [needsSonner])

  // Runs after sonner's <Toaster> (a child) has mounted and subscribed, so no toast is lost.
  useEffect(() => {
    if (!sonner) return
    for (const item of pending) {
      if (shown.current.has(item.id)) continue
      shown.current.add(item.id)
      const show = item.type === 'message' ? sonner.toast : sonner.toast[item.type]
      show(item.title ?? item.description, item.title ? { id: item.id, description: item.description } : { id: item.id })
    }
  }, [sonner, pending])

  return (
    <>
      {sonner ? <sonner.Toaster position="top-center" richColors closeButton /> : null}
      {toast && !sonner ? (
        <div
          role="status"
          data-testid="toast-fallback"
          className={
            toast.type === 'error'
              ? 'border-b border-destructive/30 bg-destructive/10 px-4 py-3 text-center text-sm text-destructive'
              : 'border-b border-brand-200 bg-brand-50 px-4 py-3 text-center text-sm text-foreground'
          }
        >
          {toast.title ? <strong className="mr-2">{toast.title}</strong> : null}
          {toast.description}
        </div>
      ) : null}
    </>
  )
}
