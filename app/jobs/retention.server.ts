import fsp from 'node:fs/promises'
import path from 'node:path'
import { db } from '~/utils/db.server.ts'
import { removeStoredFiles, uploadRoot } from '~/utils/uploads.server.ts'

// The retention periods /privacy promises (its "How long we keep data" list), applied daily by the
// background jobs (docs/decisions/0018), and the upload temp files a crashed request left behind.
// One table: change a period here and on /privacy together.
const DAY_MS = 24 * 60 * 60 * 1000
export const RETENTION = {
  /** Harper chats and service requests: 24 months after the last message */
  chatsDays: 730,
  /** contact-form messages: 12 months */
  contactMessagesDays: 365,
  /** rejected applications (with their credential files and rosters): 12 months after the decision */
  rejectedApplicationsDays: 365,
  /** newsletter sign-ups never confirmed: 30 days */
  unconfirmedSubscribersDays: 30,
  /** records of the emails we send: 12 months */
  outboundEmailsDays: 365,
  /** an upload's temp file older than this belongs to no request in flight */
  orphanedUploadMs: 6 * 60 * 60 * 1000,
} as const

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

export async function applyRetention(now = new Date()) {
  const chatCutoff = before(now, RETENTION.chatsDays)
  const rejectedCutoff = before(now, RETENTION.rejectedApplicationsDays)
  // a service request ends its life with its chat; a request still being worked stays
  const requests = await db.serviceRequest.deleteMany({ where: { updatedAt: { lt: chatCutoff }, status: 'closed' } })
  const conversations = await db.conversation.deleteMany({ where: { updatedAt: { lt: chatCutoff } } })
  const contactMessages = await db.contactMessage.deleteMany({ where: { createdAt: { lt: before(now, RETENTION.contactMessagesDays) } } })
  const subscribers = await db.newsletterSubscriber.deleteMany({
    where: { confirmedAt: null, createdAt: { lt: before(now, RETENTION.unconfirmedSubscribersDays) } },
  })
  // failed emails still being retried stay until the retries give up
  const emails = await db.outboundEmail.deleteMany({
    where: { createdAt: { lt: before(now, RETENTION.outboundEmailsDays) }, NOT: { status: 'failed', nextAttemptAt: { not: null } } },
  })
  const affiliateApplications = await db.affiliateApplication.deleteMany({ where: { status: 'rejected', reviewedAt: { lt: rejectedCutoff } } })
  // the credential files go with their rejected vendor application: files first, then the rows
  const rejectedVendors = await db.vendorApplication.findMany({
    where: { status: 'rejected', reviewedAt: { lt: rejectedCutoff } },
    select: { id: true, documents: { select: { storedKey: true } } },
  })
  await removeStoredFiles(rejectedVendors.flatMap((application) => application.documents.map((document) => document.storedKey)))
  const vendorApplications = await db.vendorApplication.deleteMany({ where: { id: { in: rejectedVendors.map((application) => application.id) } } })
  const orphanedUploads = await removeOrphanedUploads(now)
  return {
    serviceRequests: requests.count,
    conversations: conversations.count,
    contactMessages: contactMessages.count,
    subscribers: subscribers.count,
    emails: emails.count,
    applications: affiliateApplications.count + vendorApplications.count,
    orphanedUploads,
  }
}

/** Temp files under UPLOAD_DIR/tmp that no request in flight can still own. */
export async function removeOrphanedUploads(now = new Date()) {
  const dir = path.join(uploadRoot(), 'tmp')
  const names = await fsp.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fsp.stat(file).catch(() => null)
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < RETENTION.orphanedUploadMs) continue
    await fsp.rm(file, { force: true })
    removed += 1
  }
  return removed
}
