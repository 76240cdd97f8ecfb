import type { Locale } from '@nexovia/content-schema/core'
import { formatReaderTime } from '@nexovia/content-schema/format/place-time'
import { useEffect, useState } from 'react'
import { messagesTranslator } from '../../lib/forms/messages'
import { useReaderZone } from '../../lib/useReaderZone'
import { ManagedBookingCard } from '../bookings/ManagedBookingCard'
import type { ManageMessages } from '../bookings/manageMessages'
import { ForgetDevice } from './ForgetDevice'
import { watchNetworkReturn } from './networkReturn'
import { type KeptTrip, keptTrips } from './tripStore'

/** How often a trip opened offline asks whether the network is back. */
const NETWORK_PROBE_MS = 5_000

/**
 * The trips kept on this device, each card as its page showed it with when it was read. Shown by the
 * trips page (which also stands in for manage-booking and account offline) and by manage-booking when
 * it opens without a network. Nothing here is in the HTML: the trips are read from the device.
 */
export default function KeptTrips({
  locale,
  messages,
  pagePath,
}: {
  locale: Locale
  messages: ManageMessages
  /** The trips page's own path: shown at another address, it is the worker's offline stand-in. */
  pagePath?: string
}) {
  const t = messagesTranslator(messages)
  const readerZone = useReaderZone()
  const [trips, setTrips] = useState<KeptTrip[] | null>(null)
  const [isOffline, setIsOffline] = useState(false)
  useEffect(() => {
    const isStandIn = pagePath !== undefined && window.location.pathname !== pagePath
    const isOfflineNow = isStandIn || !navigator.onLine
    setIsOffline(isOfflineNow)
    void keptTrips().then(setTrips)
    // Opened offline (often the worker's stand-in for manage-booking or account): when the network
    // returns, the page the traveller asked for is loaded again, and what it shows is kept afresh.
    if (!isOfflineNow) return
    return watchNetworkReturn({
      target: window,
      probe: () => fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
      onReturn: () => window.location.reload(),
      probeEveryMs: NETWORK_PROBE_MS,
    })
  }, [pagePath])
  if (!trips) return null
  return (
    <div className="kept-trips" data-testid="kept-trips">
      {isOffline && (
        <p className="notice notice--info" role="status">
          {t('pocket.trips.offline')}
        </p>
      )}
      {trips.length === 0 && <p data-testid="kept-trips-empty">{t('pocket.trips.empty')}</p>}
      {trips.map((trip) => (
        <section key={trip.reference} className="kept-trip" data-testid="kept-trip">
          <ManagedBookingCard booking={trip.booking} locale={locale} t={t} />
          <p className="kept-trip__as-of" data-testid="kept-trip-as-of">
            <time dateTime={trip.keptAt}>
              {t('pocket.trips.asOf', { time: formatReaderTime(trip.keptAt, locale, readerZone) })}
            </time>
          </p>
        </section>
      ))}
      {trips.length > 0 && <ForgetDevice t={t} onForgotten={() => setTrips([])} />}
    </div>
  )
}
