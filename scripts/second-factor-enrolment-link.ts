// An admin without a second factor needs an enrolment link besides the password (docs/decisions/0034).
// The sign-in emails one; when email is not set up (a local demo) or did not arrive, the operator makes one:
//   npm run admin:enrolment-link -- <email>
// and hands it to the admin, who opens it in the browser where they signed in. It works once, for 24 hours.
// Run it where the server's DATABASE_URL and PUBLIC_URL (.env) are.
import fs from 'node:fs'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const email = process.argv[2]
if (!email) {
  console.error('usage: npm run admin:enrolment-link -- <email>')
  process.exit(2)
}
const { operatorEnrolmentLink } = await import('~/accounts/two-factor.server.ts')
const outcome = await operatorEnrolmentLink(email)
const refusals = {
  'no-account': 'no such account',
  'not-admin': 'not an admin account (only admins have a second factor)',
  enrolled: 'already has a second factor (npm run admin:reset-second-factor removes it)',
} as const
if (outcome.status === 'created') {
  console.log(`${email}: sign in at /admin-auth, then open this link in the same browser (once, within 24 hours):\n${outcome.link}`)
} else {
  console.error(`${email}: ${refusals[outcome.status]}`)
  process.exit(1)
}
