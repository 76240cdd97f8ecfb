import type { TDisplayPrice } from '../../lib/money/displayPrice'

type PriceT = (
  key: 'money.approx' | 'money.rateOf' | 'money.equivalent',
  values: Record<string, string>,
) => string

/**
 * A card's price: in the visitor's currency first ("≈ 510 300 F CFA"), the fare's own price beside it
 * with the rate's date (`{prefix}-price`, its minor units in data-price), then any other "≈" line.
 */
export function CardPrice({
  shown,
  minor,
  prefix,
  t,
}: {
  shown: TDisplayPrice
  minor: number
  prefix: 'flight' | 'itinerary'
  t: PriceT
}) {
  const fare = (
    <span data-testid={`${prefix}-price`} data-price={minor}>
      {shown.fare}
    </span>
  )
  return (
    <>
      {shown.isConverted ? (
        <>
          <p
            className="itinerary__price"
            data-testid={`${prefix}-display-price`}
            data-currency={shown.mainCurrency}
          >
            {t('money.approx', { price: shown.main })}
          </p>
          <p className="itinerary__fare">
            {fare} · {t('money.rateOf', { date: shown.rateDate })}
          </p>
        </>
      ) : (
        <p
          className="itinerary__price"
          data-testid={`${prefix}-display-price`}
          data-currency={shown.mainCurrency}
        >
          {fare}
        </p>
      )}
      {shown.equivalents.map((equivalent) => (
        <p
          key={equivalent.currency}
          className="itinerary__xof"
          data-testid={`${prefix}-equivalent`}
          data-currency={equivalent.currency}
        >
          {t('money.equivalent', { price: equivalent.price, date: equivalent.date })}
        </p>
      ))}
    </>
  )
}
