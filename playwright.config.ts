import { defineConfig } from '@playwright/test'

// End-to-end tests in real Chromium (Debian's; CHROME_PATH overrides) against the production
// build on a freshly migrated and seeded SQLite database — once with JavaScript, once without.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
// CI points this at a fresh PostgreSQL database to run the same pages on the other provider
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'file:./tests/.tmp/e2e.db'
export const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789-0123456789'

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

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
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'nojs', use: { javaScriptEnabled: false } },
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
