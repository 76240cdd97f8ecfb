import type { Locale, TRateTable } from '@nexovia/content-schema/core'
import type { TCurrency } from '@nexovia/content-schema/core/enum-schemas'
import { formatMoney } from '@nexovia/content-schema/format/money'
import { type ReactNode, useId } from 'react'
import { SelectField } from '../../lib/forms/fields'
import { fillParams, messageOr } from '../../lib/forms/messages'
import type { useHydratedForm } from '../../lib/forms/useHydratedForm'
import { chargePreview } from './paymentChoice'
import type { PackagePaymentMessages, PackagePaymentT } from './paymentMessages'
import type { CardCheckout } from './usePackageCheckout'

type Props = {
  locale: Locale
  t: PackagePaymentT
  messages: PackagePaymentMessages
  title: string
  /** What the card is about (description, price per unit, a selection's details). */
  children?: ReactNode
  /** The quantity selectors, inside the card's form. */
  controls?: ReactNode
  total: number
  currency: TCurrency
  /** The cms's rates: what the chosen method will charge, shown before paying. */
  rates: TRateTable
  checkout: CardCheckout
  onPay: () => void
  /** The card's form, from useForm or useHydratedForm (a click before hydration is held and replayed). */
  formProps: ReturnType<typeof useHydratedForm>['formProps']
  testId: string
}

/** One payable card: what is bought, its quantities, the total in the page's language, the pay button. */
export function PayCard(props: Props) {
  const { t, messages } = props
  const { isBusy, isDisabled, failure } = props.checkout
  const errorId = useId()
  const preview = chargePreview({
    total: props.total,
    currency: props.currency,
    choice: props.checkout.choice,
    rates: props.rates,
    locale: props.locale,
  })
  const failureText = failure && [
    ...new Set(
      [failure.message, ...Object.values(failure.fieldErrors)].map((key) =>
        fillParams(messageOr(messages, key, 'errors.checkoutFailed'), failure.params),
      ),
    ),
  ]
  return (
    <article className="pay-card" data-testid={props.testId}>
      <h3>{props.title}</h3>
      {props.children}
      <form
        {...props.formProps}
        className="pay-card__form"
        onSubmit={(event) => {
          event.preventDefault()
          props.onPay()
        }}
      >
        {props.controls}
        <p className="pay-card__total">
          <span>{t('payments.total')}</span>{' '}
          <strong data-testid="total">{formatMoney(props.total, props.currency, props.locale)}</strong>
        </p>
        {preview && (
          <p className="pay-card__charged" data-testid="charged" data-amount={preview.amount}>
            {t('payments.method.charged', { amount: preview.amount, date: preview.date })}
          </p>
        )}
        {preview?.isPaused && (
          <p className="notice notice--info" data-testid="rate-stale">
            {t('money.rateStale')}
          </p>
        )}
        {failureText && (
          <div id={errorId} className="notice notice--error" role="alert">
            {failureText.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <button
          className="button"
          type="submit"
          disabled={isBusy || isDisabled}
          aria-busy={isBusy || undefined}
          aria-describedby={failureText ? errorId : undefined}
        >
          {isBusy ? t('payments.processing') : failure ? t('payments.retry') : t('payments.pay')}
        </button>
      </form>
    </article>
  )
}

/** A labelled select of whole numbers (passengers 1–6, nights 1–7, rooms 1–4). */
export function QuantitySelect(props: {
  name: string
  label: string
  value: number
  options: number[]
  onChange: (value: number) => void
}) {
  return (
    <SelectField
      name={props.name}
      className="form-field pay-card__quantity"
      label={props.label}
      value={String(props.value)}
      options={props.options.map((option) => ({ value: String(option), label: String(option) }))}
      onChange={(value) => props.onChange(Number(value))}
    />
  )
}
