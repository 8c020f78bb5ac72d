import { useEffect } from 'react'
import { toast as showToast, Toaster as SonnerToaster } from 'sonner'
import { useHydrated } from '~/utils/use-hydrated.ts'
import type { Toast } from '~/utils/toast.server.ts'

/**
 * Shows the one-time toast from the server. The server renders it as a status banner, so the
 * message is never lost without JavaScript; once the page is hydrated sonner shows it instead.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!toast) return
    const show = toast.type === 'message' ? showToast : showToast[toast.type]
    show(toast.title ?? toast.description, toast.title ? { id: toast.id, description: toast.description } : { id: toast.id })
  }, [toast])
  return (
    <>
      <SonnerToaster position="top-center" richColors closeButton />
      {toast && !hydrated ? (
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
