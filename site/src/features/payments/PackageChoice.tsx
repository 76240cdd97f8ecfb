import { formatMoney } from '@nexovia/content-schema/format/money'
import { PACKAGE_LIMITS } from '@nexovia/content-schema/payments/constants'
import { useState } from 'react'
import { useForm } from '../../lib/forms/useForm'
import type { PackageCard } from './loadPaymentPage'
import { PayCard, QuantitySelect } from './PayCard'
import { clampQuantity, flightPackageTotal, hotelPackageTotal, quantityOptions } from './packageTotals'
import type { CheckoutCardProps } from './usePackageCheckout'

const TABS = ['flights', 'hotels'] as const
export type Tab = (typeof TABS)[number]

type Shared = CheckoutCardProps

/** Each package starts at its smallest quantities; the selects are named as the cms names them. */
const LEAST = {
  passengers: String(PACKAGE_LIMITS.passengers.min),
  nights: String(PACKAGE_LIMITS.nights.min),
  rooms: String(PACKAGE_LIMITS.rooms.min),
}
type Quantity = keyof typeof LEAST

/** One package: its quantities on the form kit (kept when chosen before hydration), its total and pay button. */
function PackageOffer({ kind, offer, ...shared }: Shared & { kind: Tab; offer: PackageCard }) {
  const { locale, t, messages, checkout } = shared
  const form = useForm({ initial: LEAST, messages, fallback: 'errors.checkoutFailed' })
  const key = `${kind}:${offer.id}`
  const passengers = clampQuantity(form.values.passengers, PACKAGE_LIMITS.passengers)
  const nights = clampQuantity(form.values.nights, PACKAGE_LIMITS.nights)
  const rooms = clampQuantity(form.values.rooms, PACKAGE_LIMITS.rooms)
  const unitPrice = formatMoney(offer.basePrice, offer.currency, locale)
  const isFlight = kind === 'flights'
  const select = (name: Quantity, value: number) => (
    <QuantitySelect
      name={name}
      label={t(`payments.field.${name}`)}
      value={value}
      options={quantityOptions(PACKAGE_LIMITS[name])}
      onChange={(chosen) => form.setValue(name, String(chosen))}
    />
  )
  return (
    <PayCard
      testId={`package-${kind}-${offer.id}`}
      locale={locale}
      t={t}
      messages={messages}
      title={offer.name}
      total={
        isFlight
          ? flightPackageTotal(offer.basePrice, passengers)
          : hotelPackageTotal(offer.basePrice, nights, rooms)
      }
      currency={offer.currency}
      rates={shared.rates}
      checkout={checkout.cardOf(key)}
      formProps={form.formProps}
      onPay={() =>
        isFlight
          ? checkout.payFlight(key, { package_id: offer.id, passengers })
          : checkout.payHotel(key, { package_id: offer.id, nights, rooms })
      }
      controls={
        isFlight ? (
          select('passengers', passengers)
        ) : (
          <div className="pay-card__quantities">
            {select('nights', nights)}
            {select('rooms', rooms)}
          </div>
        )
      }
    >
      {offer.description && <p>{offer.description}</p>}
      <p className="pay-card__unit">
        {isFlight
          ? t('payments.package.perPassenger', { price: unitPrice })
          : t('payments.package.perRoomNight', { price: unitPrice })}
      </p>
    </PayCard>
  )
}

/** A tab's packages, or why there are none. */
function PackageCards({ kind, packages, ...shared }: Shared & { kind: Tab; packages: PackageCard[] | null }) {
  const { t } = shared
  if (packages === null) return <p className="notice notice--error">{t('payments.packages.unavailable')}</p>
  if (packages.length === 0) return <p>{t('payments.packages.empty')}</p>
  return (
    <div className="pay-grid">
      {packages.map((offer) => (
        <PackageOffer key={`${kind}:${offer.id}`} kind={kind} offer={offer} {...shared} />
      ))}
    </div>
  )
}

type Props = Shared & {
  /** null: the cms could not list them. */
  flights: PackageCard[] | null
  hotels: PackageCard[] | null
  initialTab: Tab
}

/** The packages by tab (flights, hotels); both panels stay mounted, so quantities survive a tab switch. */
export function PackageChoice({ flights, hotels, initialTab, ...shared }: Props) {
  const { t } = shared
  const [tab, setTab] = useState<Tab>(initialTab)
  return (
    <>
      <div className="pay-tabs" role="tablist" aria-label={t('payments.tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`pay-tab-${name}`}
            aria-controls={`pay-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="pay-tabs__tab"
            onClick={() => setTab(name)}
          >
            {name === 'flights' ? t('payments.tabs.flights') : t('payments.tabs.hotels')}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <section
          key={name}
          id={`pay-panel-${name}`}
          role="tabpanel"
          aria-labelledby={`pay-tab-${name}`}
          hidden={tab !== name}
        >
          <PackageCards kind={name} packages={name === 'flights' ? flights : hotels} {...shared} />
        </section>
      ))}
    </>
  )
}
