import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getServerEnv, type Env } from './env.server.ts'

// Where accepted credential files live once their application is stored (docs/decisions/0009,
// 0027): on this machine's disk under UPLOAD_DIR by default, in an S3-compatible bucket when
// S3_BUCKET is set, so that every instance behind a load balancer reads the same files. Either
// way a file reaches the store only after uploads.server.ts has judged its first bytes and written
// it to a per-request temp file; the store streams it on (never holding it whole) and streams it
// back to an admin. Keys are server-made (`<area>/<random>.<ext>`), never user input.

export type OpenedFile = { stream: ReadableStream<Uint8Array>; size: number }

export type FileStore = {
  readonly kind: 'disk' | 's3'
  /** Moves a received temp file to `key` (the temp file is gone afterwards, on success). */
  put(key: string, tempPath: string, contentType: string): Promise<void>
  /** The stored file as a stream, or null when there is none under `key`. */
  open(key: string): Promise<OpenedFile | null>
  /** Removes stored files; missing ones are fine. */
  remove(keys: Iterable<string>): Promise<void>
}

const STORED_KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f]{32}\.(pdf|jpg|png|webp)$/

export function assertStoredKey(storedKey: string) {
  if (!STORED_KEY_PATTERN.test(storedKey)) throw new Error('invalid stored key')
}

/** Files under a directory of this machine (UPLOAD_DIR): one instance, or a shared volume. */
export function createDiskFileStore(root: string): FileStore {
  const pathOf = (storedKey: string) => {
    assertStoredKey(storedKey)
    const resolved = path.resolve(root, storedKey)
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid stored key')
    return resolved
  }
  return {
    kind: 'disk',
    async put(key, tempPath) {
      const target = pathOf(key)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      await fsp.rename(tempPath, target)
    },
    async open(key) {
      let filePath: string
      try {
        filePath = pathOf(key)
      } catch {
        return null
      }
      try {
        const stat = await fsp.stat(filePath)
        return { stream: Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>, size: stat.size }
      } catch {
        return null
      }
    },
    async remove(keys) {
      await Promise.all([...keys].map((key) => fsp.rm(pathOf(key), { force: true })))
    },
  }
}

/** S3's smallest multipart part; files up to this size go in one streamed PutObject */
const PART_BYTES = 5 * 1024 * 1024

export type S3Settings = { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string }

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …). With an endpoint the client uses
 * path-style addresses (`<endpoint>/<bucket>/<key>`), which every S3-compatible server accepts.
 * Checksums are sent only where the API requires them: several S3-compatible servers do not
 * understand the newer default (aws-chunked bodies with trailing CRC32s).
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(key, tempPath, contentType) {
      assertStoredKey(key)
      const { size } = await fsp.stat(tempPath)
      if (size <= PART_BYTES) {
        // one PutObject streamed from the file with its length: nothing held in memory
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(tempPath), ContentLength: size, ContentType: contentType }))
      } else {
        // lib-storage's multipart upload reads one 5 MiB part at a time (queueSize 1) and aborts
        // the upload on failure
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: fs.createReadStream(tempPath), ContentType: contentType },
          partSize: PART_BYTES,
          queueSize: 1,
          leavePartsOnError: false,
        })
        await upload.done()
      }
      await fsp.rm(tempPath, { force: true })
    },
    async open(key) {
      try {
        assertStoredKey(key)
      } catch {
        return null
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return null
        return { stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(object.ContentLength ?? 0) }
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null
        throw error
      }
    },
    async remove(keys) {
      for (const key of keys) {
        assertStoredKey(key)
        // DeleteObject answers 204 for a key that is not there
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
      }
    },
  }
}

export function fileStoreFor(env: Env): FileStore {
  if (env.S3_BUCKET) {
    return createS3FileStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    })
  }
  return createDiskFileStore(path.resolve(env.UPLOAD_DIR))
}

let defaultStore: { store: FileStore; env: Env } | undefined

/** The store the environment names (tests that change the environment get a fresh one). */
export function fileStore(): FileStore {
  const env = getServerEnv()
  if (defaultStore?.env !== env) defaultStore = { store: fileStoreFor(env), env }
  return defaultStore.store
}
