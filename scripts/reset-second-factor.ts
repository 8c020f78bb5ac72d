// An admin lost their authenticator app and their recovery codes (docs/decisions/0023):
//   npm run admin:reset-second-factor -- <email>
// deletes the account's factor, recovery codes and sessions; the next sign-in enrols afresh, with the
// enrolment link printed here (or the one the sign-in emails: docs/decisions/0034).
// Run it where the server's DATABASE_URL and SESSION_SECRET (.env) are.
import fs from 'node:fs'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const email = process.argv[2]
if (!email) {
  console.error('usage: npm run admin:reset-second-factor -- <email>')
  process.exit(2)
}
const { operatorEnrolmentLink, resetSecondFactor } = await import('~/accounts/two-factor.server.ts')
if (await resetSecondFactor(email)) {
  console.log(`${email}: second factor removed and signed out everywhere; the next sign-in enrols a new one.`)
  const enrolment = await operatorEnrolmentLink(email)
  if (enrolment.status === 'created')
    console.log(`Enrolment link (open it after signing in, once, within 24 hours):
${enrolment.link}`)
} else {
  console.error(`${email}: no such account`)
  process.exit(1)
}
