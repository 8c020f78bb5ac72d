import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '~/routes.ts'

// The app's route table (app/routes.ts) as the fuzz suite and the authorisation matrix read it:
// one row per route module, with its URL pattern and whether it exports a loader and an action.
// Both suites key their tables by the route's id (its file, without the extension), so a route
// added to app/routes.ts without an entry fails them.

export type RouteModule = {
  loader?: (args: never) => unknown
  action?: (args: never) => unknown
  default?: unknown
  ErrorBoundary?: unknown
}

export type RouteRow = { id: string; path: string; file: string; module: RouteModule }

const modules = import.meta.glob<RouteModule>('../../app/routes/**/*.{ts,tsx}')

function flatten(entries: RouteConfigEntry[], parent = ''): { id: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
    return [{ id, path, file: entry.file }, ...flatten(entry.children ?? [], path)]
  })
}

/** Every route of app/routes.ts with its module loaded. */
export async function loadRouteTable(): Promise<RouteRow[]> {
  const rows = flatten(await routes)
  return Promise.all(
    rows.map(async (row) => {
      const load = modules[`../../app/${row.file}`]
      if (!load) throw new Error(`app/routes.ts names ${row.file}, which does not exist`)
      return { ...row, module: await load() }
    }),
  )
}
