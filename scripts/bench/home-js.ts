// What JavaScript the home page loads, measured from the production build's asset manifest: the
// client entry and every module (and static import) of the routes that match "/" (root +
// routes/home) — the files a browser downloads; the route manifest is inlined in the HTML. Dynamic imports (e.g. sonner, loaded only when a toast
// arrives) are not on this list on purpose: they are not downloaded for a plain visit.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { servingOfRoute } from '~/route-serving.ts'
import { ISLANDS_MANIFEST, type IslandsManifest } from '~/islands/manifest.server.ts'

export const HOME_JS_BUDGET_BYTES = 100 * 1024


type AssetsManifest = {
  url: string
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

export type JsFile = { url: string; bytes: number; gzipBytes: number }

const measure = (root: string, url: string): JsFile => {
  const content = fs.readFileSync(path.join(root, 'build/client', url))
  return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
}

async function readServerBuild(root: string): Promise<{ assets: AssetsManifest }> {
  const serverBuild = path.join(root, 'build/server/index.js')
  if (!fs.existsSync(serverBuild)) throw new Error(`No production build at ${serverBuild}: run \`npm run build\` first.`)
  return (await import(pathToFileURL(serverBuild).href)) as { assets: AssetsManifest }
}

export async function readAssetsManifest(root: string): Promise<AssetsManifest> {
  return (await readServerBuild(root)).assets
}

/** The JavaScript files a first visit to `routeIds` downloads, with raw and gzip (level 9) sizes. */
export function javascriptFor(root: string, assets: AssetsManifest, routeIds: string[]): JsFile[] {
  const urls = new Set<string>([assets.entry.module, ...assets.entry.imports])
  for (const id of routeIds) {
    const route = assets.routes[id]
    if (!route) throw new Error(`Route ${id} is not in the build's manifest`)
    urls.add(route.module)
    for (const url of route.imports ?? []) urls.add(url)
  }
  return [...urls].map((url) => measure(root, url))
}

/**
 * The JavaScript a document load of these routes downloads: the router runtime and route modules,
 * or — for a page app/route-serving.ts serves with islands or none — only its islands (docs/decisions/0017).
 */
export async function documentJavascript(root: string, routeIds: string[]) {
  const build = await readServerBuild(root)
  const servings = routeIds.map(servingOfRoute)
  const hydrated = servings.every((serving) => !serving || serving.js === 'whole')
  let files: JsFile[]
  if (hydrated) files = javascriptFor(root, build.assets, routeIds)
  else {
    const manifestFile = path.join(root, ISLANDS_MANIFEST)
    const islands = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as IslandsManifest) : {}
    const urls = new Set(servings.flatMap((serving) => (serving?.js === 'island' ? (islands[serving.island]?.files ?? []) : [])))
    files = [...urls].map((url) => measure(root, url))
  }
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
}
