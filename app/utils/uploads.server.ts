import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { Readable } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import { getServerEnv } from './env.server.ts'
import { assertStoredKey, fileStore, type FileStore, type OpenedFile } from './file-store.server.ts'
import { truncateText } from './misc.ts'

/*
 * Private file uploads (docs/decisions/0009-uploads.md).
 *
 * The body is parsed by busboy (a streaming multipart/form-data and url-encoded parser); this
 * module sets its limits and decides what is kept: text fields are collected (with size caps), file
 * parts are judged by their first bytes (file-type) and, when accepted, streamed to a temp file
 * under UPLOAD_DIR/tmp with a server-made name while a sha256 is computed. A file over the size
 * limit stops being written when it crosses it (busboy truncates it) and is reported, and parsing
 * goes on, so the rest of the submission still counts. Nothing holds more than a few chunks (plus a
 * 4 KiB head for type detection) in memory. Files are never served publicly: UPLOAD_DIR (or the S3
 * bucket, file-store.server.ts) is outside the static root, and admins fetch them through an
 * authorised route.
 */

/** file-type needs at most this many leading bytes to recognise the types we accept */
const SNIFF_BYTES = 4100

/** Detected MIME type → the extension used in stored names. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const
export type DocumentMimeType = keyof typeof DOCUMENT_TYPES

export type UploadPolicy = {
  /** the `<input type="file" name>` whose files are taken; file parts under other names are ignored */
  fileField: string
  /** per-file limit, enforced while streaming */
  maxFileBytes: number
  /** accepted files kept, first ones in order; later acceptable files are dropped */
  maxFilesKept: number
  /** the whole request body; more is refused with 413 */
  maxBodyBytes: number
  /** one text field */
  maxFieldBytes: number
  /** all text fields together */
  maxFieldsBytes: number
  /** parts of any kind */
  maxParts: number
  allowedTypes: readonly DocumentMimeType[]
}

/** A file written to the temp area, judged acceptable. */
export type ReceivedFile = {
  originalName: string
  tempPath: string
  sizeBytes: number
  mimeType: DocumentMimeType
  extension: string
  sha256: string
}

export type RefusedFile = { originalName: string; reason: 'too-large' | 'unsupported-type' }

export type ParsedUpload = {
  /** the text fields, as FormData (what Conform/zod parse) */
  fields: FormData
  files: ReceivedFile[]
  refused: RefusedFile[]
  /** acceptable files beyond maxFilesKept, not kept */
  dropped: string[]
}

/** The body is over a hard limit; the action answers 413 and nothing is kept. */
export class UploadLimitError extends Error {
  readonly status = 413
  constructor(message: string) {
    super(message)
    this.name = 'UploadLimitError'
  }
}

/** The body is not a readable form submission (400). */
export class UploadFormatError extends Error {
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'UploadFormatError'
  }
}

/**
 * The disk refused to store a file (full, over quota, read-only, failing). Nothing is kept; the
 * text fields were still read to the end, so the form can be shown again as it was sent.
 */
export class UploadStorageError extends Error {
  readonly status = 503
  constructor(
    readonly fields: FormData,
    readonly cause: unknown,
  ) {
    super(`the upload could not be stored: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'UploadStorageError'
  }
}

const STORAGE_ERROR_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EFBIG', 'EMFILE', 'ENFILE'])

function isStorageError(error: unknown) {
  return typeof error === 'object' && error !== null && STORAGE_ERROR_CODES.has((error as { code?: string }).code ?? '')
}

export function uploadRoot(): string {
  return path.resolve(getServerEnv().UPLOAD_DIR)
}

/** A new server-made key for a stored file: `<area>/<random>.<ext>`, never from user input. */
export function newStoredKey(area: string, extension: string): string {
  if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`invalid upload area ${area}`)
  return `${area}/${crypto.randomBytes(16).toString('hex')}.${extension}`
}

/** The absolute path of a stored key on the disk store, refusing anything that is not a key we made. */
export function storedFilePath(storedKey: string): string {
  assertStoredKey(storedKey)
  const root = uploadRoot()
  const resolved = path.resolve(root, storedKey)
  if (!resolved.startsWith(root + path.sep)) throw new Error('invalid stored key')
  return resolved
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_FILE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"]/g

/** A name safe to show and to put in Content-Disposition: no path, no control characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = truncateText(base.replace(UNSAFE_FILE_NAME_CHARACTERS, '').trim(), 200)
  return clean || 'file'
}

/**
 * Reads a multipart (or url-encoded) form submission within `policy`, with busboy doing the
 * parsing. Accepted files are left in the temp area: the caller moves them with `moveToStore` or
 * removes them with `discardFiles`.
 */
export async function parseUploadRequest(request: Request, policy: UploadPolicy): Promise<ParsedUpload> {
  const declared = Number(request.headers.get('Content-Length') ?? '')
  if (Number.isFinite(declared) && declared > policy.maxBodyBytes) {
    throw new UploadLimitError('request body too large')
  }
  const contentType = request.headers.get('Content-Type') ?? ''
  const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(contentType)
  if (!urlEncoded && !/^multipart\/form-data\b/i.test(contentType)) {
    throw new UploadFormatError('expected multipart/form-data')
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy flags a file or multipart field as truncated when it *reaches* its limit, so the
      // limits are one byte over ours: exactly 10 MB is accepted, one byte more is too large.
      limits: {
        fileSize: policy.maxFileBytes + 1,
        fieldSize: policy.maxFieldBytes + 1,
        fieldNameSize: policy.maxFieldBytes,
        // busboy reports `partsLimit` when the count *reaches* the limit (at the boundary closing
        // that part), so maxParts + 1 is what refuses part maxParts + 1 and lets maxParts through
        parts: policy.maxParts + 1,
      },
      preservePath: false,
      defParamCharset: 'utf8',
    })
  } catch {
    throw new UploadFormatError('expected multipart/form-data')
  }

  const result: ParsedUpload = { fields: new FormData(), files: [], refused: [], dropped: [] }
  const tempPaths = new Set<string>()
  let fieldsBytes = 0
  let failure: unknown = null
  // a storage failure stops files from being written but lets the fields be read to the end
  let storageFailure: unknown = null
  const fail = (error: unknown) => {
    failure ??= error
    parser.destroy(error instanceof Error ? error : new Error(String(error)))
  }
  // Files are judged one after another in the order sent, so "the first 5" and the order of the
  // notices do not depend on timing. busboy pauses the body while a waiting file's stream is full.
  let queue: Promise<void> = Promise.resolve()

  parser.on('field', (name, value, info) => {
    // busboy hands `undefined` for a value in a charset it cannot decode (charset=utf-7, x-anything)
    if (typeof value !== 'string') return fail(new UploadFormatError(`a field in an unreadable charset (${info.encoding})`))
    if (info.nameTruncated || info.valueTruncated || Buffer.byteLength(value) > policy.maxFieldBytes) {
      return fail(new UploadLimitError('form field too large'))
    }
    fieldsBytes += Buffer.byteLength(value)
    if (fieldsBytes > policy.maxFieldsBytes) return fail(new UploadLimitError('form fields too large'))
    if (name) result.fields.append(name, value)
  })
  parser.on('file', (name, stream, info) => {
    // a file input left empty still sends a part, with an empty file name and no content
    if (name !== policy.fileField || !info.filename) {
      stream.resume()
      return
    }
    // browsers send a `"` in a file name as %22
    const originalName = sanitizeFileName(info.filename.replace(/%22/g, '"'))
    queue = queue.then(async () => {
      if (failure || storageFailure) return void stream.resume()
      try {
        await receiveFile(stream, originalName, policy, result, tempPaths)
      } catch (error) {
        stream.resume()
        if (isStorageError(error)) storageFailure = error
        else fail(error)
      }
    })
  })
  parser.on('partsLimit', () => fail(new UploadLimitError('too many parts')))

  const cap = urlEncoded ? policy.maxFieldsBytes : policy.maxBodyBytes
  async function* capped(source: AsyncIterable<Uint8Array>) {
    let total = 0
    for await (const chunk of source) {
      total += chunk.length
      if (total > cap) throw new UploadLimitError('request body too large')
      yield chunk
    }
  }
  const boundary = urlEncoded ? null : boundaryOf(contentType)
  try {
    const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([])
    if (boundary) await pipeline(body, capped, (source) => escapeQuotesInFileNames(source, boundary), parser)
    else await pipeline(body, capped, parser)
  } catch (error) {
    failure ??= error
  }
  await queue
  if (failure) {
    await discardFiles(tempPaths)
    if (failure instanceof UploadLimitError || failure instanceof UploadFormatError) throw failure
    // busboy's own errors: a malformed or cut-off body
    if (failure instanceof Error && /^(Malformed|Unexpected end)/.test(failure.message)) {
      throw new UploadFormatError(failure.message)
    }
    throw failure
  }
  if (storageFailure) {
    await discardFiles(tempPaths)
    throw new UploadStorageError(result.fields, storageFailure)
  }
  return result
}

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2]!) : null
}

/** part headers longer than this are left to busboy as they are (it refuses them) */
const MAX_PART_HEADER_BYTES = 16 * 1024

/**
 * A `"` inside a quoted file name ends the quoted string for busboy, which then cannot read the
 * Content-Disposition and skips the whole part: the file would vanish without a word. Browsers
 * send it as %22; other clients send it bare. This puts a backslash before each bare quote inside
 * a part's `filename="…"` (the last parameter, as every client writes it), so busboy reads the
 * name; sanitizeFileName then drops the quote. Every other byte passes unchanged.
 */
export async function* escapeQuotesInFileNames(source: AsyncIterable<Uint8Array>, boundary: string): AsyncGenerator<Buffer> {
  const opening = Buffer.from(`--${boundary}\r\n`, 'latin1')
  let carry = Buffer.alloc(0)
  for await (const chunk of source) {
    const buffer = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk)
    const out: Buffer[] = []
    let from = 0
    carry = Buffer.alloc(0)
    for (;;) {
      const start = buffer.indexOf(opening, from)
      if (start === -1) {
        // a delimiter may begin in this chunk's last bytes
        const keep = Math.min(buffer.length - from, opening.length - 1)
        out.push(buffer.subarray(from, buffer.length - keep))
        carry = buffer.subarray(buffer.length - keep)
        break
      }
      const headersStart = start + opening.length
      const headersEnd = buffer.indexOf('\r\n\r\n', headersStart)
      if (headersEnd === -1) {
        if (buffer.length - start > MAX_PART_HEADER_BYTES) out.push(buffer.subarray(from))
        else {
          out.push(buffer.subarray(from, start))
          carry = buffer.subarray(start)
        }
        break
      }
      const headers = buffer.subarray(headersStart, headersEnd).toString('latin1')
      out.push(buffer.subarray(from, headersStart), Buffer.from(headers.split('\r\n').map(escapeFileNameQuotes).join('\r\n'), 'latin1'))
      from = headersEnd
    }
    const output = Buffer.concat(out)
    if (output.length) yield output
  }
  if (carry.length) yield carry
}

function escapeFileNameQuotes(headerLine: string): string {
  if (!/^content-disposition:/i.test(headerLine)) return headerLine
  const match = /(;\s*filename=")(.*)"(\s*)$/i.exec(headerLine)
  // only a name with a bare quote in it, and never across another parameter
  if (!match || !/(?<!\\)"/.test(match[2]!) || /";\s*[\w*-]+=/.test(match[2]!)) return headerLine
  return `${headerLine.slice(0, match.index)}${match[1]}${match[2]!.replace(/(?<!\\)"/g, '\\"')}"${match[3]}`
}

/**
 * One file part: its first bytes decide (file-type) whether it is written to a temp file under a
 * server-made name; a refused or extra file is read and thrown away.
 */
async function receiveFile(
  stream: Readable & { truncated?: boolean },
  originalName: string,
  policy: UploadPolicy,
  result: ParsedUpload,
  tempPaths: Set<string>,
) {
  let head: Buffer[] = []
  let headBytes = 0
  let size = 0
  // set by decide() and tooLarge(); `as` keeps TypeScript from pinning it to 'pending'
  let verdict = 'pending' as 'pending' | 'write' | 'discard' | 'dropped' | 'too-large'
  let mimeType: DocumentMimeType | undefined
  let tempPath: string | undefined
  let out: fs.WriteStream | undefined
  const hash = crypto.createHash('sha256')

  let writeError: Error | undefined
  const write = async (bytes: Buffer) => {
    if (writeError) throw writeError
    hash.update(bytes)
    if (!out!.write(bytes)) await once(out!, 'drain')
  }
  // closes the temp file without keeping it (the caller's cleanup, or tooLarge, deletes it)
  const abandon = async () => {
    if (!out || out.closed) return
    // a stream that failed (a full disk) is already destroyed and may have emitted 'close'
    if (!out.destroyed) out.destroy()
    await finished(out).catch(() => undefined)
  }
  const decide = async () => {
    const bytes = Buffer.concat(head)
    head = []
    const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES))
    const mime = detected?.mime as DocumentMimeType | undefined
    if (!mime || !policy.allowedTypes.includes(mime)) {
      verdict = 'discard'
      result.refused.push({ originalName, reason: 'unsupported-type' })
      return
    }
    if (result.files.length >= policy.maxFilesKept) {
      verdict = 'dropped'
      return
    }
    mimeType = mime
    verdict = 'write'
    const dir = path.join(uploadRoot(), 'tmp')
    await fsp.mkdir(dir, { recursive: true })
    tempPath = path.join(dir, `${crypto.randomBytes(16).toString('hex')}.part`)
    tempPaths.add(tempPath)
    out = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 })
    out.on('error', (error) => (writeError ??= error))
    await write(bytes)
  }
  // over the size limit (busboy stops passing bytes on): stop writing and delete what was written
  const tooLarge = async () => {
    verdict = 'too-large'
    head = []
    await abandon()
    if (tempPath) {
      await fsp.rm(tempPath, { force: true })
      tempPaths.delete(tempPath)
    }
  }

  // A disk that refuses a write (full, failing) stops this file; the part is still read to its end
  // (leaving the loop early would destroy busboy's stream and stall the parse), then reported.
  let storageError: unknown
  const step = async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      if (!isStorageError(error)) throw error
      storageError = error
      verdict = 'discard'
      await abandon()
    }
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (verdict === 'discard' || verdict === 'dropped' || verdict === 'too-large') continue
      if (stream.truncated) {
        await tooLarge()
        continue
      }
      size += chunk.length
      if (verdict === 'write') {
        await step(() => write(chunk))
        continue
      }
      head.push(chunk)
      headBytes += chunk.length
      if (headBytes >= SNIFF_BYTES) await step(decide)
    }
    if (stream.truncated && (verdict === 'pending' || verdict === 'write')) await tooLarge()
    if (verdict === 'pending') await step(decide)
  } catch (error) {
    await abandon()
    throw error
  }
  if (storageError) throw storageError

  if (verdict === 'too-large') result.refused.push({ originalName, reason: 'too-large' })
  if (verdict === 'dropped') result.dropped.push(originalName)
  if (verdict !== 'write') return
  out!.end()
  await finished(out!)
  if (writeError) throw writeError
  result.files.push({
    originalName,
    tempPath: tempPath!,
    sizeBytes: size,
    mimeType: mimeType!,
    extension: DOCUMENT_TYPES[mimeType!],
    sha256: hash.digest('hex'),
  })
}

/** Removes temp (or stored) files; missing files are fine. */
export async function discardFiles(paths: Iterable<string>) {
  await Promise.all([...paths].map((file) => fsp.rm(file, { force: true })))
}

export type StoredFile = ReceivedFile & { storedKey: string }

/**
 * Moves received temp files to their permanent, server-made keys under `area`, in the configured
 * store (UPLOAD_DIR, or the S3 bucket: app/utils/file-store.server.ts).
 */
export async function moveToStore(files: ReceivedFile[], area: string, store: FileStore = fileStore()): Promise<StoredFile[]> {
  const stored: StoredFile[] = []
  try {
    for (const file of files) {
      const storedKey = newStoredKey(area, file.extension)
      await store.put(storedKey, file.tempPath, file.mimeType)
      stored.push({ ...file, storedKey })
    }
  } catch (error) {
    await removeStoredFiles(
      stored.map((file) => file.storedKey),
      store,
    ).catch(() => undefined)
    await discardFiles(files.map((file) => file.tempPath))
    throw error
  }
  return stored
}

/** Removes stored files by key from the configured store; missing files are fine. */
export async function removeStoredFiles(storedKeys: string[], store: FileStore = fileStore()) {
  if (storedKeys.length) await store.remove(storedKeys)
}

/** A stored file as a web stream, or null when it is missing from the store. */
export async function openStoredFile(storedKey: string, store: FileStore = fileStore()): Promise<OpenedFile | null> {
  return store.open(storedKey)
}
