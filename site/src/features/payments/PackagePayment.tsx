import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useState } from 'react'
import { EmailField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { CountryOption } from '../account/countries'
import { askIsSignedIn } from '../auth/isSignedIn'
import type { PackageCard, SelectedFlight, SelectedHotel, Selection } from './loadPaymentTest'
import { PackageChoice } from './PackageChoice'
import type { PackagePaymentMessages } from './paymentMessages'
import { SelectedFlightCard, SelectedHotelCard } from './SelectedCards'
import { usePackageCheckout } from './usePackageCheckout'

type Props = {
  locale: Locale
  messages: PackagePaymentMessages
  /** null: the cms could not list them. */
  flights: PackageCard[] | null
  hotels: PackageCard[] | null
  selectedFlight: Selection<SelectedFlight>
  selectedHotel: Selection<SelectedHotel>
  /** The nationality picker's list, named on the server (a browser's own names would not hydrate). */
  countries: readonly CountryOption[]
}

/** /payment/test: the packages by tab, a selection from the results pages, and their pay buttons. */
export default function PackagePayment(props: Props) {
  const { locale, messages, selectedFlight, selectedHotel } = props
  const t = messagesTranslator(messages)
  // Signed out, the confirmation goes to an address typed here (signed in: the account's). The page
  // is the same for everyone (route cache): the field is there until the browser learns otherwise.
  const [needsEmail, setNeedsEmail] = useState(true)
  useEffect(() => {
    let isCurrent = true
    void askIsSignedIn().then((isSignedIn) => {
      if (isCurrent) setNeedsEmail(!isSignedIn)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  const checkout = usePackageCheckout({ locale, messages, needsEmail })
  const shared = { locale, t, messages, checkout }

  return (
    <div className="pay-area">
      {needsEmail && (
        <form {...checkout.emailFormProps} className="pay-email" onSubmit={(event) => event.preventDefault()}>
          <EmailField {...checkout.emailField} label={t('payments.field.email')} />
          <p className="form-hint">{t('payments.field.emailHint')}</p>
        </form>
      )}

      {selectedFlight.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedFlight.unavailable')}</p>
      )}
      {selectedFlight.state === 'found' && (
        <SelectedFlightCard flight={selectedFlight.value} countries={props.countries} {...shared} />
      )}

      {selectedHotel.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedHotel.unavailable')}</p>
      )}
      {selectedHotel.state === 'found' && (
        <SelectedHotelCard hotel={selectedHotel.value} countries={props.countries} {...shared} />
      )}

      <PackageChoice
        flights={props.flights}
        hotels={props.hotels}
        initialTab={selectedHotel.state === 'found' ? 'hotels' : 'flights'}
        {...shared}
      />
    </div>
  )
}
