import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice, TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
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

/** The built-in test checkout's card form: never a real card; the cms decides what each card does. */
export default function TestCheckoutForm(props: Props) {
  const t = messagesTranslator(props.messages)
  const [card, setCard] = useState<CardForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CardField, TestCheckoutKey>>>({})
  const [failure, setFailure] = useState<TestCheckoutKey | ''>(
    props.lastFailure ? (OUTCOME_KEYS[props.lastFailure] ?? '') : '',
  )
  const [closed, setClosed] = useState<'expired' | 'paid' | null>(null)
  const [isPaying, setIsPaying] = useState(false)
  const { formProps } = useHydratedForm((typed) =>
    setCard((current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(typed).filter(([name]) => name in EMPTY)),
    })),
  )

  const edit = (name: CardField, value: string) => {
    setCard((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
    setFailure('')
  }

  async function submit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isPaying || closed) return
    const problems = cardProblems(card, new Date())
    setErrors(problems)
    setFailure('')
    if (Object.keys(problems).length > 0) return
    setIsPaying(true)
    const answer = await callEndpoint(API.testCheckoutPay, {
      params: { sessionId: props.sessionId },
      body: {
        number: cardDigits(card.number),
        expiry: card.expiry.trim(),
        cvc: card.cvc.trim(),
        name: card.name.trim(),
      },
    })
    if (answer.ok) {
      // The success page of this session, in this page's language (the cms's redirect_url names the same).
      location.assign(props.successPath)
      return
    }
    setIsPaying(false)
    const outcome = typeof answer.body.outcome === 'string' ? answer.body.outcome : ''
    if (outcome === 'session_expired') setClosed('expired')
    if (outcome === 'session_closed') setClosed('paid')
    if (outcome === 'invalid_card' && answer.fieldErrors) {
      setErrors(
        Object.fromEntries(
          Object.keys(answer.fieldErrors)
            .filter((name): name is CardField => name in FIELD_KEYS)
            .map((name) => [name, FIELD_KEYS[name]]),
        ),
      )
    }
    const serverKey =
      answer.message && Object.hasOwn(props.messages, answer.message)
        ? (answer.message as TestCheckoutKey)
        : 'errors.generic'
    setFailure(OUTCOME_KEYS[outcome] ?? (answer.status === 429 ? 'errors.tooManyRequests' : serverKey))
  }

  const fieldError = (name: CardField) => (errors[name] ? t(errors[name]) : undefined)

  return (
    <form {...formProps} className="card-form" onSubmit={submit}>
      <TextField
        name="number"
        label={t('payments.card.number')}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        onChange={(value) => edit('number', formatCardNumber(value))}
        error={fieldError('number')}
      />
      <div className="card-form__row">
        <TextField
          name="expiry"
          label={t('payments.card.expiry')}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(value) => edit('expiry', formatExpiry(value))}
          error={fieldError('expiry')}
        />
        <TextField
          name="cvc"
          label={t('payments.card.cvc')}
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(value) => edit('cvc', value.replace(/\D/g, '').slice(0, 4))}
          error={fieldError('cvc')}
        />
      </div>
      <TextField
        name="name"
        label={t('payments.card.name')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(value) => edit('name', value)}
        error={fieldError('name')}
      />
      <FormNotice tone="error">
        {failure ? messageOr(props.messages, failure, 'errors.generic') : ''}
      </FormNotice>
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
        <button className="button" type="submit" disabled={isPaying} aria-busy={isPaying || undefined}>
          {isPaying ? t('payments.card.paying') : t('payments.card.pay', { amount: props.amountLabel })}
        </button>
      )}
    </form>
  )
}
