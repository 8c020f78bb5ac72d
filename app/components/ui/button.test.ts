import fs from 'node:fs'
import { twMerge } from 'tailwind-merge'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { buttonVariants, type ButtonSize, type ButtonVariant } from './button.tsx'

// `cn` only joins classes (docs/decisions/0026, "JavaScript per page"): a class that conflicts with
// one the button already sets would win or lose by the stylesheet's order. tailwind-merge (a
// development dependency only) names such conflicts: it drops the loser.
const dropped = (classes: string) => {
  const kept = new Set(twMerge(classes).split(' '))
  return classes.split(/\s+/).filter((name) => name && !kept.has(name))
}

const VARIANTS: ButtonVariant[] = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link', 'brand', 'outline-inverse']
const SIZES: ButtonSize[] = ['sm', 'md', 'compact', 'lg', 'icon']

type Use = { file: string; variant?: string; size?: string; className?: string }
const isProp = (name: string): name is 'variant' | 'size' | 'className' => name === 'variant' || name === 'size' || name === 'className'

/** Every button look in app/: `<Button variant size className>` and `buttonVariants({ … })` with literal values. */
function buttonUses(): Use[] {
  const uses: Use[] = []
  const files = (fs.readdirSync('app', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('button.tsx'))
    .map((file) => `app/${file}`)
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const visit = (node: ts.Node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === 'Button') {
        const use: Use = { file }
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !attribute.initializer || !ts.isStringLiteral(attribute.initializer)) continue
          const name = attribute.name.getText()
          if (isProp(name)) use[name] = attribute.initializer.text
        }
        uses.push(use)
      }
      if (ts.isCallExpression(node) && node.expression.getText() === 'buttonVariants' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        const use: Use = { file }
        for (const property of node.arguments[0].properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) continue
          const name = property.name.getText()
          if (isProp(name)) use[name] = property.initializer.text
        }
        uses.push(use)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return uses
}

describe('button classes', () => {
  test('no variant and size set conflicting utilities', () => {
    for (const variant of VARIANTS) for (const size of SIZES) expect(dropped(buttonVariants({ variant, size })), `${variant} ${size}`).toEqual([])
  })

  test('no button in app/ is given a class that conflicts with its variant or size', () => {
    const uses = buttonUses()
    expect(uses.filter((use) => use.className).length).toBeGreaterThan(10)
    const conflicts = uses
      .map((use) => ({
        ...use,
        dropped: dropped(buttonVariants({ variant: use.variant as ButtonVariant, size: use.size as ButtonSize, className: use.className })),
      }))
      .filter((use) => use.dropped.length > 0)
    expect(conflicts).toEqual([])
  })

  test('the check notices a conflicting class', () => {
    expect(dropped(buttonVariants({ size: 'md', className: 'px-3' }))).toEqual(['px-4'])
    expect(dropped(buttonVariants({ variant: 'outline', className: 'bg-transparent' }))).toEqual(['bg-surface'])
  })
})
