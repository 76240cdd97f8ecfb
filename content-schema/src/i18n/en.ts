import { account } from '../accounts/i18n/en.ts'
import { auth } from '../accounts/i18n/en-auth.ts'
import { chat } from '../chat/i18n/en.ts'
import { concierge } from '../concierge/i18n/en.ts'
import { content } from '../content/i18n/en.ts'
import { flights } from '../flights/i18n/en.ts'
import { priceWatch } from '../flights/i18n/en-price-watch.ts'
import { tickets } from '../flights/i18n/en-tickets.ts'
import { hotels } from '../hotels/i18n/en.ts'
import { payments } from '../payments/i18n/en.ts'
import { paymentMails } from '../payments/i18n/en-mails.ts'
import { manage, refund } from '../payments/i18n/en-manage.ts'
import { money } from '../payments/i18n/en-money.ts'
import { staffBooking } from '../payments/i18n/en-staff.ts'
import { travellers } from '../payments/i18n/en-travellers.ts'
import { survey } from '../survey/i18n/en.ts'
import { taxi } from '../taxi/i18n/en.ts'
import { taxiPage } from '../taxi/i18n/en-page.ts'
import { admin } from './en/admin.ts'
import { common } from './en/common.ts'
import { errors } from './en/errors.ts'
import { home } from './en/home.ts'
import { layout } from './en/layout.ts'
import { mail } from './en/mail.ts'
import { meta } from './en/meta.ts'
import { pages } from './en/pages.ts'
import { pocket } from './en/pocket.ts'
import { search } from './en/search.ts'
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
  ...manage,
  ...refund,
  ...money,
  ...paymentMails,
  ...travellers,
  ...taxi,
  ...taxiPage,
  ...mail,
  ...tickets,
  ...priceWatch,
  ...staffBooking,
  ...pocket,
} as const satisfies Record<string, string>
