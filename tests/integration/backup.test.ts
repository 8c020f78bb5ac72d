import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createDb, databaseProvider } from '~/utils/db.server.ts'
import { backupDatabase, integrityCheck } from '../../scripts/backup.ts'
import { TEMPLATE_DB, TMP_DIR } from '../setup/global-setup.ts'

// npm run db:backup / db:restore (scripts/backup.ts) on a database of their own: a copy of the
// migrated template with its own uploads folder, written to by a live client during the backup.

function runBackupScript(args: string[], env: Record<string, string>) {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { code: failed.status, output: failed.stdout + failed.stderr }
  }
}

// The database is used from child processes, as a server would: an in-process libsql connection
// keeps its file open until the worker exits, so it could never be "stopped".
function sqlite(file: string, statements: { sql: string; args?: unknown[] }[]): unknown[][] {
  const script = `
    import { createClient } from '@libsql/client'
    const client = createClient({ url: process.argv[1] })
    const results = []
    for (const statement of JSON.parse(process.argv[2])) results.push((await client.execute(statement)).rows)
    console.log(JSON.stringify(results))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, `file:${file}`, JSON.stringify(statements)], { encoding: 'utf8' })
  return JSON.parse(output)
}

/** A running server: a process that keeps a connection to the database open until killed. */
async function startServerHolding(file: string) {
  const script = `
    import { createClient } from '@libsql/client'
    const client = createClient({ url: process.argv[1] })
    await client.execute('SELECT count(*) FROM "VendorApplication"')
    console.log('ready')
    setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, `file:${file}`], { stdio: ['ignore', 'pipe', 'inherit'] })
  await once(child.stdout, 'data')
  return child
}

function writeApplication(databaseFile: string, uploadDir: string, companyName: string) {
  const id = crypto.randomUUID()
  const storedKey = `vendor-documents/${crypto.randomBytes(16).toString('hex')}.pdf`
  const bytes = Buffer.from(`%PDF-1.4 licence of ${companyName}\n`)
  fs.mkdirSync(path.join(uploadDir, 'vendor-documents'), { recursive: true })
  fs.writeFileSync(path.join(uploadDir, storedKey), bytes)
  sqlite(databaseFile, [
    {
      sql: `INSERT INTO "VendorApplication" ("id", "companyName", "contactName", "email", "phone", "address", "serviceType", "serviceAreas", "yearsInBusiness", "insuranceProvider")
            VALUES (?, ?, 'Dana Roofer', 'dana@example.test', '3215550100', 'Palm Bay, FL 32905', 'Roofing', '["Palm Bay"]', 12, 'Sunshine Mutual')`,
      args: [id, companyName],
    },
    {
      sql: `INSERT INTO "VendorDocument" ("id", "applicationId", "originalName", "storedKey", "sizeBytes", "mimeType", "sha256") VALUES (?, ?, 'licence.pdf', ?, ?, 'application/pdf', 'x')`,
      args: [crypto.randomUUID(), id, storedKey, bytes.length],
    },
  ])
  return { id, storedKey }
}

const companiesIn = (file: string) =>
  sqlite(file, [{ sql: `SELECT "companyName" FROM "VendorApplication" WHERE "email" = 'dana@example.test' ORDER BY 1` }])[0].map(
    (row) => (row as { companyName: string }).companyName,
  )

describe.runIf(databaseProvider() === 'sqlite')('db:backup and db:restore', () => {
  test('a round trip brings back the rows and the uploads after they were changed and deleted', async () => {
    const root = fs.mkdtempSync(path.join(TMP_DIR, 'backup-'))
    const databaseFile = path.join(root, 'harper.db')
    fs.copyFileSync(TEMPLATE_DB, databaseFile)
    const env = { DATABASE_URL: `file:${databaseFile}`, UPLOAD_DIR: path.join(root, 'uploads'), BACKUP_DIR: path.join(root, 'backups') }
    const server = await startServerHolding(databaseFile)
    try {
      const original = writeApplication(databaseFile, env.UPLOAD_DIR, 'Original Roof Works')
      // online: the server holds the database open while the backup is taken
      const backedUp = runBackupScript(['backup'], env)
      expect(backedUp.code, backedUp.output).toBe(0)
      const [folder] = fs.readdirSync(env.BACKUP_DIR)
      expect(folder).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/)
      const backup = path.join(env.BACKUP_DIR, folder)
      expect(JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))).toMatchObject({ integrityCheck: 'ok', uploadFiles: 1 })

      // after the backup: the row renamed, then deleted with its file; another one added
      sqlite(databaseFile, [
        { sql: `UPDATE "VendorApplication" SET "companyName" = 'Renamed Later' WHERE "id" = ?`, args: [original.id] },
        { sql: `DELETE FROM "VendorApplication" WHERE "id" = ?`, args: [original.id] },
      ])
      fs.rmSync(path.join(env.UPLOAD_DIR, original.storedKey))
      writeApplication(databaseFile, env.UPLOAD_DIR, 'Written After The Backup')

      const refused = runBackupScript(['restore', backup], env)
      expect(refused.code).toBe(1)
      expect(refused.output).toContain('is open in another process')
      expect(companiesIn(databaseFile)).toEqual(['Written After The Backup'])

      server.kill('SIGTERM')
      await once(server, 'exit')
      const restored = runBackupScript(['restore', backup], env)
      expect(restored.code, restored.output).toBe(0)

      expect(companiesIn(databaseFile)).toEqual(['Original Roof Works'])
      expect(fs.readFileSync(path.join(env.UPLOAD_DIR, original.storedKey), 'utf8')).toContain('licence of Original Roof Works')
      expect(fs.readdirSync(path.join(env.UPLOAD_DIR, 'vendor-documents'))).toHaveLength(1)
      expect(await integrityCheck(databaseFile)).toBe('ok')
      // what was replaced is kept aside, not deleted
      const keptAside = fs.readdirSync(root).filter((name) => name.includes('.before-restore-'))
      expect(keptAside).toContainEqual(expect.stringMatching(/^harper\.db\.before-restore-/))
      expect(keptAside).toContainEqual(expect.stringMatching(/^uploads\.before-restore-/))
    } finally {
      server.kill('SIGKILL')
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  test('a copy taken while another connection writes is consistent', async () => {
    const root = fs.mkdtempSync(path.join(TMP_DIR, 'backup-'))
    const databaseFile = path.join(root, 'harper.db')
    fs.copyFileSync(TEMPLATE_DB, databaseFile)
    const settings = { databaseUrl: `file:${databaseFile}`, uploadDir: path.join(root, 'uploads'), backupDir: path.join(root, 'backups') }
    const db = createDb(settings.databaseUrl)
    try {
      const writes = (async () => {
        for (let i = 0; i < 40; i++) {
          const storedKey = `vendor-documents/${crypto.randomBytes(16).toString('hex')}.pdf`
          fs.mkdirSync(path.join(settings.uploadDir, 'vendor-documents'), { recursive: true })
          fs.writeFileSync(path.join(settings.uploadDir, storedKey), `%PDF-1.4 ${i}`)
          await db.vendorApplication.create({
            data: {
              ...{ companyName: `Busy Roofer ${i}`, contactName: 'Dana', email: 'busy@example.test', phone: '3215550100', address: 'Palm Bay' },
              ...{ serviceType: 'Roofing', serviceAreas: ['Palm Bay'], yearsInBusiness: 3, insuranceProvider: 'Sunshine Mutual' },
              documents: { create: { originalName: 'a.pdf', storedKey, sizeBytes: 10, mimeType: 'application/pdf', sha256: 'x' } },
            },
          })
        }
      })()
      const { folder } = await backupDatabase(settings)
      await writes
      const copy = createDb(`file:${path.join(folder, 'harper.db')}`)
      try {
        // every application in the copy has its document row and its file (copied after the rows)
        const applications = await copy.vendorApplication.findMany({ include: { documents: true } })
        for (const application of applications) {
          expect(application.documents).toHaveLength(1)
          expect(fs.existsSync(path.join(folder, 'uploads', application.documents[0].storedKey))).toBe(true)
        }
      } finally {
        await copy.$disconnect()
      }
      expect(await integrityCheck(path.join(folder, 'harper.db'))).toBe('ok')
    } finally {
      await db.$disconnect()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('db:backup on PostgreSQL', () => {
  test('points to pg_dump instead of copying a file', async () => {
    await expect(backupDatabase({ databaseUrl: 'postgresql://postgres@127.0.0.1:5432/harper', uploadDir: 'x', backupDir: 'y' })).rejects.toThrow(/pg_dump/)
  })
})
