import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ISLANDS, islandNames, PAGE_SERVING, prerenderedPaths, routePatterns, servingOfRoute } from '~/route-serving.ts'
import routes from '~/routes.ts'

const appDirectory = path.resolve(import.meta.dirname)
const routeFiles = [...routePatterns(routes).keys()]
/** A page is a route module with a component (a default export); the others are resource routes. */
const isPage = (file: string) => /^export default /m.test(fs.readFileSync(path.join(appDirectory, file), 'utf8'))

/** Every module of app/ a file imports statically, followed through `~/` and relative imports, and the packages they name. */
function staticImports(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages }
  seen.add(file)
  const source = fs.readFileSync(file, 'utf8')
  for (const [, specifier = ''] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (specifier.startsWith('~/')) staticImports(path.join(appDirectory, specifier.slice(2)), seen, packages)
    else if (specifier.startsWith('.')) staticImports(path.resolve(path.dirname(file), specifier), seen, packages)
    else packages.add(specifier)
  }
  return { seen, packages }
}

describe('app/route-serving.ts', () => {
  test('every page route in routes.ts has exactly one row, and every row names a page route', () => {
    const pages = routeFiles.filter(isPage)
    expect(new Set(routeFiles).size, 'a route file appears once in routes.ts').toBe(routeFiles.length)
    expect(Object.keys(PAGE_SERVING).sort()).toEqual(pages.sort())
    for (const file of routeFiles.filter((file) => !isPage(file))) expect(servingOfRoute(file.replace(/\.tsx?$/, '')), file).toBeNull()
  })

  test('every island a row names is a script in app/islands, and the island scripts are exactly those', () => {
    for (const name of islandNames()) expect(fs.existsSync(path.join(appDirectory, 'islands', `${name}.client.tsx`)), name).toBe(true)
    expect(Object.keys(ISLANDS).sort()).toEqual([...islandNames()].sort())
  })

  test('no island script loads React Router (an island page ships React and its parts only: 0029, 0045)', () => {
    for (const [name, script] of Object.entries(ISLANDS)) {
      const { packages } = staticImports(path.join(appDirectory, '..', script))
      expect(
        [...packages].filter((specifier) => specifier.startsWith('react-router')),
        name,
      ).toEqual([])
    }
  })

  test('the marketing pages run what their demos need: islands for the URL-state demos, nothing on /how-it-works (0045)', () => {
    expect(servingOfRoute('routes/how-it-works')?.js).toBe('none')
    for (const page of ['about-harper', 'cipp-pipe-repair', 'roofing-services']) {
      expect(servingOfRoute(`routes/${page}`), page).toMatchObject({ js: 'island', island: page })
    }
  })

  test('the pre-rendered pages are paths without parameters (the build renders each once)', () => {
    const paths = prerenderedPaths(routes)
    expect(paths).toContain('/')
    for (const pagePath of paths) expect(pagePath, pagePath).toMatch(/^\/[a-z0-9/-]*$/)
  })

  test('a route is looked up by its React Router id, the file without its extension', () => {
    expect(servingOfRoute('routes/blog.$slug')).toEqual({ html: 'kept', cache: 'blog', js: 'none' })
    expect(servingOfRoute('root')).toBeNull()
  })
})
