import { useEffect } from 'react'
import { toast as showToast, Toaster as SonnerToaster } from 'sonner'
import type { Toast } from '~/utils/toast.server.ts'

/**
 * Shows the one-time toast from the server: with JavaScript through sonner; without it as a
 * status banner inside <noscript>, so the message is never lost.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return
    const show = toast.type === 'message' ? showToast : showToast[toast.type]
    show(toast.title ?? toast.description, toast.title ? { id: toast.id, description: toast.description } : { id: toast.id })
  }, [toast])
  return (
    <>
      <SonnerToaster position="top-center" richColors closeButton />
      {toast ? (
        <noscript>
          <div role="status" data-testid="toast-fallback" className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-center text-sm text-foreground">
            {toast.title ? <strong className="mr-2">{toast.title}</strong> : null}
            {toast.description}
          </div>
        </noscript>
      ) : null}
    </>
  )
}
