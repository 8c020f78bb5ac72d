import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// A control character in source is an editing slip, never meant: a backspace where a pattern's "\b"
// was meant made one of consent.ts's note patterns match nothing (docs/decisions/0072).
test('no source file of app/ holds a control character', () => {
  const root = path.resolve('app')
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
    (file) => /\.(?:ts|tsx|css)$/.test(file) && !file.startsWith(`generated${path.sep}`),
  )
  expect(files.length).toBeGreaterThan(100)
  // (tab, line feed and carriage return are text)
  const control = (code: number) => code < 32 && code !== 9 && code !== 10 && code !== 13
  const slipped = files.filter((file) => [...fs.readFileSync(path.join(root, file), 'utf8')].some((char) => control(char.charCodeAt(0))))
  expect(slipped).toEqual([])
})
