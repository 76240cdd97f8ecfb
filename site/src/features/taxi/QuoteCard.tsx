import type { Locale } from '@nexovia/content-schema/core'
import { formatMoney } from '@nexovia/content-schema/format/money'
import { formatDurationInWords } from '@nexovia/content-schema/format/numbers'
import { formatPlaceTime } from '@nexovia/content-schema/format/place-time'
import { formatTime } from '@nexovia/content-schema/format/times'
import type { TQuotedFlight, TTaxiQuoteResponse } from '@nexovia/content-schema/taxi/quote'
import { displayPrice } from '../../lib/money/displayPrice'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import type { TaxiBookingT } from './taxiMessages'

const FEES = [
  'base_fee',
  'distance_fee',
  'time_fee',
  'night_surcharge',
  'airport_fee',
  'child_seat_fee',
  'vip_fee',
  'extra_stop_fee',
] as const

const MINUTE_MS = 60_000

/** When the free waiting after the landing ends. */
const waitingEnd = (flight: TQuotedFlight) =>
  Date.parse(flight.expected_arrival) + flight.free_waiting_minutes * MINUTE_MS

/** The quote: distance, duration, total, the fees that apply and the disclaimer (spec 02 §2). */
export function QuoteCard({
  quote,
  locale,
  money: moneyView,
  t,
}: {
  quote: TTaxiQuoteResponse
  locale: Locale
  /** The visitor's currency and rates: the total's "≈" line. */
  money: TMoneyView
  t: TaxiBookingT
}) {
  const money = (minor: number) => formatMoney(minor, quote.currency, locale)
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  // The ride's own price, and the visitor's currency under it with the rate's date.
  const shown = displayPrice({ minor: quote.price, currency: quote.currency, view: moneyView, locale })
  return (
    <section className="taxi-quote" aria-labelledby="taxi-quote-title" data-testid="taxi-quote">
      <h2 id="taxi-quote-title">{t('taxiPage.quote.title')}</h2>
      <p className="taxi-quote__service">{t(`taxiPage.service.${quote.service_type}`)}</p>
      <dl className="taxi-quote__figures">
        <div>
          <dt>{t('taxiPage.quote.distance')}</dt>
          <dd>{t('taxiPage.quote.km', { value: number.format(quote.distance_km) })}</dd>
        </div>
        <div>
          <dt>{t('taxiPage.quote.duration')}</dt>
          <dd>{formatDurationInWords(quote.duration_min, locale)}</dd>
        </div>
        {/* The price charged first and whole; the visitor's currency under it, secondary (issue 42: at
            390 px the converted price took the row and the real one wrapped over four lines). */}
        <div className="taxi-quote__total">
          <dt>{t('taxiPage.quote.total')}</dt>
          <dd className="taxi-quote__price" data-testid="taxi-total">
            {shown.fare}
          </dd>
          {shown.isConverted && (
            <dd className="taxi-quote__converted">
              <span data-testid="taxi-display-price" data-currency={shown.mainCurrency}>
                {t('money.approx', { price: shown.main })}
              </span>{' '}
              · {t('money.rateOf', { date: shown.rateDate })}
            </dd>
          )}
        </div>
      </dl>
      <h3>{t('taxiPage.quote.breakdown')}</h3>
      <dl className="taxi-quote__breakdown">
        {FEES.filter((fee) => quote.breakdown[fee] > 0).map((fee) => (
          <div key={fee}>
            <dt>{t(`taxiPage.fee.${fee}`)}</dt>
            <dd>{money(quote.breakdown[fee])}</dd>
          </div>
        ))}
      </dl>
      {quote.flight && (
        <div className="taxi-quote__flight" data-testid="taxi-quote-flight">
          <p>
            {t('taxiPage.quote.flight', {
              flight: quote.flight.flight_number,
              airport: quote.flight.airport,
              when: formatPlaceTime(quote.flight.expected_arrival, {
                locale,
                timeZone: quote.flight.time_zone,
                withWeekday: true,
              }),
            })}
          </p>
          {quote.flight.status === 'delayed' && (
            <p data-testid="taxi-quote-delay">
              {t('taxiPage.quote.delayed', {
                time: formatTime(quote.flight.scheduled_arrival, locale, quote.flight.time_zone),
              })}
            </p>
          )}
          <p>
            {t('taxiPage.quote.waiting', {
              minutes: quote.flight.free_waiting_minutes,
              until: formatTime(waitingEnd(quote.flight), locale, quote.flight.time_zone),
            })}
          </p>
        </div>
      )}
      <p className="taxi-quote__disclaimer">{quote.disclaimer}</p>
    </section>
  )
}
