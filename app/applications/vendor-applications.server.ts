import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { deliverQueued, queueEmails, type EmailMessage } from '~/utils/mailer.server.ts'
import type { RateLimitRule } from '~/utils/rate-limit.server.ts'
import { discardFiles, moveToStore, removeStoredFiles, type ParsedUpload, type ReceivedFile, type UploadPolicy } from '~/utils/uploads.server.ts'
import {
  CREDENTIAL_FILE_RULES,
  VENDOR_APPLICATION_TEXT,
  fileTooLargeMessage,
  fileUnsupportedMessage,
  type VendorApplicationInput,
} from './vendor-application-schema.ts'

export const VENDOR_APPLICATION_RATE_LIMIT: RateLimitRule = { name: 'vendor-application', limit: 5, windowMs: 60 * 60 * 1000 }

/** Where stored credential files live under UPLOAD_DIR. */
export const VENDOR_DOCUMENT_AREA = 'vendor-documents'

/**
 * How the upload of a vendor application is read: the credential rules of the form (spec §5, §9)
 * plus room for one file more than is kept and the text fields (docs/decisions/0009-uploads.md).
 */
export const VENDOR_DOCUMENT_POLICY: UploadPolicy = {
  fileField: 'credentials',
  maxFileBytes: CREDENTIAL_FILE_RULES.maxFileBytes,
  maxFilesKept: CREDENTIAL_FILE_RULES.maxFiles,
  maxBodyBytes: (CREDENTIAL_FILE_RULES.maxFiles + 1) * CREDENTIAL_FILE_RULES.maxFileBytes + 1024 * 1024,
  maxFieldBytes: 64 * 1024,
  maxFieldsBytes: 1024 * 1024,
  maxParts: 100,
  allowedTypes: CREDENTIAL_FILE_RULES.mimeTypes,
}

export const UPLOAD_TOO_LARGE_MESSAGE = 'Your submission is too large. Attach at most 5 files of up to 10MB each.'

/** The lines of the 'File Upload Error' notice: one per refused file, one when extras were dropped. */
export function fileNoticeOf(upload: Pick<ParsedUpload, 'refused' | 'dropped'>): { messages: string[] } | null {
  const messages = upload.refused.map((file) =>
    file.reason === 'too-large' ? fileTooLargeMessage(file.originalName) : fileUnsupportedMessage(file.originalName),
  )
  if (upload.dropped.length) messages.push(`${VENDOR_APPLICATION_TEXT.filesDropped} (${upload.dropped.join(', ')})`)
  return messages.length ? { messages } : null
}

export type VendorApplicationOutcome = { status: 'submitted'; applicationId: string; documentCount: number } | { status: 'failed' }

/**
 * Stores a validated application with its accepted credential files and, in the same
 * transaction, the emails to the applicant and the admins, then delivers them. A storage failure
 * removes the files and is logged ('failed'); an SMTP problem never undoes the stored application
 * (the email stays in the outbox and the background job retries it).
 */
export async function submitVendorApplication(input: VendorApplicationInput, files: ReceivedFile[]): Promise<VendorApplicationOutcome> {
  let application: { id: string; documentCount: number; emailIds: string[] }
  try {
    application = await createVendorApplication(input, files)
  } catch (error) {
    await discardFiles(files.map((file) => file.tempPath))
    console.error(`vendor application from ${input.email} (${input.businessName}) could not be stored`, error)
    return { status: 'failed' }
  }
  await deliverQueued(application.emailIds)
  return { status: 'submitted', applicationId: application.id, documentCount: application.documentCount }
}

/**
 * Stores the application, its documents and its emails (queued) in one transaction. Files are moved to their final
 * keys first and removed again if the transaction fails: a crash can leave an orphan file, never
 * a row pointing at a missing one.
 */
export async function createVendorApplication(input: VendorApplicationInput, files: ReceivedFile[]) {
  const stored = await moveToStore(files, VENDOR_DOCUMENT_AREA)
  try {
    return await db.$transaction(async (tx) => {
      const application = await tx.vendorApplication.create({
        data: {
          companyName: input.businessName,
          contactName: input.contactName,
          email: input.email,
          phone: input.phone,
          address: input.address,
          serviceType: input.servicesOffered,
          serviceAreas: [input.address],
          licenseNumber: input.licenseNumber,
          yearsInBusiness: input.yearsExperience,
          websiteUrl: input.websiteUrl,
          insuranceProvider: input.insuranceProvider,
          additionalInfo: input.additionalInfo,
          insuranceVerified: false,
          status: 'pending',
        },
        select: { id: true },
      })
      for (const file of stored) {
        await tx.vendorDocument.create({
          data: {
            applicationId: application.id,
            originalName: file.originalName,
            storedKey: file.storedKey,
            sizeBytes: file.sizeBytes,
            mimeType: file.mimeType,
            sha256: file.sha256,
          },
        })
      }
      const emailIds = await queueEmails(tx, vendorApplicationEmails(input, { id: application.id, documentCount: stored.length }))
      return { id: application.id, documentCount: stored.length, emailIds }
    })
  } catch (error) {
    await removeStoredFiles(stored.map((file) => file.storedKey)).catch((removal) => console.error('stored files left behind', removal))
    throw error
  }
}

function vendorApplicationEmails(input: VendorApplicationInput, application: { id: string; documentCount: number }): EmailMessage[] {
  const env = getServerEnv()
  const summary = [
    `Business name: ${input.businessName}`,
    `Contact name: ${input.contactName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone}`,
    `Business address: ${input.address}`,
    `Services offered: ${input.servicesOffered}`,
    `Years of experience: ${input.yearsExperience}`,
    `License number: ${input.licenseNumber ?? '—'}`,
    `Insurance provider: ${input.insuranceProvider}`,
    `Website: ${input.websiteUrl ?? '—'}`,
    `Additional information: ${input.additionalInfo ?? '—'}`,
    `Credential documents received: ${application.documentCount}`,
  ].join('\n')

  const confirmation: EmailMessage = {
    to: input.email,
    subject: 'We received your Harper Home vendor application',
    text: [
      `Hi ${input.contactName},`,
      '',
      `Thank you for applying to join the Harper Home network. We'll review your application and contact you within 2-3 business days.`,
      'What happens next: we verify your license and insurance, then onboarding is complete in 7-10 days.',
      '',
      'What you sent us:',
      summary,
      '',
      'If anything here is wrong, reply to this email.',
      '— The Harper Home team',
    ].join('\n'),
  }

  const adminNotification: EmailMessage = {
    to: env.ADMIN_NOTIFICATION_EMAIL,
    replyTo: input.email,
    subject: `New vendor application: ${input.businessName}`,
    text: [
      `${input.businessName} applied to join the vendor network with ${application.documentCount} credential document${application.documentCount === 1 ? '' : 's'}.`,
      `Review it in the admin dashboard: ${new URL('/admin-dashboard', env.PUBLIC_URL).href}`,
      `Application id: ${application.id}`,
      '',
      summary,
    ].join('\n'),
  }
  return [confirmation, adminNotification]
}
