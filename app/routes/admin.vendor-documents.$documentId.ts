import { data } from 'react-router'
import { invariantResponse } from '~/utils/invariant.ts'
import type { Route } from './+types/admin.vendor-documents.$documentId.ts'
import { db } from '~/utils/db.server.ts'
import { requirePermission } from '~/accounts/permissions.server.ts'
import { ADMIN_AUDIT_ACTIONS } from '~/audit/audit-categories.ts'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { openStoredFile, sanitizeFileName } from '~/utils/uploads.server.ts'

// A vendor's credential document, for admins only, always as a download (never rendered inline,
// never sniffed by the browser, never cached). Part of reviewing applications; every download is
// audited before a byte is sent (docs/decisions/0033).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'applications', context)
  const document = await db.vendorDocument.findUnique({
    where: { id: params.documentId },
    select: { id: true, applicationId: true, storedKey: true, originalName: true, mimeType: true, sizeBytes: true },
  })
  invariantResponse(document, 'Not found', { status: 404 })
  await recordAuditEvent({
    request,
    clientAddress: context.clientAddress,
    action: ADMIN_AUDIT_ACTIONS.downloadVendorDocument,
    outcome: 'success',
    actorId: admin.id,
    targetType: 'VendorDocument',
    targetId: document.id,
    metadata: { applicationId: document.applicationId, fileName: document.originalName },
  })
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
