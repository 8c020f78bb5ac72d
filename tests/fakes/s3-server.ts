// A local stand-in for an S3-compatible object store (path-style: /<bucket>/<key>), so the S3 file
// store is tested at its network boundary through the real AWS SDK and lib-storage, without the
// network or Docker. It speaks what they use: PutObject, the multipart upload (Create, UploadPart,
// Complete, Abort), GetObject, HeadObject and DeleteObject, with S3's XML errors. Requests must be
// signed (AWS4-HMAC-SHA256) with the configured access key id; the signature itself is not checked.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeS3Object = { body: Buffer; contentType: string; etag: string }

export type FakeS3 = {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** stored objects by key */
  objects: Map<string, FakeS3Object>
  /** one line per request: `PutObject <key>`, `UploadPart <key> 2`, … */
  operations: string[]
  /** multipart uploads neither completed nor aborted */
  openUploads(): number
  /** the next `times` requests of `operation` (e.g. 'UploadPart') fail with a 500, as a failing server would */
  refuse(operation: string, times: number): void
  /** the S3_* environment that points the app at this fake */
  env(): Record<string, string>
  close(): Promise<void>
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const etagOf = (body: Buffer) => `"${crypto.createHash('md5').update(body).digest('hex')}"`

/** aws-chunked bodies (`<hex size>;chunk-signature=…\r\n<bytes>\r\n…0\r\n<trailers>`), should a client send one. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16)
    if (!size) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

export async function startFakeS3({ bucket = 'harper-test', accessKeyId = 'FAKEACCESSKEY', secretAccessKey = 'fake-secret-key' } = {}): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>()
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>()
  const operations: string[] = []
  const refusals = new Map<string, number>()

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3')
      const [, bucketName, ...keyParts] = url.pathname.split('/')
      const key = decodeURIComponent(keyParts.join('/'))
      const fail = (status: number, code: string, message: string) => {
        response.writeHead(status, { 'Content-Type': 'application/xml' })
        response.end(
          request.method === 'HEAD' ? undefined : xml(`<Error><Code>${code}</Code><Message>${message}</Message><Key>${escapeXml(key)}</Key></Error>`),
        )
      }
      const authorization = request.headers.authorization ?? ''
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.')
      }
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist')
      if (!key) return fail(400, 'InvalidRequest', 'bucket operations are not supported by this fake')
      const raw = Buffer.concat(chunks)
      const body = String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ? decodeAwsChunked(raw) : raw
      const uploadId = url.searchParams.get('uploadId')
      const contentType = String(request.headers['content-type'] ?? 'application/octet-stream')

      const operation =
        request.method === 'POST' && url.searchParams.has('uploads')
          ? 'CreateMultipartUpload'
          : uploadId !== null
            ? ({ PUT: 'UploadPart', POST: 'CompleteMultipartUpload', DELETE: 'AbortMultipartUpload' }[request.method ?? ''] ?? 'Unknown')
            : ({ PUT: 'PutObject', GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject' }[request.method ?? ''] ?? 'Unknown')
      const refusalsLeft = refusals.get(operation) ?? 0
      if (refusalsLeft > 0) {
        refusals.set(operation, refusalsLeft - 1)
        operations.push(`refused ${operation} ${key}`)
        return fail(500, 'InternalError', 'We encountered an internal error. Please try again.')
      }

      if (operation === 'CreateMultipartUpload') {
        const id = crypto.randomBytes(12).toString('hex')
        uploads.set(id, { key, contentType, parts: new Map() })
        operations.push(`CreateMultipartUpload ${key}`)
        response.writeHead(200, { 'Content-Type': 'application/xml' })
        return response.end(
          xml(
            `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          ),
        )
      }
      if (uploadId !== null) {
        const upload = uploads.get(uploadId)
        if (!upload || upload.key !== key) return fail(404, 'NoSuchUpload', 'The specified upload does not exist.')
        if (request.method === 'PUT') {
          const partNumber = Number(url.searchParams.get('partNumber'))
          upload.parts.set(partNumber, body)
          operations.push(`UploadPart ${key} ${partNumber}`)
          response.writeHead(200, { ETag: etagOf(body) })
          return response.end()
        }
        if (request.method === 'POST') {
          const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((match) => Number(match[1]))
          if (!numbers.length || numbers.some((n) => !upload.parts.has(n)))
            return fail(400, 'InvalidPart', 'One or more of the specified parts could not be found.')
          const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!))
          const etag = etagOf(whole)
          objects.set(key, { body: whole, contentType: upload.contentType, etag })
          uploads.delete(uploadId)
          operations.push(`CompleteMultipartUpload ${key}`)
          response.writeHead(200, { 'Content-Type': 'application/xml' })
          return response.end(
            xml(
              `<CompleteMultipartUploadResult><Location>http://fake-s3/${bucket}/${escapeXml(key)}</Location><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
            ),
          )
        }
        if (request.method === 'DELETE') {
          uploads.delete(uploadId)
          operations.push(`AbortMultipartUpload ${key}`)
          response.writeHead(204)
          return response.end()
        }
      }
      if (request.method === 'PUT') {
        const etag = etagOf(body)
        objects.set(key, { body, contentType, etag })
        operations.push(`PutObject ${key}`)
        response.writeHead(200, { ETag: etag })
        return response.end()
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(key)
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.')
        operations.push(`${request.method === 'GET' ? 'GetObject' : 'HeadObject'} ${key}`)
        response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length, ETag: object.etag })
        return response.end(request.method === 'GET' ? object.body : undefined)
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        operations.push(`DeleteObject ${key}`)
        response.writeHead(204)
        return response.end()
      }
      fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: 'us-east-1',
    objects,
    operations,
    openUploads: () => uploads.size,
    refuse: (operation, times) => refusals.set(operation, times),
    env: () => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
