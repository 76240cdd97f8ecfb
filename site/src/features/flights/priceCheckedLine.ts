import { formatNamedTime, type Locale } from '@nexovia/content-schema/core'
import type { FlightsT } from './flightMessages'

/** "Price checked 4:55 AM (New York time)": when the card's price was fetched, on the reader's clock. */
export const priceCheckedLine = (fetchedAt: string, locale: Locale, zone: string, t: FlightsT) =>
  t('flights.priceRefreshed', { time: formatNamedTime(fetchedAt, locale, zone) })
