import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { isHoneypotFilled } from '~/utils/honeypot.ts'
import { sendEmail } from '~/utils/mailer.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, type RateLimitRule } from '~/utils/rate-limit.server.ts'
import {
  discardFiles,
  moveToStore,
  parseUploadRequest,
  UploadFormatError,
  UploadLimitError,
  VENDOR_DOCUMENT_POLICY,
  type ParsedUpload,
  type ReceivedFile,
} from '~/utils/uploads.server.ts'
import {
  VENDOR_APPLICATION_TEXT,
  VendorApplicationSchema,
  fileTooLargeMessage,
  fileUnsupportedMessage,
  type VendorApplicationInput,
} from './vendor-application-schema.ts'

export const VENDOR_APPLICATION_RATE_LIMIT: RateLimitRule = { name: 'vendor-application', limit: 5, windowMs: 60 * 60 * 1000 }

/** Where stored credential files live under UPLOAD_DIR. */
export const VENDOR_DOCUMENT_AREA = 'vendor-documents'

export const UPLOAD_TOO_LARGE_MESSAGE = 'Your submission is too large. Attach at most 5 files of up to 10MB each.'
const MALFORMED_MESSAGE = 'Your submission could not be read. Please try again.'

/** The 'File Upload Error' notice: one line per refused file, and a line when extras were dropped. */
export type FileNotice = { messages: string[] }

export type VendorApplicationActionData =
  | { status: 'success'; result: SubmissionResult<string[]>; fileNotice: FileNotice | null; documentCount: number }
  | {
      status: 'error'
      result: SubmissionResult<string[]> | undefined
      fileNotice: FileNotice | null
      /** files were attached but not kept because the form had errors */
      reattachFiles: boolean
      /** the 'Submission Error' reason, when the submission failed as a whole */
      failure: string | null
    }

function fileNoticeOf(upload: Pick<ParsedUpload, 'refused' | 'dropped'>): FileNotice | null {
  const messages = upload.refused.map((file) =>
    file.reason === 'too-large' ? fileTooLargeMessage(file.originalName) : fileUnsupportedMessage(file.originalName),
  )
  if (upload.dropped.length) messages.push(`${VENDOR_APPLICATION_TEXT.filesDropped} (${upload.dropped.join(', ')})`)
  return messages.length ? { messages } : null
}

function failure(status: number, message: string, extra: { result?: SubmissionResult<string[]>; fileNotice?: FileNotice | null; headers?: HeadersInit } = {}) {
  const body: VendorApplicationActionData = {
    status: 'error',
    result: extra.result,
    fileNotice: extra.fileNotice ?? null,
    reattachFiles: false,
    failure: message,
  }
  return data(body, { status, headers: extra.headers })
}

/**
 * The whole submission (spec §5, §8): rate limit before the body is read, the body read within
 * limits (files judged by content), the honeypot, the schema, then one transaction and the emails.
 */
export async function submitVendorApplication(request: Request) {
  // Count the attempt before reading a possibly large body, so a flood costs us little.
  const limit = checkRateLimit(request, VENDOR_APPLICATION_RATE_LIMIT)
  if (!limit.allowed) {
    return failure(429, RATE_LIMIT_MESSAGE, { headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }

  let upload: ParsedUpload
  try {
    upload = await parseUploadRequest(request, VENDOR_DOCUMENT_POLICY)
  } catch (error) {
    if (error instanceof UploadLimitError) return failure(413, UPLOAD_TOO_LARGE_MESSAGE)
    if (error instanceof UploadFormatError) return failure(400, MALFORMED_MESSAGE)
    console.error('vendor application: reading the upload failed', error)
    return failure(500, VENDOR_APPLICATION_TEXT.failureGeneric)
  }
  const tempPaths = upload.files.map((file) => file.tempPath)
  const fileNotice = fileNoticeOf(upload)

  if (isHoneypotFilled(upload.fields)) {
    // a bot: answer like a success, keep nothing
    await discardFiles(tempPaths)
    return data({ status: 'success', result: { status: 'success', initialValue: null }, fileNotice: null, documentCount: 0 } satisfies VendorApplicationActionData)
  }

  const submission = parseWithZod(upload.fields, { schema: VendorApplicationSchema })
  if (submission.status !== 'success') {
    await discardFiles(tempPaths)
    const body: VendorApplicationActionData = {
      status: 'error',
      result: submission.reply(),
      fileNotice,
      reattachFiles: upload.files.length > 0 || upload.refused.length > 0 || upload.dropped.length > 0,
      failure: null,
    }
    return data(body, { status: 400 })
  }

  let application: { id: string; documentCount: number }
  try {
    application = await createVendorApplication(submission.value, upload.files)
  } catch (error) {
    await discardFiles(tempPaths)
    console.error(`vendor application from ${submission.value.email} (${submission.value.businessName}) could not be stored`, error)
    return failure(500, VENDOR_APPLICATION_TEXT.failureGeneric, { result: submission.reply(), fileNotice })
  }

  // The row is committed; a mail problem must not lose it (sendEmail records failures itself).
  try {
    await sendVendorApplicationEmails(submission.value, application)
  } catch (error) {
    console.error(`vendor application ${application.id}: emails could not be recorded`, error)
  }

  return data({
    status: 'success',
    result: submission.reply({ resetForm: true }),
    fileNotice,
    documentCount: application.documentCount,
  } satisfies VendorApplicationActionData)
}

/**
 * Stores the application and its documents in one transaction. Files are moved to their final
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
      return { id: application.id, documentCount: stored.length }
    })
  } catch (error) {
    await discardFiles(stored.map((file) => file.storedPath))
    throw error
  }
}

async function sendVendorApplicationEmails(input: VendorApplicationInput, application: { id: string; documentCount: number }) {
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

  await sendEmail({
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
  })

  await sendEmail({
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
  })
}
