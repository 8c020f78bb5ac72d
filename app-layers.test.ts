import fs from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'
import { EXCEPTIONS, FLOORS } from './app-layers.js'

// The linter with the project's own config, on sources that exist only in memory: filePath places
// each one in a folder of app/, which is what the layer rules look at.
const eslint = new ESLint()
const lint = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0].messages

describe('the layer map, enforced by ESLint (app-layers.js)', () => {
  test('a folder importing one on a higher floor fails the lint', async () => {
    const messages = await lint('app/utils/new-helper.ts', "import { rankVendors } from '~/vendors/matching.server.ts'\n\nexport const ranked = rankVendors\n")
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        severity: 2,
        message: expect.stringContaining('app/utils/ (floor 1, plumbing) may not import app/vendors/ (floor 4)'),
      }),
    ])
  })

  test('a type-only import counts too, and so does one on the same floor', async () => {
    const upward = await lint('app/components/new-widget.tsx', "import type { RouteHandle } from '~/root.tsx'\n\nexport const handle: RouteHandle = {}\n")
    expect(upward.map((message) => message.message)).toEqual([expect.stringContaining('may not import the files directly in app/')])
    const sideways = await lint('app/blog/new-rule.ts', "import { companyName } from '~/marketing/company.ts'\n\nexport const byline = companyName\n")
    expect(sideways.map((message) => message.message)).toEqual([
      expect.stringContaining('app/blog/ (floor 3, domains on their own) may not import app/marketing/'),
    ])
  })

  test('a relative path out of a folder fails the lint: imports across folders use the ~/ alias', async () => {
    const messages = await lint(
      'app/utils/new-helper.ts',
      "import { SEED_VENDORS } from '../../prisma/seed-data/vendors.ts'\n\nexport const seeded = SEED_VENDORS\n",
    )
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining('with the ~/ alias')])
  })

  test('imports down the floors, and within a folder, pass', async () => {
    const code = [
      "import { prisma } from '~/utils/db.server.ts'",
      "import { SERVICE_TYPES } from '~/marketplace/value-sets.ts'",
      "import { blogPostPath } from '~/blog/slug.ts'",
      "import { vendorSlug } from './vendor-profile.ts'",
      '',
      'export const used = [prisma, SERVICE_TYPES, blogPostPath, vendorSlug]',
      '',
    ].join('\n')
    expect(await lint('app/vendors/new-rule.ts', code)).toEqual([])
  })

  test('every folder of app/ has one floor, and the map names only folders that exist', () => {
    const placed = FLOORS.flatMap((floor) => floor.folders)
    expect(new Set(placed).size).toBe(placed.length)
    const folders = fs
      .readdirSync('app', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    for (const folder of folders) expect(placed, `app/${folder} needs a floor in app-layers.js`).toContain(folder)
    // app/generated/ is made by `npm run db:generate`; (root) is the files directly in app/
    for (const folder of placed) if (folder !== 'generated' && folder !== '(root)') expect(folders).toContain(folder)
  })

  test('the map in docs/decisions/0016 has the same floors and folders as app-layers.js', () => {
    const record = fs.readFileSync('docs/decisions/0016-where-capabilities-live.md', 'utf8')
    const rows = [...record.matchAll(/^\| (\d+) +\| ([^|]+)\|/gm)].map(([, floor, folders]) => ({
      floor: Number(floor),
      folders: [...folders.matchAll(/`([^`]+)`/g)].map(([, folder]) => folder),
    }))
    expect(rows).toEqual(FLOORS.map((floor, index) => ({ floor: index, folders: floor.folders })))
  })

  test('each exception names placed folders and allows an import the floors forbid', () => {
    const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.folders.includes(folder))
    for (const { from, to } of EXCEPTIONS) {
      expect(floorOf(from), from).toBeGreaterThanOrEqual(0)
      expect(floorOf(to), `${from} → ${to}`).toBeGreaterThanOrEqual(floorOf(from))
    }
  })
})
