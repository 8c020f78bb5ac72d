import { E2E_APP_ENV } from '../../playwright.config.ts'

// Imported first by fixtures.ts: the app's modules read process.env when they load (the database
// client) or when first called (sessions, toasts), so the test process takes the e2e server's
// environment before any of them is imported. Sessions and cookies made here are then the ones
// the server would make: same database, same secret, same cookie names.
Object.assign(process.env, E2E_APP_ENV)
