// What one view of a signed-in page costs in-process (issue #25): React Router's handler of the
// production build (`npm run build` first), called one request at a time with no HTTP, on a
// migrated and seeded throwaway SQLite database, each demo user signed in through the real forms
// (the admin with a TOTP factor enrolled for the run). Prints, for the floor page (the bench's,
// scripts/bench/run.ts) and the three dashboards, visited in turn, the CPU time per view (this
// process's, the figure the machine's other work moves least), the wall time's p50 and mean, and
// each page's ratio to the floor.
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
const measured = pages.filter((page) => !only || page.path.includes(only))
const view = async (page: (typeof pages)[number]) => {
  const response = await send(page.path, { headers: page.cookie ? { Cookie: page.cookie } : {} })
  if (response.status !== 200) throw new Error(`GET ${page.path}: ${response.status}`)
  return (await response.arrayBuffer()).byteLength
}

if (profileDir) {
  // a profile per page: its views one after another, the profiler on only while they run
  const inspector = new Session()
  inspector.connect()
  fs.mkdirSync(profileDir, { recursive: true })
  for (const page of measured) {
    for (let index = 0; index < 50; index++) await view(page)
    await inspector.post('Profiler.enable')
    await inspector.post('Profiler.start')
    for (let index = 0; index < views; index++) await view(page)
    const { profile } = await inspector.post('Profiler.stop')
    fs.writeFileSync(path.join(profileDir, `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`), JSON.stringify(profile))
  }
} else {
  // the pages in turn, one view each per round: the machine's other work (it is shared, and moves a
  // page's figure by ±20 % between runs) falls on every page alike, so the ratios hold within a run
  const figures = measured.map(() => ({ cpu: 0, times: [] as number[], bytes: 0 }))
  for (let round = 0; round < 50; round++) for (const page of measured) await view(page)
  for (let round = 0; round < views; round++) {
    for (const [index, page] of measured.entries()) {
      const cpuBefore = process.cpuUsage()
      const started = performance.now()
      figures[index]!.bytes = await view(page)
      figures[index]!.times.push(performance.now() - started)
      const cpu = process.cpuUsage(cpuBefore)
      figures[index]!.cpu += cpu.user + cpu.system
    }
  }
  const floorCpu = figures[0]!.cpu
  for (const [index, page] of measured.entries()) {
    const { cpu, times, bytes } = figures[index]!
    times.sort((a, b) => a - b)
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length
    // CPU time is what the machine's other work moves least (wall time waits for the cores too);
    // the ratio is the floor's cost over the page's, as the bench's requests per second compare them
    const ratio = only ? '' : `  ${(floorCpu / cpu).toFixed(2)}x the floor`
    console.log(
      `${page.name.padEnd(36)} CPU ${(cpu / 1000 / views).toFixed(2)} ms/view  wall p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, mean ${mean.toFixed(2)} ms  ${(bytes / 1024).toFixed(1)} KB${ratio}`,
    )
  }
}
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `${DATABASE_FILE}${suffix}`), { force: true })
process.exit(0)
