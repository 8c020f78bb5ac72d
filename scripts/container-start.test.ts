import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { backupSettingsFromEnv } from './backup.ts'

// The image's start as an operator meets it (issue #22 item 10). No container engine runs here, so
// the pieces run directly: the start script the image runs (scripts/container-start.sh), the
// data-directory check of `db.ts prepare`, the backup default. server/docker-compose.test.ts checks
// that the Dockerfile runs them this way.

const root = path.resolve(import.meta.dirname, '..')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-start-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** Processes (ours or orphans) whose environment carries `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry))
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found
}

function runtimeEnv(dir: string, marker: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: `file:${dir}/harper.db`,
    UPLOAD_DIR: `${dir}/uploads`,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    HARPER_START_TEST: marker,
  }
}

test.skipIf(process.platform !== 'linux')('a SIGTERM while the migrations run ends the start promptly, migrations included', { timeout: 120_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(scratch, 'migrating-'))
  const marker = `marker-${crypto.randomUUID()}`
  // as tini runs it: the signal goes to the script, not to its process group
  const start = spawn('sh', [path.join(root, 'scripts/container-start.sh')], { cwd: root, env: runtimeEnv(dir, marker), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    start.once('exit', (code, signal) => resolve({ code, signal })),
  )
  // the migration phase: prepare announced it and Prisma's CLI (a child of prepare) is running
  const deadline = Date.now() + 60_000
  while (!output.includes('Applying the migrations') || processesWith(marker).length < 3) {
    if (Date.now() > deadline) throw new Error(`the migrations did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
  const sentAt = Date.now()
  start.kill('SIGTERM')
  const result = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))])
  const took = Date.now() - sentAt
  expect(result, `the start did not exit within 10 s of SIGTERM:\n${output}`).not.toBeNull()
  expect(took).toBeLessThan(5_000)
  expect(result!.code === 143 || result!.signal === 'SIGTERM', JSON.stringify(result)).toBe(true)
  // nothing of the start is left running (no orphaned migration, no server started after it)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const left = processesWith(marker)
  for (const pid of left) process.kill(pid, 'SIGKILL')
  expect(left, output).toEqual([])
})

/** Whether this machine lets the test make a PID namespace (root, or user namespaces allowed). */
const canUnshare = process.platform === 'linux' && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0

test.skipIf(!canUnshare)('even as PID 1 (without tini), the start script stops on SIGTERM during the migrations', { timeout: 120_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(scratch, 'pid1-'))
  const marker = `marker-${crypto.randomUUID()}`
  // PID 1 of a new PID namespace, as in a container: the kernel ignores signals it has no handler for
  const namespace = spawn('unshare', ['--pid', '--fork', '--mount-proc', 'sh', path.join(root, 'scripts/container-start.sh')], {
    cwd: root,
    env: runtimeEnv(dir, marker),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  namespace.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  namespace.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => namespace.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  while (!output.includes('Applying the migrations') || processesWith(marker).length < 3) {
    if (Date.now() > deadline) throw new Error(`the migrations did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
  const children = fs.readFileSync(`/proc/${namespace.pid}/task/${namespace.pid}/children`, 'utf8').trim().split(/\s+/)
  const pid1 = Number(children[0])
  process.kill(pid1, 'SIGTERM')
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))])
  if (!stopped) for (const pid of processesWith(marker)) process.kill(pid, 'SIGKILL')
  expect(stopped, `PID 1 was still running 5 s after SIGTERM:\n${output}`).toBe(true)
})

test.skipIf(process.platform !== 'linux')(
  'a data directory the server cannot write is named at start, with its uid and the chown that fixes it',
  { timeout: 60_000 },
  async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'readonly-'))
    fs.chmodSync(scratch, 0o755)
    fs.chmodSync(dir, 0o555)
    // as the image's `node` user (uid 1000) when the test runs as root, who could write anywhere
    const asUser = process.getuid?.() === 0 ? { uid: 1000, gid: 1000 } : {}
    const uid = asUser.uid ?? process.getuid!()
    const gid = asUser.gid ?? process.getgid!()
    const prepare = spawn(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], {
      cwd: root,
      env: { ...runtimeEnv(dir, 'unwritable'), TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...asUser,
    })
    let output = ''
    prepare.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    prepare.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => prepare.once('exit', resolve))
    expect(code, output).toBe(1)
    expect(output).toContain(`Harper Home cannot write to ${dir} (EACCES)`)
    expect(output).toContain(`runs as uid ${uid} (gid ${gid})`)
    expect(output).toContain(`sudo chown -R ${uid}:${gid} <the host directory mounted at ${dir}>`)
    expect(output).not.toContain('External error')
  },
)

test('backups default into the data directory (the image keeps /app read-only)', () => {
  expect(backupSettingsFromEnv({ DATA_DIR: '/data' }).backupDir).toBe('/data/backups')
  expect(backupSettingsFromEnv({ DATA_DIR: '/data', BACKUP_DIR: '/backups' }).backupDir).toBe('/backups')
  expect(backupSettingsFromEnv({}).backupDir).toBe('data/backups')
})
