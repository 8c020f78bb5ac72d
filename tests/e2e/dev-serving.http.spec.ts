import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { freePort } from './free-port.ts'
import { devIslandScriptUrl, ISLANDS_MANIFEST, type IslandsManifest } from '~/islands/manifest.server.ts'

// `npm run dev` serves a page the way production does (app/route-serving.ts; docs/decisions/0043):
// a page without JavaScript loads none, an island page loads its island's script and nothing else.
// The dev server runs on its own port and fresh database; production is the e2e server. File names
// differ (Vite's source paths, the build's hashed assets), so each script is compared by what it is.

const root = path.resolve(import.meta.dirname, '../..')
const tmp = path.join(root, 'tests/.tmp/dev-serving')

/** Every script and module preload of a document, each named by its kind: `island:<name>` for an island's script, the URL otherwise. */
function scriptsOf(html: string, islandOfUrl: (url: string) => string | undefined): string[] {
  const named = (url: string) => (islandOfUrl(url) ? `island:${islandOfUrl(url)}` : url)
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes = '']) => {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1]
    const type = /\stype="([^"]+)"/.exec(attributes)?.[1] ?? 'classic'
    const id = /\sid="(island-[^"]+)"/.exec(attributes)?.[1]
    return `script ${type} ${src ? named(src) : 'inline'}${id ? `#${id}` : ''}`
  })
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => `modulepreload ${named(/\shref="([^"]+)"/.exec(tag)![1]!)}`)
  return [...scripts, ...preloads].sort()
}

test.describe.configure({ timeout: 180_000 })

let server: ChildProcess | undefined
test.afterEach(() => {
  // npm → sh → tsx → node: the whole group this test started
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  server = undefined
})

test('`npm run dev` answers pages without JavaScript and island pages with the same scripts as production', async ({ request }) => {
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.mkdirSync(tmp, { recursive: true })
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['NODE_ENV', 'PUBLIC_URL', 'SESSION_SECRET', 'HOST', 'TRUST_PROXY']) delete env[name]
  let output = ''
  server = spawn('npm', ['run', 'dev', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: `file:${path.join(tmp, 'harper.db')}`,
      DATA_DIR: path.join(tmp, 'data'),
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      PASSWORD_HASH_COST: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const dev = `http://localhost:${port}`
  await expect.poll(async () => (await fetch(`${dev}/healthz`).catch(() => null))?.status, { timeout: 120_000, intervals: [500], message: output }).toBe(200)

  const built = JSON.parse(fs.readFileSync(path.join(root, ISLANDS_MANIFEST), 'utf8')) as IslandsManifest
  const productionIsland = (url: string) => Object.entries(built).find(([, island]) => island.url === url)?.[0]
  const devIsland = (url: string) => Object.keys(built).find((name) => devIslandScriptUrl(name) === url)
  // a post both databases have (the seed's)
  const slug = /\/blog\/([a-z0-9-]+)<\/link>/.exec(await (await request.get('/blog/rss.xml')).text())![1]!

  const pages = ['/', '/privacy', `/blog/${slug}`, '/requests/status', '/contact', '/blog', '/find-services', '/for-vendors']
  for (const page of pages) {
    const production = await request.get(page)
    const development = await fetch(`${dev}${page}`)
    expect([production.status(), development.status], page).toEqual([production.status(), production.status()])
    const productionScripts = scriptsOf(await production.text(), productionIsland)
    expect(scriptsOf(await development.text(), devIsland), page).toEqual(productionScripts)
  }
  // what they are, for the pages the issue names: none on a post, one island on /contact
  expect(scriptsOf(await (await request.get(`/blog/${slug}`)).text(), productionIsland).filter((script) => !script.includes('application/'))).toEqual([])
  expect(scriptsOf(await (await request.get('/contact')).text(), productionIsland).filter((script) => script.includes('island:'))).toEqual([
    'modulepreload island:contact-form',
    'script module island:contact-form',
  ])

  // development keeps kept pages too (until a source file changes)
  await fetch(`${dev}/blog?page=1`)
  expect((await fetch(`${dev}/blog?page=1`)).headers.get('x-harper-render')).toBe('cached')
})
