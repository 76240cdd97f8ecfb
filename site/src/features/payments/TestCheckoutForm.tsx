import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import type { ApiAnswer } from '../../lib/api/transport'
import { FormNotice, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import {
  type CardField,
  type CardForm,
  cardDigits,
  cardProblems,
  formatCardNumber,
  formatExpiry,
} from './cardRules'
import type { TestCheckoutKey, TestCheckoutMessages } from './paymentMessages'

type Props = {
  locale: Locale
  messages: TestCheckoutMessages
  sessionId: string
  /** The amount, already formatted in the page's language ("Pay $850.00"). */
  amountLabel: string
  successPath: string
  cancelPath: string
  /** The session's last refusal, shown again after a reload. */
  lastFailure: 'card_declined' | 'insufficient_funds' | null
}

/** The refusals of the pay call (payments contract), in words of the page's language. */
const OUTCOME_KEYS: Record<string, TestCheckoutKey> = {
  card_declined: 'payments.card.declined',
  insufficient_funds: 'payments.card.insufficientFunds',
  session_expired: 'payments.checkout.expired',
  session_closed: 'payments.checkout.alreadyPaid',
  session_not_found: 'payments.checkout.notFound',
}

/** The cms checks the card fields with its own schema; each field's refusal is worded here. */
const FIELD_KEYS: Record<CardField, TestCheckoutKey> = {
  number: 'payments.card.invalidNumber',
  expiry: 'payments.card.invalidExpiry',
  cvc: 'payments.card.invalidCvc',
  name: 'validation.required',
}

const EMPTY: CardForm = { number: '', expiry: '', cvc: '', name: '' }

/** The card's own checks (no zod): they only spare a round trip for a typo. */
const cardRules = (card: CardForm): FieldErrors => cardProblems(card, new Date())

/** The fields an invalid card was refused for, worded here; any other refusal names no field. */
const refusedFields = (outcome: string, answer: ApiAnswer): FieldErrors =>
  outcome === 'invalid_card' && answer.fieldErrors
    ? Object.fromEntries(
        Object.keys(answer.fieldErrors)
          .filter((name): name is CardField => name in FIELD_KEYS)
          .map((name) => [name, FIELD_KEYS[name]]),
      )
    : {}

/** The built-in test checkout's card form: never a real card; the cms decides what each card does. */
export default function TestCheckoutForm(props: Props) {
  const t = messagesTranslator(props.messages)
  const [closed, setClosed] = useState<'expired' | 'paid' | null>(null)
  const lastFailure = props.lastFailure ? OUTCOME_KEYS[props.lastFailure] : undefined
  const form = useForm({
    initial: EMPTY,
    rules: cardRules,
    messages: props.messages,
    fallback: 'errors.generic',
    clearsFailureOnEdit: true,
    initialFailure: lastFailure ? t(lastFailure) : '',
  })

  const pay = form.submitWith({
    send: (card) =>
      callApi('testCheckoutPay', {
        params: { sessionId: props.sessionId },
        body: {
          number: cardDigits(card.number),
          expiry: card.expiry.trim(),
          cvc: card.cvc.trim(),
          name: card.name.trim(),
        },
      }),
    failure: 'errors.generic',
    // The success page of this session, in this page's language (the cms's redirect_url names the same).
    onSuccess: () => location.assign(props.successPath),
    isNavigatingOnSuccess: true,
    describeFailure: (answer) => {
      const outcome = typeof answer.body.outcome === 'string' ? answer.body.outcome : ''
      if (outcome === 'session_expired') setClosed('expired')
      if (outcome === 'session_closed') setClosed('paid')
      form.setErrors(refusedFields(outcome, answer))
      const key = OUTCOME_KEYS[outcome] ?? (answer.status === 429 ? 'errors.tooManyRequests' : undefined)
      // Otherwise the cms's message, when the page has words for it (else errors.generic).
      return key && t(key)
    },
  })

  const field = (name: CardField, format: (typed: string) => string = (typed) => typed) => ({
    ...form.field(name),
    onChange: (value: string) => form.setValue(name, format(value)),
  })

  return (
    <form
      {...form.formProps}
      className="card-form"
      onSubmit={(event) => {
        if (!form.isSubmitting && !closed) return pay(event)
        event.preventDefault()
      }}
    >
      <TextField
        {...field('number', formatCardNumber)}
        label={t('payments.card.number')}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div className="card-form__row">
        <TextField
          {...field('expiry', formatExpiry)}
          label={t('payments.card.expiry')}
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <TextField
          {...field('cvc', (typed) => typed.replace(/\D/g, '').slice(0, 4))}
          label={t('payments.card.cvc')}
          autoComplete="cc-csc"
          placeholder="123"
        />
      </div>
      <TextField {...field('name')} label={t('payments.card.name')} autoComplete="cc-name" />
      <FormNotice tone="error">{form.failure}</FormNotice>
      {closed === 'expired' && (
        <a className="button button--secondary" href={props.cancelPath}>
          {t('payments.checkout.startAgain')}
        </a>
      )}
      {closed === 'paid' && (
        <a className="button button--secondary" href={props.successPath}>
          {t('payments.checkout.viewConfirmation')}
        </a>
      )}
      {!closed && (
        <button
          className="button"
          type="submit"
          disabled={form.isSubmitting}
          aria-busy={form.isSubmitting || undefined}
        >
          {form.isSubmitting
            ? t('payments.card.paying')
            : t('payments.card.pay', { amount: props.amountLabel })}
        </button>
      )}
    </form>
  )
}
