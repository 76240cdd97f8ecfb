import type { Locale } from '@nexovia/content-schema/core'
import { TAXI_QUOTE_DEBOUNCE_MS } from '@nexovia/content-schema/taxi/constants'
import type { TTaxiQuoteResponse } from '@nexovia/content-schema/taxi/quote'
import { useEffect, useRef, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { detailOf } from './taxiAnswers'
import type { TaxiBookingMessages, TaxiBookingT } from './taxiMessages'
import type { rideRequestOf } from './taxiRules'

export type RideRequest = NonNullable<ReturnType<typeof rideRequestOf>>

/**
 * The quote of the ride form: asked 1 s after the ride last changed (spec 02 §4) or at once on
 * 'Get Quote'. Only the latest ride's answer is kept; `isCurrent` says the quote prices the ride
 * as it is now (booking needs that).
 */
export function useRideQuote(
  ride: RideRequest | null,
  { locale, messages, t }: { locale: Locale; messages: TaxiBookingMessages; t: TaxiBookingT },
) {
  const [quote, setQuote] = useState<{ value: TTaxiQuoteResponse; key: string } | null>(null)
  const [error, setError] = useState('')
  const [isQuoting, setIsQuoting] = useState(false)
  const sequence = useRef(0)
  const rideKey = ride ? JSON.stringify(ride) : ''

  async function request() {
    if (!ride) return
    const asked = ++sequence.current
    setIsQuoting(true)
    const answer = await callApi('taxiQuote', { body: { ...ride, locale } })
    // A slower answer to an older form is dropped: only the latest ride is shown.
    if (asked !== sequence.current) return
    setIsQuoting(false)
    if (answer.ok) {
      setQuote({ value: answer.data, key: JSON.stringify(ride) })
      setError('')
      return
    }
    setQuote(null)
    setError(
      answer.status === 0
        ? t('errors.taxiQuoteFailed')
        : t('errors.taxiQuote', { detail: detailOf(answer, messages) }),
    )
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the ride's content, not on its object
  useEffect(() => {
    if (!rideKey) return
    const timer = window.setTimeout(() => void request(), TAXI_QUOTE_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [rideKey])

  /** 'New Quote': the quote, its error and any answer still on its way are dropped. */
  const reset = () => {
    sequence.current += 1
    setQuote(null)
    setError('')
    setIsQuoting(false)
  }

  return {
    quote: quote?.value ?? null,
    isCurrent: quote !== null && quote.key === rideKey,
    error,
    isQuoting,
    request,
    reset,
  }
}
