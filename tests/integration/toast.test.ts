import { expect, test } from 'vitest'
import { getToast, redirectWithToast } from '~/utils/toast.server.ts'
import { cookieFrom, getRequest } from './helpers.ts'

test('a toast set on a redirect is read once by the next request, then cleared', async () => {
  const response = await redirectWithToast('/', { type: 'error', description: 'Unauthorized access' })
  const cookie = cookieFrom(response)
  const { toast, headers } = await getToast(getRequest('/', { cookie }))
  expect(toast).toMatchObject({ type: 'error', description: 'Unauthorized access' })
  const cleared = headers!.get('Set-Cookie')!
  expect(cleared).toMatch(/^harper_toast=;.*Expires=Thu, 01 Jan 1970/)
  expect((await getToast(getRequest('/'))).toast).toBeNull()
})
