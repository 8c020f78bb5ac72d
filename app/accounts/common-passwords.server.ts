import type { z } from 'zod'
import { requireOnce, sortedWords, type SortedWords } from '~/utils/word-lists.server.ts'

// Passwords set anywhere (sign-up, reset, welcome link) are refused when they are among the most
// common ones (docs/decisions/0023): the ~49,000 passwords of @zxcvbn-ts/language-common, ranked
// from breach corpora and shipped with the package — checked offline, on the server only (the
// list is far too large for the browser's bundle).

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.'

/** The list, read on first use and kept sorted in one string (app/utils/word-lists.server.ts). */
let commonPasswords: SortedWords | undefined

/** Whether `password` is on the list; case does not help ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= sortedWords(requireOnce<string[]>('@zxcvbn-ts/language-common/dist/passwords.json.cjs'))
  return commonPasswords.has(password.toLowerCase())
}

/**
 * The one rule, added to a form's shared schema by its action: a common `password` is refused
 * with the message under the field. The browser checks the rest of the schema; this part only
 * the server can.
 */
export function refusingCommonPasswords<Schema extends z.ZodType<{ password: string }>>(schema: Schema) {
  return schema.superRefine((value, ctx) => {
    if (isCommonPassword(value.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: COMMON_PASSWORD_MESSAGE })
  })
}
