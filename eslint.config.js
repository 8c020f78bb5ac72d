// ESLint 9 flat config: typescript-eslint, React hooks, jsx-a11y; formatting is Prettier's job
// (eslint-config-prettier turns off the rules that would fight it). Tuned to this codebase's
// style: each rule changed below says why.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layerRules } from './app-layers.js'

export default defineConfig([
  globalIgnores(['build/', 'app/generated/', '.react-router/', 'data/', 'test-results/', 'playwright-report/', 'tests/.tmp/', 'prisma/**/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring a field away, an unused argument)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Playwright fixtures that need no other fixture are written `async ({}, use) => …`
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      // types come in with `import type` (verbatimModuleSyntax); `typeof import('x')` is fine in a type
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['app/**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // a hint towards deriving state during render, not a bug: shown, but it does not fail the run
      'react-hooks/set-state-in-effect': 'warn',
      // the login pages focus their first field on purpose; only DOM elements are checked
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // a <label> around a Radix checkbox (a button) or one of our inputs labels it
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', controlComponents: ['Checkbox', 'Input', 'Textarea', 'Select'] }],
    },
  },
  // the layer map of app/ (docs/decisions/0016): each folder imports only the folders below it
  ...layerRules(),
  {
    // vendor profiles are written only through app/vendors/profiles.server.ts, which keeps matching's
    // coverage cells in step with them (docs/decisions/0013); reads and deletes are free
    files: ['**/*.{ts,tsx}'],
    ignores: ['app/vendors/profiles.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[object.property.name=/^(vendorProfile|vendorServiceType|vendorCoverageCell)$/][property.name=/^(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert)$/]',
          message: 'Write vendor profiles with createVendorProfile/updateVendorProfile (app/vendors/profiles.server.ts): it keeps the coverage cells in step.',
        },
      ],
    },
  },
  {
    // every e2e spec takes `test` from the one fixture module: its `page` fails a test on a browser
    // problem the test did not declare, and it sets up the app's environment first
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures.ts' (types may still come from '@playwright/test').",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // a schema that can reach the browser takes `z` from app/utils/zod.ts, which keeps Zod from
    // trying an eval that the CSP refuses (docs/decisions/0046); server-only modules are free
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/utils/zod.ts', 'app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '~/utils/zod.ts': it sets Zod up for the browser's CSP.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // primitives that pass their children and props through: the rule cannot see the content
    files: ['app/components/ui/label.tsx', 'app/components/scroll-links.tsx', 'app/components/anchor-link.tsx', 'app/components/marketing/url-state-link.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': 'off', 'jsx-a11y/anchor-has-content': 'off' },
  },
  prettier,
])
