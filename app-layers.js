// The layer map of app/ (docs/decisions/0016), the one table eslint.config.js turns into
// `no-restricted-imports` rules. Floors run from the bottom up: a folder imports only folders on
// lower floors — never one on its own floor or above, type-only imports included — except the
// few imports EXCEPTIONS names. `(root)` is the files directly in app/ (root.tsx, entry.server.tsx,
// routes.ts, load-context.ts). A new folder in app/ must be given a floor here, and the table in
// 0016 must match this one (app-layers.test.ts checks both).
export const FLOORS = [
  { name: 'generated code and value sets', folders: ['generated', 'marketplace'] },
  { name: 'plumbing', folders: ['utils'] },
  { name: 'cross-cutting', folders: ['security', 'audit', 'analytics'] },
  { name: 'domains on their own', folders: ['accounts', 'blog', 'marketing', 'newsletter'] },
  { name: 'domains using those', folders: ['vendors', 'contact'] },
  { name: 'intake', folders: ['harper'] },
  { name: 'members', folders: ['referrals'] },
  { name: 'applications', folders: ['applications'] },
  { name: 'the request process', folders: ['service-requests'] },
  { name: 'vendor leads', folders: ['leads'] },
  { name: 'the chat', folders: ['chat'] },
  { name: 'background jobs', folders: ['jobs'] },
  { name: 'presentation', folders: ['components'] },
  { name: 'island scripts', folders: ['islands'] },
  { name: 'app shell', folders: ['(root)'] },
  { name: 'pages', folders: ['routes'] },
]

/** Imports allowed against the floors: from folder → to folder, and why. None since the request's process is one module (0040). */
export const EXCEPTIONS = []

const floorOf = new Map(FLOORS.flatMap((floor, index) => floor.folders.map((folder) => [folder, index])))

/** The folders `folder` may import: those on lower floors, and its exceptions. */
export function allowedImports(folder) {
  const floor = floorOf.get(folder)
  if (floor === undefined) throw new Error(`app/${folder} has no floor in app-layers.js`)
  const lower = FLOORS.slice(0, floor).flatMap((f) => f.folders)
  return [...lower, ...EXCEPTIONS.filter((e) => e.from === folder).map((e) => e.to)]
}

const importTarget = (folder) => (folder === '(root)' ? '^~/[^/]+$' : `^~/${folder}(/|$)`)
const location = (folder) => (folder === '(root)' ? 'the files directly in app/' : `app/${folder}/`)

/**
 * ESLint flat-config blocks, one per folder, forbidding every import of a folder it may not use;
 * cross-folder imports must go through the `~/` alias (a relative path out of the folder is an
 * error too), so the patterns see every one. Tests beside the code are left out, as in the graph.
 */
export function layerRules() {
  const all = FLOORS.flatMap((f) => f.folders)
  return all.map((folder) => {
    const allowed = new Set([folder, ...allowedImports(folder)])
    const floor = floorOf.get(folder)
    const patterns = all
      .filter((target) => !allowed.has(target))
      .map((target) => ({
        regex: importTarget(target),
        message: `${location(folder)} (floor ${floor}, ${FLOORS[floor].name}) may not import ${location(target)} (floor ${floorOf.get(target)}): the layer map, docs/decisions/0016 and app-layers.js.`,
      }))
    patterns.push(
      folder === '(root)'
        ? { regex: '^\\./(?!\\+types/)[^/]+/', message: 'Import another folder of app/ with the ~/ alias.' }
        : { regex: '^\\.\\./', message: 'Import across folders with the ~/ alias, not a relative path out of the folder.' },
    )
    return {
      files: folder === '(root)' ? ['app/*.{ts,tsx}'] : [`app/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    }
  })
}
