import type { Locale, TRateTable } from '@nexovia/content-schema/core'
import { useEffect, useRef, useState } from 'react'
import { EmailField, SelectField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { storedCurrency } from '../../lib/money/currencyPreference'
import type { TMoneyView } from '../../lib/money/priceEquivalents'
import type { CountryOption } from '../account/countries'
import { askSignedInEmail } from '../auth/signedInEmail'
import type { PackageCard, SelectedFlight, SelectedHotel, Selection } from './loadPaymentPage'
import { PackageChoice } from './PackageChoice'
import { defaultPaymentChoice, paymentChoiceOptions } from './paymentChoice'
import type { PackagePaymentMessages } from './paymentMessages'
import type { SelectedFlightCard, SelectedHotelCard } from './SelectedCards'
import { usePackageCheckout } from './usePackageCheckout'

export type PaymentAreaProps = {
  locale: Locale
  messages: PackagePaymentMessages
  /** null: the cms could not list them. */
  flights: PackageCard[] | null
  hotels: PackageCard[] | null
  selectedFlight: Selection<SelectedFlight>
  selectedHotel: Selection<SelectedHotel>
  /** The nationality picker's list, named on the server (a browser's own names would not hydrate). */
  countries: readonly CountryOption[]
  /** The visitor's currency (the method first offered) and the cms's rates (what each method will charge). */
  money: TMoneyView
}

/** The cards of a chosen flight or stay, with their travellers' forms: only the pages with a choice load them. */
export type SelectedTripCards = {
  SelectedFlightCard: typeof SelectedFlightCard
  SelectedHotelCard: typeof SelectedHotelCard
}

/**
 * /payment: a selection from the results pages, or else the packages by tab, and their pay buttons.
 * `cards` draws a found selection; the page hands them only when it has one (issue 41: the travellers'
 * forms, 2 KB, stay off the bare page).
 */
export function PaymentArea({ cards, ...props }: PaymentAreaProps & { cards?: SelectedTripCards }) {
  const { locale, messages, selectedFlight, selectedHotel } = props
  const t = messagesTranslator(messages)
  // Signed out, the confirmation goes to an address typed here (signed in: the account's). The page
  // is the same for everyone (route cache): the field is there until the browser learns otherwise.
  // Signed in, the travellers step's contact email starts with the account's address.
  const [needsEmail, setNeedsEmail] = useState(true)
  const [accountEmail, setAccountEmail] = useState('')
  useEffect(() => {
    let isCurrent = true
    void askSignedInEmail().then((email) => {
      if (!isCurrent) return
      setNeedsEmail(email === null)
      setAccountEmail(email ?? '')
    })
    return () => {
      isCurrent = false
    }
  }, [])
  // Signed out with a selected flight or stay, its contact email is the booking's: one address asked,
  // not two (the flight's when both are selected).
  const cardContact = useRef<() => string>(() => '')
  const contactCard =
    selectedFlight.state === 'found' ? 'flight' : selectedHotel.state === 'found' ? 'hotel' : null
  const hasCardContact = needsEmail && contactCard !== null
  const hasChosenTrip = contactCard !== null
  const checkout = usePackageCheckout({
    locale,
    messages,
    needsEmail,
    contactEmail: hasCardContact ? () => cardContact.current() : undefined,
    // A card unless the visitor chose (or lives with) francs or cedis.
    initialChoice: defaultPaymentChoice(props.money.chosen ?? 'USD'),
  })
  // The cached page knows no visitor: their chosen currency (cookie) picks the method once hydrated.
  const { offerMethod } = checkout
  useEffect(() => {
    const stored = props.money.chosen ? undefined : storedCurrency(document.cookie)
    if (stored) offerMethod(defaultPaymentChoice(stored))
  }, [props.money.chosen, offerMethod])
  const rates: TRateTable = props.money.rates
  const shared = { locale, t, messages, checkout, rates, accountEmail }

  return (
    <div className="pay-area">
      <form {...checkout.methodFormProps} className="pay-method" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          {...checkout.methodField}
          label={t('payments.method.label')}
          options={paymentChoiceOptions(t)}
        />
      </form>
      {checkout.isEmailOnPage && (
        <form {...checkout.emailFormProps} className="pay-email" onSubmit={(event) => event.preventDefault()}>
          <EmailField {...checkout.emailField} label={t('payments.field.email')} />
          <p className="form-hint">{t('payments.field.emailHint')}</p>
        </form>
      )}

      {selectedFlight.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedFlight.unavailable')}</p>
      )}
      {selectedFlight.state === 'found' && cards && (
        <cards.SelectedFlightCard
          flight={selectedFlight.value}
          countries={props.countries}
          contactEmailRef={hasCardContact && contactCard === 'flight' ? cardContact : undefined}
          {...shared}
        />
      )}

      {selectedHotel.state === 'unavailable' && (
        <p className="notice notice--error">{t('payments.selectedHotel.unavailable')}</p>
      )}
      {selectedHotel.state === 'invalidOffer' && (
        <p className="notice notice--error" data-testid="hotel-offer-invalid">
          {t('payments.selectedHotel.offerInvalid')}{' '}
          <a href={selectedHotel.searchAgainHref}>{t('payments.selectedHotel.searchAgain')}</a>
        </p>
      )}
      {selectedHotel.state === 'found' && cards && (
        <cards.SelectedHotelCard
          hotel={selectedHotel.value}
          countries={props.countries}
          contactEmailRef={hasCardContact && contactCard === 'hotel' ? cardContact : undefined}
          {...shared}
        />
      )}

      {/* A chosen trip is sold alone: no package with another price for the same place under it. */}
      {!hasChosenTrip && (
        <PackageChoice flights={props.flights} hotels={props.hotels} initialTab="flights" {...shared} />
      )}
    </div>
  )
}
