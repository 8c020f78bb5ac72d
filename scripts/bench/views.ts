// What one view of a signed-in page costs in-process (issue #25): React Router's handler of the
// production build (`npm run build` first), called one request at a time with no HTTP, on a
// migrated and seeded throwaway SQLite database, each demo user signed in through the real forms
// (the admin with a TOTP factor enrolled for the run). Prints, for the floor page (the bench's,
// scripts/bench/run.ts) and the three dashboards, the CPU time per view (this process's, the figure
// the machine's other work moves least) and the wall time's p50 and mean.
//
//   npx tsx scripts/bench/views.ts [views per page, default 300] [--only=<part of a path>]
//     [--profile=<dir>] [--build=<dir>]
//
// `--profile` writes a CPU profile of each page's measured views (<dir>/<page>.cpuprofile, for
// Chrome's DevTools); `--build` measures another build than build/ (a copy made before a change).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Session } from 'node:inspector/promises'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '../..')
// its own file, so two runs (an older build beside this one) do not share one
const DATABASE_FILE = `data/views-${process.pid}.db`
const SECRET = 'views-only-session-secret-0123456789-0123456789'

Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: `file:./${DATABASE_FILE}`,
  SESSION_SECRET: SECRET,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'warn',
})

const { FLOOR_PAGE, enrolBenchAdmin, signInAll } = await import('./sign-in.ts')

for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `${DATABASE_FILE}${suffix}`), { force: true })
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'prepare'], { cwd: root, env: process.env, stdio: 'ignore' })
await enrolBenchAdmin(process.env.DATABASE_URL!, [SECRET])

const { createRequestHandler } = await import('react-router')
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
// sign-in.ts's import of the app's source (tsx) made the process-wide client (db.server.ts keeps it
// on globalThis); the build makes its own, as `npm start` does: the build's direct reads past
// Prisma (docs/decisions/0052) know only a client it made, and the source's would send every read
// through $queryRaw instead.
delete (globalThis as { __harperDb?: unknown }).__harperDb
const build = await import(pathToFileURL(path.resolve(root, option('build') ?? 'build', 'server/index.js')).href)
const handle = createRequestHandler(build, 'production')
const context = () => ({ cspNonce: 'bench', clientAddress: '127.0.0.1' })

const base = 'http://localhost:3000'
const send = (pathname: string, init: RequestInit = {}) => handle(new Request(`${base}${pathname}`, init), context())
const cookies = await signInAll(async (pathname, init) => send(pathname, init))

const views = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 300)
const pages: Array<{ name: string; path: string; cookie?: string }> = [
  { name: `floor: ${FLOOR_PAGE} (anonymous)`, path: FLOOR_PAGE },
  { name: '/affiliate-dashboard', path: '/affiliate-dashboard', cookie: cookies.affiliate },
  { name: '/vendor-dashboard', path: '/vendor-dashboard', cookie: cookies.vendor },
  { name: '/admin-dashboard', path: '/admin-dashboard', cookie: cookies.admin },
]

const only = option('only')
const profileDir = option('profile')
const inspector = profileDir ? new Session() : null
inspector?.connect()
for (const page of pages.filter((page) => !only || page.path.includes(only))) {
  const view = async () => {
    const response = await send(page.path, { headers: page.cookie ? { Cookie: page.cookie } : {} })
    if (response.status !== 200) throw new Error(`GET ${page.path}: ${response.status}`)
    return (await response.arrayBuffer()).byteLength
  }
  let bytes = 0
  for (let index = 0; index < 50; index++) bytes = await view()
  const times: number[] = []
  if (inspector) {
    await inspector.post('Profiler.enable')
    await inspector.post('Profiler.start')
  }
  const cpuBefore = process.cpuUsage()
  for (let index = 0; index < views; index++) {
    const started = performance.now()
    await view()
    times.push(performance.now() - started)
  }
  const cpu = process.cpuUsage(cpuBefore)
  if (inspector && profileDir) {
    const { profile } = await inspector.post('Profiler.stop')
    fs.mkdirSync(profileDir, { recursive: true })
    fs.writeFileSync(path.join(profileDir, `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`), JSON.stringify(profile))
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length
  // CPU time is what the machine's other work moves least (wall time waits for the cores too)
  const cpuMs = (cpu.user + cpu.system) / 1000 / views
  console.log(
    `${page.name.padEnd(36)} CPU ${cpuMs.toFixed(2)} ms/view  wall p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, mean ${mean.toFixed(2)} ms  ${(bytes / 1024).toFixed(1)} KB`,
  )
}
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `${DATABASE_FILE}${suffix}`), { force: true })
process.exit(0)
