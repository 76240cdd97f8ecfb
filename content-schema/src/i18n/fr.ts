import { account } from '../accounts/i18n/fr.ts'
import { auth } from '../accounts/i18n/fr-auth.ts'
import { chat } from '../chat/i18n/fr.ts'
import { concierge } from '../concierge/i18n/fr.ts'
import { content } from '../content/i18n/fr.ts'
import { flights } from '../flights/i18n/fr.ts'
import { priceWatch } from '../flights/i18n/fr-price-watch.ts'
import { tickets } from '../flights/i18n/fr-tickets.ts'
import { hotels } from '../hotels/i18n/fr.ts'
import { payments } from '../payments/i18n/fr.ts'
import { paymentMails } from '../payments/i18n/fr-mails.ts'
import { manage, refund } from '../payments/i18n/fr-manage.ts'
import { money } from '../payments/i18n/fr-money.ts'
import { staffBooking } from '../payments/i18n/fr-staff.ts'
import { travellers } from '../payments/i18n/fr-travellers.ts'
import { survey } from '../survey/i18n/fr.ts'
import { taxi } from '../taxi/i18n/fr.ts'
import { taxiPage } from '../taxi/i18n/fr-page.ts'
import { admin } from './fr/admin.ts'
import { common } from './fr/common.ts'
import { errors } from './fr/errors.ts'
import { home } from './fr/home.ts'
import { layout } from './fr/layout.ts'
import { mail } from './fr/mail.ts'
import { meta } from './fr/meta.ts'
import { pages } from './fr/pages.ts'
import { pocket } from './fr/pocket.ts'
import { search } from './fr/search.ts'
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
}
