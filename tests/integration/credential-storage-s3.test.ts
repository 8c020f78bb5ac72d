import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { applyRetention } from '~/jobs/retention.server.ts'
import { loader as documentLoader } from '~/routes/admin.vendor-documents.$documentId.ts'
import { action as forVendorsAction } from '~/routes/for-vendors.tsx'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { createS3FileStore } from '~/utils/file-store.server.ts'
import { moveToStore, type ReceivedFile } from '~/utils/uploads.server.ts'
import { startFakeS3 } from '../fakes/s3-server.ts'
import { elfBytes, pdfBytes, pngBytes } from '../fixtures/credential-files.ts'
import { signedInAs } from './accounts-helpers.ts'
import { BASE_URL, getRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS, uniqueEmail } from './helpers.ts'

// Credential uploads in an S3-compatible bucket (docs/decisions/0027): the real AWS SDK and
// lib-storage against tests/fakes/s3-server.ts. UPLOAD_DIR keeps only the per-request temp files.
const s3 = await startFakeS3()
const uploadDir = path.resolve(`tests/.tmp/uploads-s3-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
const s3Env = { ...s3.env(), UPLOAD_DIR: uploadDir }
Object.assign(process.env, s3Env)
resetServerEnvForTests()
afterAll(async () => {
  for (const name of Object.keys(s3Env)) delete process.env[name]
  resetServerEnvForTests()
  await s3.close()
  fs.rmSync(uploadDir, { recursive: true, force: true })
})

const MB = 1024 * 1024
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')
const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [])

function application(files: File[]) {
  const body = new FormData()
  const fields = {
    businessName: 'Bucket Roofing LLC',
    contactName: 'Ana Cruz',
    email: uniqueEmail('s3-vendor'),
    phone: '(321) 555-0142',
    address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
    servicesOffered: 'Roof repair and storm inspections',
    yearsExperience: '9',
    licenseNumber: 'CCC1330001',
    insuranceProvider: 'Florida Contractors Mutual',
    agreeToTerms: 'on',
    consentToContact: 'on',
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const file of files) body.append('credentials', file)
  const request = new Request(`${BASE_URL}/for-vendors`, {
    method: 'POST',
    body,
    headers: { Origin: BASE_URL, [TEST_CLIENT_ADDRESS]: `10.27.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
  return { email: fields.email, request }
}

describe('credential files in an S3-compatible bucket', { timeout: 30_000 }, () => {
  test('accepted files go to the bucket (a big one as a multipart upload), nothing stays on disk, and an admin downloads them streamed back', async () => {
    const png = pngBytes(27)
    const pdf = pdfBytes(7 * MB) // over lib-storage's 5 MiB part: two parts
    const { email, request } = application([new File([png], 'card.png', { type: 'image/png' }), new File([pdf], 'license.pdf', { type: 'application/pdf' })])
    const response = await outcome(forVendorsAction(routeArgs(request)))
    expect(response.status).toBe(200)
    expect(response.data).toMatchObject({ status: 'success', documentCount: 2 })

    const documents = await db.vendorDocument.findMany({ where: { application: { email } }, orderBy: { originalName: 'asc' } })
    expect(documents.map((document) => document.originalName)).toEqual(['card.png', 'license.pdf'])
    for (const document of documents) {
      const object = s3.objects.get(document.storedKey)
      expect(object, document.storedKey).toBeDefined()
      expect(sha256(object!.body)).toBe(document.sha256)
      expect(object!.contentType).toBe(document.mimeType)
    }
    const [pngDocument, pdfDocument] = documents
    expect(s3.operations).toContain(`PutObject ${pngDocument!.storedKey}`)
    expect(s3.operations.filter((operation) => operation.startsWith('UploadPart ' + pdfDocument!.storedKey))).toHaveLength(2)
    expect(s3.operations).toContain(`CompleteMultipartUpload ${pdfDocument!.storedKey}`)
    expect(s3.openUploads()).toBe(0)
    // the temp files are gone and no stored copy is on this machine's disk
    expect(filesUnder(uploadDir)).toEqual([])

    const { cookie } = await signedInAs(['super_admin'])
    const download = (await documentLoader(
      routeArgs(getRequest(`/admin/vendor-documents/${pdfDocument!.id}`, { cookie }), { documentId: pdfDocument!.id }),
    )) as Response
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(download.headers.get('Content-Length')).toBe(String(pdf.length))
    expect(download.headers.get('Cache-Control')).toBe('private, no-store')
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(pdf))

    // a visitor who is not an admin never reaches the bucket
    const getsBefore = s3.operations.filter((operation) => operation.startsWith('GetObject')).length
    const { cookie: affiliate } = await signedInAs(['affiliate'])
    const refused = await outcome(
      documentLoader(routeArgs(getRequest(`/admin/vendor-documents/${pdfDocument!.id}`, { cookie: affiliate }), { documentId: pdfDocument!.id })),
    )
    expect(refused.status).toBe(403)
    expect(s3.operations.filter((operation) => operation.startsWith('GetObject')).length).toBe(getsBefore)

    // an object gone from the bucket is a 404, not a 500, and logged for the operator
    s3.objects.delete(pngDocument!.storedKey)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const missing = await outcome(
      documentLoader(routeArgs(getRequest(`/admin/vendor-documents/${pngDocument!.id}`, { cookie }), { documentId: pngDocument!.id })),
    )
    expect(missing.status).toBe(404)
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(`vendor document ${pngDocument!.id}: stored file ${pngDocument!.storedKey} is missing`)
  })

  test('a file is still judged by its content: an executable named .pdf never reaches the bucket', async () => {
    const before = s3.objects.size
    const { email, request } = application([new File([elfBytes()], 'license.pdf', { type: 'application/pdf' })])
    const response = await outcome(forVendorsAction(routeArgs(request)))
    expect(response.data).toMatchObject({ status: 'success', documentCount: 0, fileNotice: { messages: ['license.pdf is not a supported file type'] } })
    expect(s3.objects.size).toBe(before)
    expect(await db.vendorDocument.count({ where: { application: { email } } })).toBe(0)
    expect(filesUnder(uploadDir)).toEqual([])
  })

  test('the retention job removes a rejected application’s objects from the bucket', async () => {
    const { email, request } = application([new File([pngBytes(28)], 'card.png', { type: 'image/png' })])
    expect((await outcome(forVendorsAction(routeArgs(request)))).status).toBe(200)
    const stored = await db.vendorApplication.findFirstOrThrow({ where: { email }, include: { documents: true } })
    const key = stored.documents[0]!.storedKey
    expect(s3.objects.has(key)).toBe(true)
    await db.vendorApplication.update({ where: { id: stored.id }, data: { status: 'rejected', reviewedAt: new Date('2020-01-01') } })
    await applyRetention()
    expect(s3.objects.has(key)).toBe(false)
    expect(s3.operations).toContain(`DeleteObject ${key}`)
    expect(await db.vendorApplication.count({ where: { id: stored.id } })).toBe(0)
  })

  test('a multipart upload that fails part-way is aborted: no object, no open upload, no temp file', async () => {
    fs.mkdirSync(path.join(uploadDir, 'tmp'), { recursive: true })
    const tempPath = path.join(uploadDir, 'tmp', 'big.part')
    const pdf = pdfBytes(6 * MB)
    fs.writeFileSync(tempPath, pdf)
    const file: ReceivedFile = { originalName: 'big.pdf', tempPath, sizeBytes: pdf.length, mimeType: 'application/pdf', extension: 'pdf', sha256: sha256(pdf) }
    const before = s3.objects.size
    s3.refuse('UploadPart', 10) // more than the SDK's retries
    await expect(moveToStore([file], 'vendor-documents')).rejects.toThrow()
    s3.refuse('UploadPart', 0)
    expect(s3.operations.some((operation) => operation.startsWith('AbortMultipartUpload'))).toBe(true)
    expect(s3.openUploads()).toBe(0)
    expect(s3.objects.size).toBe(before)
    expect(fs.existsSync(tempPath)).toBe(false)
  })

  test('a bucket that refuses the upload leaves neither objects nor temp files behind', async () => {
    fs.mkdirSync(path.join(uploadDir, 'tmp'), { recursive: true })
    const tempPath = path.join(uploadDir, 'tmp', 'refused.part')
    fs.writeFileSync(tempPath, pngBytes(29))
    const file: ReceivedFile = { originalName: 'card.png', tempPath, sizeBytes: 34, mimeType: 'image/png', extension: 'png', sha256: 'x' }
    const before = s3.objects.size
    const wrongKey = createS3FileStore({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, accessKeyId: 'WRONGKEY', secretAccessKey: 'wrong' })
    await expect(moveToStore([file], 'vendor-documents', wrongKey)).rejects.toThrow(/Access Key Id/)
    expect(fs.existsSync(tempPath)).toBe(false)
    expect(s3.objects.size).toBe(before)
  })
})
