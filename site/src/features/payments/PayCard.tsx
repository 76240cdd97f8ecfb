import type { Locale } from '@nexovia/content-schema/core'
import type { TCurrency } from '@nexovia/content-schema/core/enum-schemas'
import { formatMoney } from '@nexovia/content-schema/core/money'
import { type ReactNode, useId } from 'react'
import { SelectField } from '../../lib/forms/fields'
import { messageOr } from '../../lib/forms/messages'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import type { PackagePaymentMessages, PackagePaymentT } from './paymentMessages'
import type { PayFailure } from './usePayButton'

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
  isBusy: boolean
  isDisabled: boolean
  failure: PayFailure | undefined
  onPay: () => void
  /** Selections typed before hydration, by control name (see useHydratedForm). */
  onAdopt?: (typed: Record<string, string | boolean>) => void
  testId: string
}

/** One payable card: what is bought, its quantities, the total in the page's language, the pay button. */
export function PayCard(props: Props) {
  const { t, messages, failure } = props
  const { formProps } = useHydratedForm((typed) => props.onAdopt?.(typed))
  const errorId = useId()
  const failureText = failure && [
    ...new Set(
      [failure.message, ...Object.values(failure.fieldErrors)].map((key) =>
        messageOr(messages, key, 'errors.checkoutFailed'),
      ),
    ),
  ]
  return (
    <article className="pay-card" data-testid={props.testId}>
      <h3>{props.title}</h3>
      {props.children}
      <form
        {...formProps}
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
          disabled={props.isBusy || props.isDisabled}
          aria-busy={props.isBusy || undefined}
          aria-describedby={failureText ? errorId : undefined}
        >
          {props.isBusy ? t('payments.processing') : failure ? t('payments.retry') : t('payments.pay')}
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
