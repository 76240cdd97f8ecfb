import type { Locale } from '@nexovia/content-schema/core'
import { formatShortDate } from '@nexovia/content-schema/format/dates'
import type { FlightLeg } from './flightCriteria'
import type { FlightsT } from './flightMessages'

type Props = {
  legs: readonly FlightLeg[]
  /** The legs no itinerary flies (numbered from 1), said one by one. */
  unserved: readonly (FlightLeg & { number: number })[]
  locale: Locale
  t: FlightsT
}

/** A multi-city search's legs above its results, and each leg no itinerary flies, named. */
export function TripLegs({ legs, unserved, locale, t }: Props) {
  const words = (leg: FlightLeg, number: number) => ({
    number,
    origin: leg.origin,
    destination: leg.destination,
    date: formatShortDate(leg.date, locale),
  })
  return (
    <section className="flights-trip" data-testid="trip-legs" aria-label={t('flights.multiCity.title')}>
      <p className="flights-trip__title">{t('flights.multiCity.title')}</p>
      <ol className="flights-trip__legs">
        {legs.map((leg, index) => (
          <li key={`${leg.origin}-${leg.destination}-${leg.date}`}>
            {t('flights.multiCity.leg', words(leg, index + 1))}
          </li>
        ))}
      </ol>
      {unserved.map((leg) => (
        <p key={leg.number} className="flights-trip__unserved" role="alert" data-testid="unserved-leg">
          {t('flights.multiCity.unserved', words(leg, leg.number))}
        </p>
      ))}
    </section>
  )
}
