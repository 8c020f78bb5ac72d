import { useState } from 'react'
import { useHydrated } from '~/utils/use-hydrated.ts'

/** Copies `text` to the clipboard; rendered only with JavaScript (the text itself is selectable). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  if (!hydrated) return null
  return (
    <button
      type="button"
      className="shrink-0 rounded-md border border-border px-3 py-1 text-sm font-medium hover:bg-muted"
      aria-label={label}
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      }}
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
