import { formatDateRange, formatZonedDateTime, type Locale } from '@nexovia/content-schema/core'
import type { TPriceWatchSummary } from '@nexovia/content-schema/flights/price-watch'
import { formatMoney } from '@nexovia/content-schema/format/money'
import { useEffect, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import type { AccountT } from './accountMessages'

type Props = { locale: Locale; t: AccountT }

/** The account's times are read on one named clock, as the alert mails say them. */
const TIME_ZONE = 'UTC'

/** The traveller's tracked searches (issue 45), each with its lowest price seen and a stop button. */
export function PriceAlertsPanel({ locale, t }: Props) {
  const [watches, setWatches] = useState<TPriceWatchSummary[] | null>(null)
  const [failure, setFailure] = useState('')

  useEffect(() => {
    void callApi('accountPriceWatches').then((answer) =>
      answer.ok ? setWatches(answer.data.watches) : setFailure(t('errors.generic')),
    )
  }, [t])

  async function stop(id: number | string) {
    const answer = await callApi('stopAccountPriceWatch', { params: { id } })
    if (!answer.ok && answer.status !== 404) return setFailure(t('errors.generic'))
    setWatches((current) => current?.filter((watch) => watch.id !== id) ?? null)
  }

  const tripOf = (watch: TPriceWatchSummary) =>
    t('priceWatch.trip', {
      origin: watch.origin,
      destination: watch.destination,
      dates: formatDateRange(watch.departDate, watch.returnDate ?? undefined, locale),
    })

  return (
    <div>
      <h2>{t('priceWatch.account.title')}</h2>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {watches?.length === 0 && <p>{t('priceWatch.account.empty')}</p>}
      <ul className="bookings" aria-busy={watches === null}>
        {watches?.map((watch) => (
          <li key={watch.id} className="booking" data-testid="tracked-search">
            <h3>{tripOf(watch)}</h3>
            <p>
              {watch.lowestPrice !== null && watch.lowestPrice !== undefined && watch.lowestAt
                ? t('priceWatch.account.lowest', {
                    price: formatMoney(watch.lowestPrice, watch.currency, locale),
                    when: formatZonedDateTime(watch.lowestAt, { locale, timeZone: TIME_ZONE }),
                  })
                : t('priceWatch.account.notChecked')}
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('priceWatch.account.stopLabel', { trip: tripOf(watch) })}
              onClick={() => void stop(watch.id)}
            >
              {t('priceWatch.stop.button')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
