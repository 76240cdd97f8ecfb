import type { Locale } from '@nexovia/content-schema/core'
import { lazy, Suspense, useMemo } from 'react'
import { messagesTranslator } from '../../lib/forms/messages'
import { storedCurrency } from '../../lib/money/currencyPreference'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import { TaxiRideForm } from './TaxiRideForm'
import type { TaxiBookingMessages } from './taxiMessages'
import { useRideForm } from './useRideForm'
import { useRideQuote } from './useRideQuote'

// What follows a quote loads with it, not with the page: most visitors only ask a price.
const QuoteCard = lazy(() => import('./QuoteCard').then((module) => ({ default: module.QuoteCard })))
const TaxiCustomerForm = lazy(() =>
  import('./TaxiCustomerForm').then((module) => ({ default: module.TaxiCustomerForm })),
)

type Props = { locale: Locale; messages: TaxiBookingMessages; conciergeHref: string; money: TMoneyView }

/**
 * /airport-taxi: the ride form, a quote recalculated 1 s after any change, the quote card, then the
 * traveller's details and 'Book Now', which stores the ride and opens the payment checkout.
 */
export default function TaxiBooking({ locale, messages, conciergeHref, money }: Props) {
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const rideForm = useRideForm(messages, locale)
  const quote = useRideQuote(rideForm.ride, { locale, messages, t })
  // Read in the browser only (the page is the same for every visitor, from the route cache).
  const visitorMoney = () => {
    const stored = storedCurrency(document.cookie)
    return { ...money, currency: stored ?? money.currency, chosen: stored }
  }
  return (
    <div className="taxi-booking">
      <TaxiRideForm
        locale={locale}
        rideForm={rideForm}
        t={t}
        quoteError={quote.error}
        isQuoting={quote.isQuoting}
        onQuote={() => void quote.request()}
        conciergeHref={conciergeHref}
      />
      {quote.quote && (
        <Suspense fallback={null}>
          {/* A quote shows only in the browser: the visitor's own currency is read from their cookie then. */}
          <QuoteCard quote={quote.quote} locale={locale} money={visitorMoney()} t={t} />
          <TaxiCustomerForm
            locale={locale}
            messages={messages}
            t={t}
            ride={rideForm.ride}
            quote={quote.quote}
            isQuoteCurrent={quote.isCurrent}
            onNewQuote={quote.reset}
            money={visitorMoney()}
          />
        </Suspense>
      )}
    </div>
  )
}
