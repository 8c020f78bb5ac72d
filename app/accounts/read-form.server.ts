import { data } from 'react-router'

// The accounts forms are small url-encoded posts. Anything else (a huge body, JSON, a broken
// multipart) is refused before it is parsed or anything is written: 413 or 400, never a 500.
export const ACCOUNT_FORM_MAX_BYTES = 64 * 1024

export async function readAccountForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > ACCOUNT_FORM_MAX_BYTES) throw data({ error: 'The form is too large.' }, { status: 413 })
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw data({ error: 'The form could not be read.' }, { status: 400 })
  }
  const body = await request.clone().arrayBuffer().catch(() => null)
  // Content-Length may be absent (chunked); the bound holds on what actually arrived
  if (!body) throw data({ error: 'The form could not be read.' }, { status: 400 })
  if (body.byteLength > ACCOUNT_FORM_MAX_BYTES) throw data({ error: 'The form is too large.' }, { status: 413 })
  try {
    return await request.formData()
  } catch {
    throw data({ error: 'The form could not be read.' }, { status: 400 })
  }
}
