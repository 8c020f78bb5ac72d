import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts'

// End-to-end tests in real Chromium (Debian's; CHROME_PATH overrides) against the production
// build on a freshly migrated and seeded SQLite database — once with JavaScript, once without.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
// CI points this at a fresh PostgreSQL database to run the same pages on the other provider
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'file:./tests/.tmp/e2e.db'
export const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789-0123456789'
/**
 * The environment the e2e server's app code runs with (tests/setup/e2e-server.sh exports the same),
 * so the tests can call the app's own modules — sessions, toasts, the database — as the server would.
 */
export const E2E_APP_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: E2E_DATABASE_URL,
  SESSION_SECRET: E2E_SESSION_SECRET,
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  // cheap password hashes (docs/decisions/0039); allowed in production only on a local-only server
  PASSWORD_HASH_COST: 'test',
  // graceful overload off (docs/decisions/0048): the servers the specs start never shed
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'off',
  OVERLOAD_MAX_PAGES_IN_FLIGHT: 'off',
} as const

const HTTP_SPECS = /\.http\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    // a failed test keeps its trace (actions, DOM snapshots, network, console); without the
    // screencast, which cost about a tenth of the run's CPU on 2 cores for traces thrown away
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // Browser specs run twice, with and without JavaScript; specs that only make HTTP requests
  // (`*.http.spec.ts`, the `request` fixture, no page) run once, in `http`, and launch no browser.
  // `http` is queued first: its crash soak holds one worker for a minute or more, which then
  // overlaps the browser specs instead of being the run's tail with the other worker idle.
  projects: [
    { name: 'http', testMatch: HTTP_SPECS },
    { name: 'js', use: { javaScriptEnabled: true }, testIgnore: HTTP_SPECS },
    { name: 'nojs', use: { javaScriptEnabled: false }, testIgnore: HTTP_SPECS },
  ],
  webServer: {
    command: 'bash tests/setup/e2e-server.sh',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_DATABASE_URL,
      E2E_SESSION_SECRET,
    },
  },
})
