import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { getServerEnv } from './env.server.ts'

/*
 * Private file uploads (docs/decisions/0009-uploads.md).
 *
 * A small streaming multipart/form-data reader: text fields are collected (with size caps), file
 * parts are judged by their first bytes (file-type) and, when accepted, streamed to a temp file
 * under UPLOAD_DIR/tmp with a server-made name while a sha256 is computed. A file over the size
 * limit stops being written the moment it crosses it and is reported, and parsing goes on, so the
 * rest of the submission still counts. Nothing holds more than one chunk (plus a 4 KiB head for
 * type detection) in memory. Files are never served publicly: UPLOAD_DIR is outside the static
 * root, and admins fetch them through an authorised route.
 */

const KIB = 1024
const MIB = KIB * KIB
/** file-type needs at most this many leading bytes to recognise the types we accept */
const SNIFF_BYTES = 4100
const MAX_HEADER_BYTES = 8 * KIB

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

export const VENDOR_DOCUMENT_POLICY: UploadPolicy = {
  fileField: 'credentials',
  maxFileBytes: 10 * MIB,
  maxFilesKept: 5,
  // 6 files of 10 MB plus 1 MB of fields (docs/decisions/0009-uploads.md)
  maxBodyBytes: 6 * 10 * MIB + MIB,
  maxFieldBytes: 64 * KIB,
  maxFieldsBytes: MIB,
  maxParts: 100,
  allowedTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
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

export function uploadRoot(): string {
  return path.resolve(getServerEnv().UPLOAD_DIR)
}

const STORED_KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f]{32}\.(pdf|jpg|png|webp)$/

/** A new server-made key for a stored file: `<area>/<random>.<ext>`, never from user input. */
export function newStoredKey(area: string, extension: string): string {
  if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`invalid upload area ${area}`)
  return `${area}/${crypto.randomBytes(16).toString('hex')}.${extension}`
}

/** The absolute path of a stored key, refusing anything that is not a key we made. */
export function storedFilePath(storedKey: string): string {
  if (!STORED_KEY_PATTERN.test(storedKey)) throw new Error('invalid stored key')
  const root = uploadRoot()
  const resolved = path.resolve(root, storedKey)
  if (!resolved.startsWith(root + path.sep)) throw new Error('invalid stored key')
  return resolved
}

/** A name safe to show and to put in Content-Disposition: no path, no control characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200)
  return clean || 'file'
}

/**
 * Reads a multipart (or url-encoded) form submission within `policy`. Accepted files are left in
 * the temp area: the caller moves them with `moveToStore` or removes them with `discardFiles`.
 */
export async function parseUploadRequest(request: Request, policy: UploadPolicy): Promise<ParsedUpload> {
  const declared = Number(request.headers.get('Content-Length') ?? '')
  if (Number.isFinite(declared) && declared > policy.maxBodyBytes) {
    throw new UploadLimitError('request body too large')
  }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const text = new TextDecoder().decode(await readCapped(request, policy.maxFieldsBytes))
    const fields = new FormData()
    for (const [name, value] of new URLSearchParams(text)) fields.append(name, value)
    return { fields, files: [], refused: [], dropped: [] }
  }
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  if (!boundary) throw new UploadFormatError('expected multipart/form-data')
  if (!request.body) throw new UploadFormatError('empty body')
  const receiver = new MultipartReceiver(boundary[1] ?? boundary[2]!, policy)
  try {
    await receiver.consume(request.body)
  } catch (error) {
    await receiver.abort()
    throw error
  }
  return receiver.result()
}

async function readCapped(request: Request, max: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.length
    if (total > max) throw new UploadLimitError('request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

type PartHeaders = { name: string | null; filename: string | null }

type FilePartState = {
  originalName: string
  head: Buffer[]
  headBytes: number
  size: number
  /** undecided until SNIFF_BYTES are in (or the part ends) */
  verdict: 'pending' | 'write' | 'discard'
  mimeType?: DocumentMimeType
  tempPath?: string
  stream?: fs.WriteStream
  hash: crypto.Hash
  tooLarge: boolean
  overLimit: boolean
}

class MultipartReceiver {
  private readonly delimiter: Buffer
  private readonly policy: UploadPolicy
  private state: 'body' | 'after-boundary' | 'header' | 'done' = 'body'
  // A leading CRLF lets the first boundary be found like every other one; what precedes it (the
  // preamble) is a part that is thrown away.
  private carry: Buffer = Buffer.from('\r\n')
  private current: { kind: 'preamble' } | { kind: 'field'; name: string; chunks: Buffer[]; size: number } | { kind: 'file'; file: FilePartState } | { kind: 'skip' } = { kind: 'preamble' }
  private bodyBytes = 0
  private fieldsBytes = 0
  private parts = 0
  private readonly fields = new FormData()
  private readonly files: ReceivedFile[] = []
  private readonly refused: RefusedFile[] = []
  private readonly dropped: string[] = []
  private readonly tempPaths = new Set<string>()

  constructor(boundary: string, policy: UploadPolicy) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`)
    this.policy = policy
  }

  async consume(body: ReadableStream<Uint8Array>) {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      this.bodyBytes += chunk.length
      if (this.bodyBytes > this.policy.maxBodyBytes) throw new UploadLimitError('request body too large')
      if (this.state === 'done') continue // epilogue
      await this.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    }
    if (this.state !== 'done') throw new UploadFormatError('multipart body ended early')
  }

  result(): ParsedUpload {
    return { fields: this.fields, files: this.files, refused: this.refused, dropped: this.dropped }
  }

  /** Removes every temp file written so far (a limit was hit or the stream broke). */
  async abort() {
    if (this.current.kind === 'file') this.current.file.stream?.destroy()
    await Promise.all([...this.tempPaths].map((file) => fsp.rm(file, { force: true })))
  }

  private async write(chunk: Buffer) {
    let buffer = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk
    this.carry = Buffer.alloc(0)
    while (buffer.length) {
      if (this.state === 'body') {
        const at = buffer.indexOf(this.delimiter)
        if (at === -1) {
          // keep a tail that could be the start of a delimiter split across chunks
          const safe = Math.max(0, buffer.length - (this.delimiter.length - 1))
          if (safe > 0) await this.content(buffer.subarray(0, safe))
          this.carry = Buffer.from(buffer.subarray(safe))
          return
        }
        if (at > 0) await this.content(buffer.subarray(0, at))
        await this.endPart()
        buffer = buffer.subarray(at + this.delimiter.length)
        this.state = 'after-boundary'
      }
      if (this.state === 'after-boundary') {
        if (buffer.length < 2) {
          this.carry = Buffer.from(buffer)
          return
        }
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          this.state = 'done'
          return
        }
        // RFC 2046 allows transport padding (spaces/tabs) before the CRLF
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd === -1) {
          if (buffer.length > 256) throw new UploadFormatError('malformed boundary line')
          this.carry = Buffer.from(buffer)
          return
        }
        buffer = buffer.subarray(lineEnd + 2)
        this.state = 'header'
      }
      if (this.state === 'header') {
        const end = buffer.indexOf('\r\n\r\n')
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new UploadLimitError('part header too large')
          this.carry = Buffer.from(buffer)
          return
        }
        if (end > MAX_HEADER_BYTES) throw new UploadLimitError('part header too large')
        this.startPart(parsePartHeaders(buffer.subarray(0, end).toString('utf8')))
        buffer = buffer.subarray(end + 4)
        this.state = 'body'
      }
      if (this.state === 'done') return
    }
  }

  private startPart(headers: PartHeaders) {
    if (++this.parts > this.policy.maxParts) throw new UploadLimitError('too many parts')
    if (headers.filename !== null) {
      // a file input left empty still sends a part, with an empty file name and no content
      if (headers.name !== this.policy.fileField || headers.filename === '') {
        this.current = { kind: 'skip' }
        return
      }
      this.current = {
        kind: 'file',
        file: {
          originalName: sanitizeFileName(headers.filename),
          head: [],
          headBytes: 0,
          size: 0,
          verdict: 'pending',
          hash: crypto.createHash('sha256'),
          tooLarge: false,
          overLimit: false,
        },
      }
      return
    }
    this.current = headers.name ? { kind: 'field', name: headers.name, chunks: [], size: 0 } : { kind: 'skip' }
  }

  private async content(bytes: Buffer) {
    const part = this.current
    if (part.kind === 'field') {
      part.size += bytes.length
      this.fieldsBytes += bytes.length
      if (part.size > this.policy.maxFieldBytes || this.fieldsBytes > this.policy.maxFieldsBytes) {
        throw new UploadLimitError('form field too large')
      }
      part.chunks.push(Buffer.from(bytes))
      return
    }
    if (part.kind !== 'file') return
    const file = part.file
    // already refused by type or over the count: read and throw away
    if (file.verdict === 'discard') return
    file.size += bytes.length
    if (file.size > this.policy.maxFileBytes) {
      // stop writing at once; the rest of this part is read and thrown away
      if (!file.tooLarge) {
        file.tooLarge = true
        file.head = []
        await this.closeFile(file, { remove: true })
      }
      return
    }
    if (file.verdict === 'pending') {
      file.head.push(Buffer.from(bytes))
      file.headBytes += bytes.length
      if (file.headBytes >= SNIFF_BYTES) await this.decide(file)
      return
    }
    if (file.verdict === 'write') await this.writeToTemp(file, bytes)
  }

  /** Judges a file by its first bytes: write it to a temp file, or throw it away. */
  private async decide(file: FilePartState) {
    const head = Buffer.concat(file.head)
    file.head = []
    const detected = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES))
    const mime = detected?.mime as DocumentMimeType | undefined
    if (!mime || !this.policy.allowedTypes.includes(mime)) {
      file.verdict = 'discard'
      this.refused.push({ originalName: file.originalName, reason: 'unsupported-type' })
      return
    }
    if (this.files.length >= this.policy.maxFilesKept) {
      file.verdict = 'discard'
      file.overLimit = true
      return
    }
    file.mimeType = mime
    file.verdict = 'write'
    const dir = path.join(uploadRoot(), 'tmp')
    await fsp.mkdir(dir, { recursive: true })
    file.tempPath = path.join(dir, `${crypto.randomBytes(16).toString('hex')}.part`)
    this.tempPaths.add(file.tempPath)
    file.stream = fs.createWriteStream(file.tempPath, { flags: 'wx', mode: 0o600 })
    await this.writeToTemp(file, head)
  }

  private async writeToTemp(file: FilePartState, bytes: Buffer) {
    file.hash.update(bytes)
    const stream = file.stream!
    if (!stream.write(bytes)) {
      await new Promise<void>((resolve, reject) => {
        const onDrain = () => {
          stream.off('error', onError)
          resolve()
        }
        const onError = (error: Error) => {
          stream.off('drain', onDrain)
          reject(error)
        }
        stream.once('drain', onDrain)
        stream.once('error', onError)
      })
    }
  }

  private async closeFile(file: FilePartState, { remove }: { remove: boolean }) {
    const stream = file.stream
    file.stream = undefined
    if (stream) {
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject)
        stream.end(() => resolve())
      })
    }
    if (remove && file.tempPath) {
      await fsp.rm(file.tempPath, { force: true })
      this.tempPaths.delete(file.tempPath)
      file.tempPath = undefined
    }
  }

  private async endPart() {
    const part = this.current
    this.current = { kind: 'skip' }
    if (part.kind === 'field') {
      this.fields.append(part.name, Buffer.concat(part.chunks).toString('utf8'))
      return
    }
    if (part.kind !== 'file') return
    const file = part.file
    if (file.tooLarge) {
      this.refused.push({ originalName: file.originalName, reason: 'too-large' })
      return
    }
    if (file.verdict === 'pending') await this.decide(file)
    if (file.overLimit) {
      this.dropped.push(file.originalName)
      return
    }
    if (file.verdict !== 'write') return
    await this.closeFile(file, { remove: false })
    this.files.push({
      originalName: file.originalName,
      tempPath: file.tempPath!,
      sizeBytes: file.size,
      mimeType: file.mimeType!,
      extension: DOCUMENT_TYPES[file.mimeType!],
      sha256: file.hash.digest('hex'),
    })
  }
}

function parsePartHeaders(raw: string): PartHeaders {
  let name: string | null = null
  let filename: string | null = null
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon === -1) continue
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue
    const value = line.slice(colon + 1)
    name = dispositionParam(value, 'name')
    const extended = /;\s*filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]*)/.exec(value)
    if (extended) {
      try {
        filename = decodeURIComponent(extended[1]!.trim())
      } catch {
        filename = extended[1]!.trim()
      }
    } else {
      filename = dispositionParam(value, 'filename')
    }
  }
  return { name, filename }
}

function dispositionParam(value: string, key: string): string | null {
  const quoted = new RegExp(`;\\s*${key}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(value)
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1').replace(/%22/g, '"')
  const bare = new RegExp(`;\\s*${key}\\s*=\\s*([^;\\s]+)`, 'i').exec(value)
  return bare ? bare[1]! : null
}

/** Removes temp (or stored) files; missing files are fine. */
export async function discardFiles(paths: Iterable<string>) {
  await Promise.all([...paths].map((file) => fsp.rm(file, { force: true })))
}

export type StoredFile = ReceivedFile & { storedKey: string; storedPath: string }

/** Moves received temp files to their permanent, server-made keys under `area`. */
export async function moveToStore(files: ReceivedFile[], area: string): Promise<StoredFile[]> {
  const stored: StoredFile[] = []
  try {
    for (const file of files) {
      const storedKey = newStoredKey(area, file.extension)
      const storedPath = storedFilePath(storedKey)
      await fsp.mkdir(path.dirname(storedPath), { recursive: true })
      await fsp.rename(file.tempPath, storedPath)
      stored.push({ ...file, storedKey, storedPath })
    }
  } catch (error) {
    await discardFiles(stored.map((file) => file.storedPath))
    await discardFiles(files.map((file) => file.tempPath))
    throw error
  }
  return stored
}

/** A stored file as a web stream, or null when it is missing on disk. */
export async function openStoredFile(storedKey: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
  let filePath: string
  try {
    filePath = storedFilePath(storedKey)
  } catch {
    return null
  }
  try {
    const stat = await fsp.stat(filePath)
    const { Readable } = await import('node:stream')
    return { stream: Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>, size: stat.size }
  } catch {
    return null
  }
}
