import { data } from 'react-router'
import { invariantResponse } from '~/utils/invariant.ts'
import type { Route } from './+types/admin.vendor-documents.$documentId.ts'
import { db } from '~/utils/db.server.ts'
import { requireAdmin } from '~/accounts/permissions.server.ts'
import { openStoredFile, sanitizeFileName } from '~/utils/uploads.server.ts'

// A vendor's credential document, for admins only, always as a download (never rendered inline,
// never sniffed by the browser, never cached).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const document = await db.vendorDocument.findUnique({
    where: { id: params.documentId },
    select: { storedKey: true, originalName: true, mimeType: true, sizeBytes: true },
  })
  invariantResponse(document, 'Not found', { status: 404 })
  const file = await openStoredFile(document.storedKey)
  if (!file) {
    console.error(`vendor document ${params.documentId}: stored file ${document.storedKey} is missing`)
    throw data('Not found', { status: 404 })
  }
  return new Response(file.stream, {
    headers: {
      'Content-Type': document.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(document.originalName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

/** `attachment` with an ASCII fallback name and the UTF-8 original (RFC 6266 / 5987). */
function contentDisposition(originalName: string) {
  const name = sanitizeFileName(originalName)
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
