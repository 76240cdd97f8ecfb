import {
  createTranslator,
  formatDateRange,
  formatMoney,
  formatNumber,
  formatZonedDateTime,
  type Locale,
  PRICE_WATCH_CONFIRM_DAYS,
  type PriceDrop,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { PriceWatch } from '../../payload-types'
import { sitePage } from '../lib/sitePage'
import { paragraphsMail } from '../mail/paragraphsMail'
import { notifyPriceDropped } from '../messages/notifier'
import type { WatchedSearch } from './cheapestPrice'
import { stopToken } from './priceWatchTokens'

/** The alert's times are read on one named clock: the job runs on UTC's day. */
const MAIL_TIME_ZONE = 'UTC'

const localeOf = (search: Pick<WatchedSearch, 'locale'>): Locale => (search.locale === 'fr' ? 'fr' : 'en')

/** "ACC to JFK, December 14 – 21, 2026" in the reader's language. */
export function tripOf(search: WatchedSearch): string {
  const locale = localeOf(search)
  return createTranslator(locale)('priceWatch.trip', {
    origin: search.origin,
    destination: search.destination,
    dates: formatDateRange(search.departDate, search.returnDate ?? undefined, locale),
  })
}

/** The /flights page that runs the watched search again, in the watch's language. */
export function searchLinkOf(search: WatchedSearch): string {
  const query = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departDate: search.departDate,
  })
  if (search.returnDate) query.set('returnDate', search.returnDate)
  query.set('adults', String(search.adults))
  query.set('children', String(search.children))
  query.set('infants', String(search.infants))
  query.set('cabin', search.cabin)
  return `${sitePage(localeOf(search), '/flights')}?${query}`
}

/** The mail whose link starts tracking (the token rides in the fragment: never sent to a server by the browser). */
export function confirmationMail(to: string, search: WatchedSearch, token: string) {
  const locale = localeOf(search)
  const t = createTranslator(locale)
  return paragraphsMail(
    to,
    t('priceWatch.mail.confirmSubject', { origin: search.origin, destination: search.destination }),
    [
      t('priceWatch.mail.confirmIntro', { trip: tripOf(search) }),
      t('priceWatch.mail.confirmAction', { days: PRICE_WATCH_CONFIRM_DAYS }),
      `${sitePage(locale, '/price-alerts/confirm')}#token=${token}`,
      t('priceWatch.mail.confirmIgnore'),
    ],
    { locale },
  )
}

/** The alert of a new low: the drop, a link that opens the search, a one-click stop link. */
export function priceDropMail(watch: PriceWatch, drop: PriceDrop, options: { secret: string; now: Date }) {
  const locale = localeOf(watch)
  const t = createTranslator(locale)
  const money = (minor: number) => formatMoney(minor, watch.currency, locale)
  return paragraphsMail(
    watch.email,
    t('priceWatch.mail.dropSubject', {
      origin: watch.origin,
      destination: watch.destination,
      price: money(drop.to),
    }),
    [
      t('priceWatch.mail.dropIntro', {
        trip: tripOf(watch),
        from: money(drop.from),
        to: money(drop.to),
        percent: formatNumber(drop.percent, locale),
        when: formatZonedDateTime(options.now, { locale, timeZone: MAIL_TIME_ZONE }),
      }),
      t('priceWatch.mail.dropOpen'),
      searchLinkOf(watch),
      t('priceWatch.mail.dropStop'),
      `${sitePage(locale, '/price-alerts/stop')}#token=${stopToken(watch.id, options.secret, options.now)}`,
    ],
    { locale },
  )
}

/**
 * Tells the traveller of a price drop by their channels: the one call site of alerts. The mail always;
 * WhatsApp or SMS through the notifier when the watch belongs to an account that opted in.
 */
export async function notifyPriceDrop(
  payload: Payload,
  watch: PriceWatch,
  drop: PriceDrop,
  now = new Date(),
): Promise<void> {
  await payload.sendEmail(priceDropMail(watch, drop, { secret: payload.secret, now }))
  // A watch by e-mail has no account, hence no phone consent: the mail is its only channel.
  const userId = typeof watch.user === 'object' ? watch.user?.id : watch.user
  if (!userId) return
  const locale = localeOf(watch)
  await notifyPriceDropped(payload, {
    userId,
    locale,
    route: `${watch.origin}–${watch.destination}`,
    price: formatMoney(drop.to, watch.currency, locale),
    // Once per watch and new low: the claim that sends this mail is taken once per low too.
    occurrence: `${watch.id}-${drop.to}`,
  })
}
