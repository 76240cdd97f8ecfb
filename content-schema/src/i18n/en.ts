import { account } from './en/account.ts'
import { admin } from './en/admin.ts'
import { auth } from './en/auth.ts'
import { chat } from './en/chat.ts'
import { common } from './en/common.ts'
import { concierge } from './en/concierge.ts'
import { content } from './en/content.ts'
import { errors } from './en/errors.ts'
import { flights } from './en/flights.ts'
import { home } from './en/home.ts'
import { hotels } from './en/hotels.ts'
import { layout } from './en/layout.ts'
import { meta } from './en/meta.ts'
import { pages } from './en/pages.ts'
import { paymentMails } from './en/paymentMails.ts'
import { payments } from './en/payments.ts'
import { search } from './en/search.ts'
import { survey } from './en/survey.ts'
import { taxi } from './en/taxi.ts'
import { taxiPage } from './en/taxiPage.ts'
import { validation } from './en/validation.ts'

/**
 * English UI strings: the source dictionary, one file per section in en/. Every key here must exist
 * in fr.ts. New keys of a branch go in a block at the end, to be folded into their section.
 */
export const en = {
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
} as const satisfies Record<string, string>
