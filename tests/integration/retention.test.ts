import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { applyRetention, removeOrphanedUploads, RETENTION } from '~/jobs/retention.server.ts'
import { db } from '~/utils/db.server.ts'
import { newStoredKey, storedFilePath, uploadRoot } from '~/utils/uploads.server.ts'
import { pendingVendorApplication } from './accounts-helpers.ts'
import { uniqueEmail } from './helpers.ts'

// The retention periods /privacy promises, applied by the daily job: what is past its period goes,
// what is not stays. Every row here is this test's own, found again by its id or email.

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY)

function request(status: string, updatedAt: Date) {
  return db.serviceRequest.create({
    data: {
      contactName: 'Dana Reyes',
      contactEmail: uniqueEmail('retention'),
      serviceType: 'Roofing',
      zip: '32931',
      urgency: '7-days',
      budgetRange: '1001-5000',
      description: 'Roof leak',
      consentAt: updatedAt,
      status,
      createdAt: updatedAt,
      updatedAt,
    },
  })
}

test('chats, requests, contact messages, unconfirmed sign-ups, email records and rejected applications go after their periods; the rest stays', async () => {
  const oldChat = await db.conversation.create({ data: { publicId: crypto.randomUUID(), updatedAt: daysAgo(RETENTION.chatsDays + 1) } })
  const recentChat = await db.conversation.create({ data: { publicId: crypto.randomUUID(), updatedAt: daysAgo(RETENTION.chatsDays - 1) } })
  const oldClosed = await request('closed', daysAgo(RETENTION.chatsDays + 1))
  const oldOpen = await request('open', daysAgo(RETENTION.chatsDays + 1))

  const contact = (createdAt: Date) =>
    db.contactMessage.create({
      data: {
        name: 'Dana',
        email: uniqueEmail('contact'),
        role: 'consumer',
        subject: 'support',
        message: 'A question',
        routedTo: 'support@harperhome.example',
        createdAt,
      },
    })
  const oldContact = await contact(daysAgo(RETENTION.contactMessagesDays + 1))
  const recentContact = await contact(daysAgo(10))

  const subscriber = (confirmedAt: Date | null) =>
    db.newsletterSubscriber.create({
      data: {
        email: uniqueEmail('news'),
        source: 'footer',
        unsubscribeTokenHash: crypto.randomUUID(),
        confirmedAt,
        createdAt: daysAgo(RETENTION.unconfirmedSubscribersDays + 1),
      },
    })
  const unconfirmed = await subscriber(null)
  const confirmed = await subscriber(daysAgo(40))

  const email = (createdAt: Date, extra: { status?: string; nextAttemptAt?: Date | null } = {}) =>
    db.outboundEmail.create({
      data: { to: uniqueEmail('mail'), from: 'hello@harperhome.example', subject: 'Hi', text: 'Hi', status: 'sent', createdAt, ...extra },
    })
  const oldEmail = await email(daysAgo(RETENTION.outboundEmailsDays + 1))
  const oldRetrying = await email(daysAgo(RETENTION.outboundEmailsDays + 1), { status: 'failed', nextAttemptAt: NOW })
  const recentEmail = await email(daysAgo(3))

  // a rejected vendor application past its period, with a credential file on disk
  const rejected = await pendingVendorApplication()
  const storedKey = newStoredKey('vendor-documents', 'pdf')
  fs.mkdirSync(path.dirname(storedFilePath(storedKey)), { recursive: true })
  fs.writeFileSync(storedFilePath(storedKey), '%PDF-1.4 test')
  await db.vendorDocument.create({
    data: { applicationId: rejected.id, originalName: 'licence.pdf', storedKey, sizeBytes: 13, mimeType: 'application/pdf', sha256: 'x' },
  })
  await db.vendorApplication.update({ where: { id: rejected.id }, data: { status: 'rejected', reviewedAt: daysAgo(RETENTION.rejectedApplicationsDays + 1) } })
  const recentlyRejected = await pendingVendorApplication()
  await db.vendorApplication.update({ where: { id: recentlyRejected.id }, data: { status: 'rejected', reviewedAt: daysAgo(30) } })

  await applyRetention(NOW)

  expect(await db.conversation.findUnique({ where: { id: oldChat.id } })).toBeNull()
  expect(await db.conversation.findUnique({ where: { id: recentChat.id } })).not.toBeNull()
  expect(await db.serviceRequest.findUnique({ where: { id: oldClosed.id } })).toBeNull()
  // a request still being worked is kept, however old
  expect(await db.serviceRequest.findUnique({ where: { id: oldOpen.id } })).not.toBeNull()
  expect(await db.contactMessage.findUnique({ where: { id: oldContact.id } })).toBeNull()
  expect(await db.contactMessage.findUnique({ where: { id: recentContact.id } })).not.toBeNull()
  expect(await db.newsletterSubscriber.findUnique({ where: { id: unconfirmed.id } })).toBeNull()
  expect(await db.newsletterSubscriber.findUnique({ where: { id: confirmed.id } })).not.toBeNull()
  expect(await db.outboundEmail.findUnique({ where: { id: oldEmail.id } })).toBeNull()
  expect(await db.outboundEmail.findUnique({ where: { id: oldRetrying.id } })).not.toBeNull()
  expect(await db.outboundEmail.findUnique({ where: { id: recentEmail.id } })).not.toBeNull()
  expect(await db.vendorApplication.findUnique({ where: { id: rejected.id } })).toBeNull()
  expect(fs.existsSync(storedFilePath(storedKey))).toBe(false)
  expect(await db.vendorApplication.findUnique({ where: { id: recentlyRejected.id } })).not.toBeNull()
})

test('upload temp files left by a crashed request are removed once no request can own them', async () => {
  const dir = path.join(uploadRoot(), 'tmp')
  fs.mkdirSync(dir, { recursive: true })
  const stale = path.join(dir, `${crypto.randomBytes(8).toString('hex')}.part`)
  const fresh = path.join(dir, `${crypto.randomBytes(8).toString('hex')}.part`)
  fs.writeFileSync(stale, 'half a file')
  fs.writeFileSync(fresh, 'an upload in flight')
  const staleTime = new Date(Date.now() - RETENTION.orphanedUploadMs - 60_000)
  fs.utimesSync(stale, staleTime, staleTime)
  expect(await removeOrphanedUploads(new Date())).toBeGreaterThanOrEqual(1)
  expect(fs.existsSync(stale)).toBe(false)
  expect(fs.existsSync(fresh)).toBe(true)
  fs.rmSync(fresh)
})
