import type { SubmissionResult } from '@conform-to/react'
import { MaxFileSizeExceededError, MaxFilesExceededError, MaxTotalSizeExceededError, parseFormData, type FileUpload } from '@remix-run/form-data-parser'
import { data, useActionData } from 'react-router'
import type { Route } from './+types/affiliates.ts'
import { AFFILIATE_APPLICATION_MESSAGES, AffiliateApplicationSchema, ROSTER_MAX_BYTES } from '~/applications/affiliate-application-schema.ts'
import { submitAffiliateApplication, type AffiliateApplicationSubmission } from '~/applications/affiliate-applications.server.ts'
import { parseRosterCsv } from '~/applications/roster-csv.server.ts'
import { AffiliateApplicationSection } from '~/components/affiliates/affiliate-application-form.tsx'
import { AffiliateBenefits, AffiliateClosingCta, AffiliateHero, AffiliateLoginPanel } from '~/components/affiliates/affiliate-programme.tsx'
import { FORM_BODY_LIMIT, parseSubmission } from '~/utils/form-action.server.ts'
import { checkPublicForm } from '~/utils/form-protection.server.ts'
import { pipeHeaders } from '~/utils/headers.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'
import { pageMeta } from '~/utils/seo.ts'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Affiliate Program for Real Estate Agents',
    description:
      'Free for brokers, agents and team leaders: earn referral commissions (about $250 on average) by connecting clients with vetted contractors, plus a course, live trainings and app tools valued at $279/month per agent.',
    path: '/affiliates',
  })

export const AFFILIATE_APPLICATION_RATE_LIMIT = { name: 'affiliate-application', limit: 5, windowMs: 60 * 60 * 1000 }

/**
 * Hard ceiling for one uploaded part. Files between ROSTER_MAX_BYTES and this are read and then
 * refused by the schema, so the rest of the form comes back filled in; anything larger is cut off
 * while streaming and the whole request is refused.
 */
const UPLOAD_HARD_LIMIT_BYTES = ROSTER_MAX_BYTES * 4

const M = AFFILIATE_APPLICATION_MESSAGES

export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('Content-Length') ?? 0) > UPLOAD_HARD_LIMIT_BYTES + FORM_BODY_LIMIT) {
    return data({ status: 'error' as const, result: errorResult({ roster: [M.rosterTooLarge] }) }, { status: 413 })
  }
  let formData: FormData
  try {
    formData = await parseFormData(
      request,
      {
        maxFiles: 1,
        maxFileSize: UPLOAD_HARD_LIMIT_BYTES,
        maxTotalSize: UPLOAD_HARD_LIMIT_BYTES + FORM_BODY_LIMIT,
        maxParts: 30,
      },
      keepRosterUpload,
    )
  } catch (error) {
    // Still one attempt for the rate limit: an oversized upload is not a free retry.
    const limited = await checkRateLimit(context.clientAddress, AFFILIATE_APPLICATION_RATE_LIMIT)
    if (!limited.allowed) return rateLimited(limited.retryAfterSeconds)
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError || error instanceof MaxFilesExceededError) {
      return data({ status: 'error' as const, result: errorResult({ roster: [M.rosterTooLarge] }) }, { status: 413 })
    }
    // not a form we can read (wrong content type, malformed multipart): the sender's problem, not ours
    return data({ status: 'error' as const, result: errorResult({ '': [M.failed] }) }, { status: 400 })
  }

  const check = await checkPublicForm(formData, { clientAddress: context.clientAddress, rule: AFFILIATE_APPLICATION_RATE_LIMIT })
  // A bot sees the same success view a person does; nothing is stored or sent.
  if (check.outcome === 'bot') return { status: 'success' as const, result: undefined }
  if (check.outcome === 'rate-limited') return rateLimited(check.retryAfterSeconds)

  const submission = parseSubmission(formData, { schema: AffiliateApplicationSchema })
  if (submission.status !== 'success') {
    return data({ status: 'error' as const, result: submission.reply() }, { status: 400 })
  }

  const { roster: rosterFile, agreeToTerms: _agreed, ...fields } = submission.value
  let roster: AffiliateApplicationSubmission['roster'] = null
  if (rosterFile) {
    const parsed = parseRosterCsv(await rosterFile.text())
    if (!parsed.ok) {
      return data({ status: 'error' as const, result: submission.reply({ fieldErrors: { roster: parsed.errors } }) }, { status: 400 })
    }
    roster = { fileName: rosterFile.name, rows: parsed.rows }
  }

  try {
    const outcome = await submitAffiliateApplication({ ...fields, roster })
    if (outcome.status === 'duplicate-email') {
      return data({ status: 'error' as const, result: submission.reply({ fieldErrors: { email: [M.duplicateEmail] } }) }, { status: 409 })
    }
    return { status: 'success' as const, result: undefined }
  } catch (error) {
    console.error(`affiliate application from ${fields.email} (${fields.brokerageName}) could not be stored`, error)
    return data({ status: 'error' as const, result: submission.reply({ formErrors: [M.failed] }) }, { status: 500 })
  }
}

/**
 * Only the roster field may carry a file. An empty file input arrives as a 0-byte part without a
 * filename (the parser names it 'file-upload'): that is "no roster", not an empty one.
 */
function keepRosterUpload(file: FileUpload) {
  if (file.fieldName !== 'roster') return null
  if (file.size === 0 && file.name === 'file-upload') return null
  return file
}

function rateLimited(retryAfterSeconds: number) {
  return data({ status: 'error' as const, result: errorResult({ '': [RATE_LIMIT_MESSAGE] }) }, tooManyRequests(retryAfterSeconds))
}

export const headers = pipeHeaders

/** A Conform reply for a request whose fields could not be read (nothing to echo back). */
function errorResult(error: Record<string, string[]>): SubmissionResult<string[]> {
  return { status: 'error', initialValue: {}, error }
}

export default function AffiliatesPage() {
  const actionData = useActionData<typeof action>()
  return (
    <>
      <AffiliateHero />
      <AffiliateBenefits />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <AffiliateApplicationSection lastResult={actionData?.result} succeeded={actionData?.status === 'success'} />
        <AffiliateLoginPanel />
      </div>
      <AffiliateClosingCta />
    </>
  )
}
