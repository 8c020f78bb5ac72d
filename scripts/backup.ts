// Backups of the embedded SQLite database and the uploads (docs/decisions/0019-backups-and-degradation.md).
//   backup                    VACUUM INTO a dated folder under BACKUP_DIR ($DATA_DIR/backups), with UPLOAD_DIR
//   restore <folder> [--force] put a backup's database file and uploads back (the server stopped)
// PostgreSQL: use pg_dump / pg_restore (README, "Backups").
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient } from '@libsql/client'
import { databaseProviderOf, DEFAULT_DATABASE_URL } from '~/utils/database-url.ts'

export const BACKUP_DATABASE_FILE = 'harper.db'
export const BACKUP_UPLOADS_DIR = 'uploads'
export const BACKUP_MANIFEST_FILE = 'manifest.json'

export type BackupSettings = { databaseUrl: string; uploadDir: string; backupDir: string }

export type BackupManifest = {
  createdAt: string
  databaseFile: string
  databaseBytes: number
  databaseSha256: string
  uploadFiles: number
  integrityCheck: string
}

export function backupSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    uploadDir: env.UPLOAD_DIR || './data/uploads',
    // beside the data: in the image /app is read-only and DATA_DIR (/data) is the volume
    backupDir: env.BACKUP_DIR || path.join(env.DATA_DIR || './data', 'backups'),
  }
}

/** The SQLite file a `file:` URL names; PostgreSQL is refused with the tool to use instead. */
export function sqliteFileOf(databaseUrl: string): string {
  if (databaseProviderOf(databaseUrl) !== 'sqlite') {
    throw new Error('DATABASE_URL is PostgreSQL: back it up with pg_dump and restore it with pg_restore (see README, "Backups")')
  }
  return path.resolve(databaseUrl.slice('file:'.length).split('?')[0])
}

async function withSqlite<T>(file: string, use: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url: pathToFileURL(file).href })
  try {
    return await use(client)
  } finally {
    client.close()
  }
}

/** `PRAGMA integrity_check` of a SQLite file: 'ok' when it is sound. */
export function integrityCheck(file: string): Promise<string> {
  return withSqlite(file, async (client) => {
    const result = await client.execute('PRAGMA integrity_check')
    return result.rows.map((row) => String(row[0])).join('; ')
  })
}

function sha256Of(file: string) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/** 2026-11-23T18-30-00Z: sorts by time and is a valid folder name everywhere. */
function folderStamp(now: Date) {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')
}

/**
 * An online, consistent copy: `VACUUM INTO` reads the database in one read transaction (other
 * connections go on writing to the WAL meanwhile) and writes a compact, checkpointed file. The
 * uploads are copied after it, so every file a copied row names is already there (files are
 * stored before their rows are committed — 0009); temp files of uploads in progress are skipped.
 */
export async function backupDatabase(settings: BackupSettings, now = new Date()): Promise<{ folder: string; manifest: BackupManifest }> {
  const source = sqliteFileOf(settings.databaseUrl)
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`)
  const folder = path.resolve(settings.backupDir, folderStamp(now))
  if (fs.existsSync(folder)) throw new Error(`${folder} already exists`)
  fs.mkdirSync(folder, { recursive: true })
  const target = path.join(folder, BACKUP_DATABASE_FILE)
  await withSqlite(source, async (client) => {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  })
  const uploads = path.resolve(settings.uploadDir)
  const uploadsCopy = path.join(folder, BACKUP_UPLOADS_DIR)
  fs.mkdirSync(uploadsCopy)
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, uploadsCopy, { recursive: true, filter: (file) => path.relative(uploads, file) !== 'tmp' })
  }
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    databaseFile: BACKUP_DATABASE_FILE,
    databaseBytes: fs.statSync(target).size,
    databaseSha256: sha256Of(target),
    uploadFiles: countFiles(uploadsCopy),
    integrityCheck: await integrityCheck(target),
  }
  if (manifest.integrityCheck !== 'ok') throw new Error(`the copy failed its integrity check: ${manifest.integrityCheck}`)
  fs.writeFileSync(path.join(folder, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return { folder, manifest }
}

/**
 * Whether another process has the database open. On Linux, every process's open files are listed
 * under /proc (processes of other users cannot be read: run the restore as the server's user).
 * Elsewhere, the `-wal` file SQLite keeps while a connection is open stands in (it also remains
 * after a crash; then pass --force).
 */
export function databaseInUse(file: string): boolean {
  const names = new Set([file, `${file}-wal`, `${file}-shm`])
  if (!fs.existsSync('/proc/self/fd')) return fs.existsSync(`${file}-wal`)
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's
    }
    for (const fd of fds) {
      try {
        if (names.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))) return true
      } catch {
        // closed meanwhile
      }
    }
  }
  return false
}

/**
 * Puts a backup back: checks the copy (manifest checksum, integrity_check), then replaces the
 * database file and the uploads folder. What was there is kept beside them as
 * `*.before-restore-<stamp>` rather than deleted. Refuses a database in use unless `force`.
 */
export async function restoreBackup(
  backupFolder: string,
  settings: BackupSettings,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<{ database: string; uploadDir: string; keptAside: string[] }> {
  const folder = path.resolve(backupFolder)
  const manifestFile = path.join(folder, BACKUP_MANIFEST_FILE)
  if (!fs.existsSync(manifestFile)) throw new Error(`${folder} is not a backup (no ${BACKUP_MANIFEST_FILE})`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
  const copy = path.join(folder, manifest.databaseFile)
  if (sha256Of(copy) !== manifest.databaseSha256) throw new Error(`${copy} does not match its manifest checksum`)
  const integrity = await integrityCheck(copy)
  if (integrity !== 'ok') throw new Error(`${copy} failed its integrity check: ${integrity}`)

  const target = sqliteFileOf(settings.databaseUrl)
  if (databaseInUse(target) && !force) {
    throw new Error(`${target} is open in another process: stop the server first, or pass --force to overwrite it anyway`)
  }
  const suffix = `.before-restore-${folderStamp(now)}`
  const keptAside: string[] = []
  const moveAside = (file: string) => {
    if (!fs.existsSync(file)) return
    fs.renameSync(file, file + suffix)
    keptAside.push(file + suffix)
  }

  // the new file is complete under a temporary name before it takes the database's place
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const incoming = `${target}.restoring`
  fs.copyFileSync(copy, incoming)
  for (const extra of ['-wal', '-shm', '-journal']) moveAside(target + extra)
  moveAside(target)
  fs.renameSync(incoming, target)

  const uploads = path.resolve(settings.uploadDir)
  const incomingUploads = `${uploads}.restoring`
  fs.rmSync(incomingUploads, { recursive: true, force: true })
  fs.cpSync(path.join(folder, BACKUP_UPLOADS_DIR), incomingUploads, { recursive: true })
  moveAside(uploads)
  fs.renameSync(incomingUploads, uploads)
  return { database: target, uploadDir: uploads, keptAside }
}

async function main(args: string[]) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
  process.chdir(root)
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const settings = backupSettingsFromEnv()
  const [command, ...rest] = args
  if (command === 'backup') {
    const { folder, manifest } = await backupDatabase(settings)
    console.log(`backed up ${manifest.databaseBytes} bytes of database and ${manifest.uploadFiles} uploaded files to ${folder}`)
    return
  }
  const folder = rest.find((arg) => !arg.startsWith('--'))
  if (command === 'restore' && folder) {
    const restored = await restoreBackup(folder, settings, { force: rest.includes('--force') })
    console.log(`restored ${restored.database} and ${restored.uploadDir} from ${path.resolve(folder)}`)
    if (restored.keptAside.length) console.log(`the previous files are kept as:\n  ${restored.keptAside.join('\n  ')}`)
    return
  }
  console.error('usage: tsx scripts/backup.ts backup | restore <backup folder> [--force]')
  process.exitCode = 2
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
