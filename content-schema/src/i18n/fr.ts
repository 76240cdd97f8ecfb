import { account } from './fr/account.ts'
import { admin } from './fr/admin.ts'
import { auth } from './fr/auth.ts'
import { chat } from './fr/chat.ts'
import { common } from './fr/common.ts'
import { concierge } from './fr/concierge.ts'
import { content } from './fr/content.ts'
import { errors } from './fr/errors.ts'
import { flights } from './fr/flights.ts'
import { home } from './fr/home.ts'
import { hotels } from './fr/hotels.ts'
import { layout } from './fr/layout.ts'
import { meta } from './fr/meta.ts'
import { pages } from './fr/pages.ts'
import { paymentMails } from './fr/paymentMails.ts'
import { payments } from './fr/payments.ts'
import { search } from './fr/search.ts'
import { survey } from './fr/survey.ts'
import { taxi } from './fr/taxi.ts'
import { taxiPage } from './fr/taxiPage.ts'
import { validation } from './fr/validation.ts'
import type { UiKey } from './keys.ts'

/**
 * French UI strings, one file per section in fr/. Typed by the English keys: a missing or unknown
 * key fails the typecheck (here for a whole section, in the section file for one key).
 */
export const fr: Record<UiKey, string> = {
  ...common,
  ...layout,
  ...home,
  ...search,
  ...flights,
  ...concierge,
  ...auth,
  ...account,
  ...validation,
  ...errors,
  ...meta,
  ...content,
  ...pages,
  ...chat,
  ...admin,
  ...survey,
  ...hotels,
  ...payments,
  ...paymentMails,
  ...taxi,
  ...taxiPage,
}
