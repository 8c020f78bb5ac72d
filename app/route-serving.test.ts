import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ISLANDS, islandNames, PAGE_SERVING, prerenderedPaths, routePatterns, servingOfRoute } from '~/route-serving.ts'
import routes from '~/routes.ts'

const appDirectory = path.resolve(import.meta.dirname)
const routeFiles = [...routePatterns(routes).keys()]
/** A page is a route module with a component (a default export); the others are resource routes. */
const isPage = (file: string) => /^export default /m.test(fs.readFileSync(path.join(appDirectory, file), 'utf8'))

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
