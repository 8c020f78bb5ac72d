import { useRef, useState } from 'react'
import {
  CREDENTIAL_FILE_RULES,
  VENDOR_APPLICATION_TEXT,
  fileUnsupportedMessage,
  looksLikeCredentialDocument,
  precheckCredentialFile,
} from '~/applications/vendor-application-schema.ts'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { Notice } from './notice.tsx'

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * The credential files input. Without JavaScript it is a plain multiple file input and the server
 * judges every file. With JavaScript the chosen files are pre-checked (size, name, first bytes):
 * refused ones and any beyond five are taken out of the input and listed in a 'File Upload Error'
 * notice, and the kept ones are listed with a Remove button.
 */
export function CredentialFilesField({ serverMessages, reattach }: { serverMessages: string[]; reattach: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [kept, setKept] = useState<File[]>([])
  const [clientMessages, setClientMessages] = useState<string[]>([])

  function setInputFiles(files: File[]) {
    const input = inputRef.current
    if (!input || typeof DataTransfer === 'undefined') return
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    input.files = transfer.files
  }

  async function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? [])
    const messages: string[] = []
    const accepted: File[] = []
    const dropped: string[] = []
    for (const file of chosen) {
      let problem = precheckCredentialFile(file)
      if (!problem) {
        const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
        if (!looksLikeCredentialDocument(head)) problem = fileUnsupportedMessage(file.name)
      }
      if (problem) messages.push(problem)
      else if (accepted.length < CREDENTIAL_FILE_RULES.maxFiles) accepted.push(file)
      else dropped.push(file.name)
    }
    if (dropped.length) messages.push(`${VENDOR_APPLICATION_TEXT.filesDropped} (${dropped.join(', ')})`)
    setInputFiles(accepted)
    setKept(accepted)
    setClientMessages(messages)
  }

  function remove(index: number) {
    const next = kept.filter((_, i) => i !== index)
    setInputFiles(next)
    setKept(next)
  }

  const messages = [...serverMessages, ...clientMessages]
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="credentials">Credentials (license, insurance certificate, certifications)</Label>
      <p id="credentials-description" className="text-sm text-muted-foreground">
        Optional. Up to 5 files, 10MB each: PDF, JPEG, JPG, PNG or WebP.
        {reattach ? <span className="mt-1 block font-medium text-foreground">{VENDOR_APPLICATION_TEXT.reattachFiles}</span> : null}
      </p>
      <Input
        ref={inputRef}
        id="credentials"
        name="credentials"
        type="file"
        multiple
        accept={CREDENTIAL_FILE_RULES.accept}
        aria-describedby={messages.length ? 'credentials-description credentials-error' : 'credentials-description'}
        className="py-2"
        onChange={handleChange}
      />
      {messages.length ? (
        <Notice id="credentials-error" tone="destructive" title={VENDOR_APPLICATION_TEXT.fileErrorTitle}>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {kept.length ? (
        <ul aria-label="Files to upload" className="divide-y divide-border rounded-md border border-border text-sm">
          {kept.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-muted-foreground">({formatSize(file.size)})</span>
              </span>
              <button type="button" className="shrink-0 rounded px-2 py-1 text-primary underline-offset-4 hover:underline" onClick={() => remove(index)}>
                Remove<span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
