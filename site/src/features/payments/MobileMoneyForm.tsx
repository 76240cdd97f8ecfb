import {
  type Locale,
  MOBILE_MONEY_NETWORK_NAMES,
  MOBILE_MONEY_NETWORKS,
  MOBILE_MONEY_PHONE_PATTERN,
  type TMobileMoneyCurrency,
  XOF_MOBILE_MONEY_COUNTRIES,
} from '@nexovia/content-schema/core'
import { webAddressOrNull } from '@nexovia/content-schema/core/web-address'
import { useEffect, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import { FormNotice, SelectField, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import type { MobileMoneyMessages } from './paymentMessages'
import { type ApprovalState, useMobileMoneyApproval } from './useMobileMoneyApproval'

type Props = {
  locale: Locale
  messages: MobileMoneyMessages
  sessionId: string
  /** The built-in test checkout: its test numbers are shown (never on a real provider's page). */
  isTestMode: boolean
  currency: TMobileMoneyCurrency
  /** The amount, already formatted in the page's language. */
  amountLabel: string
  successPath: string
  /** The payment page, where a card may be chosen instead. */
  paymentPath: string
  /** The masked phone of an attempt still awaiting approval (a reload, or back from the provider's page). */
  pendingPhone: string | null
  /** That attempt's approval page on the provider's site (Ghana), shown again after a reload. */
  pendingApprovalPage: string | null
}

type MobileMoneyForm = { phone: string; network: string; country: string }

const digitsOf = (phone: string) => phone.replace(/[\s().-]/g, '')
const phoneRules = (form: MobileMoneyForm): FieldErrors =>
  MOBILE_MONEY_PHONE_PATTERN.test(digitsOf(form.phone)) ? {} : { phone: 'validation.mobileMoneyPhone' }

const FAILURES: Partial<Record<ApprovalState, 'payments.momo.declined' | 'payments.momo.timedOut'>> = {
  declined: 'payments.momo.declined',
  timed_out: 'payments.momo.timedOut',
}

/**
 * Back to the payment page for a card: the browser's own history when the traveller came from it
 * (the page and what was typed in it come back as they were), else its address.
 */
function payByCard(event: React.MouseEvent<HTMLAnchorElement>) {
  const cameFrom = document.referrer ? new URL(document.referrer) : null
  if (cameFrom?.origin === location.origin && cameFrom.pathname.endsWith('/payment')) {
    event.preventDefault()
    history.back()
  }
}

/**
 * Mobile money at checkout: the phone that approves and its network, then "approve on your phone"
 * while the page polls the booking's status; paid goes to the success page, declined or not
 * approved in time says so and offers another try (the number kept) or a card. A provider that asks
 * for its own approval page first (Ghana's OTP) is a step of its own: a link to it, which brings the
 * traveller back here. Opened with an attempt pending (that return, or a reload), the page has the
 * cms re-query it and waits for it again, naming the masked phone; an attempt with an approval page
 * shows its link again meanwhile (the page cannot tell a return from a reload).
 */
export default function MobileMoneyForm(props: Props) {
  const t = messagesTranslator(props.messages)
  const networks = MOBILE_MONEY_NETWORKS[props.currency]
  const approval = useMobileMoneyApproval(props.sessionId)
  const [approvalPage, setApprovalPage] = useState(webAddressOrNull(props.pendingApprovalPage))
  const [resumedPhone, setResumedPhone] = useState(props.pendingPhone)
  const form = useForm({
    initial: { phone: '', network: networks[0], country: 'CI' } as MobileMoneyForm,
    rules: phoneRules,
    messages: props.messages,
    fallback: 'errors.generic',
    clearsFailureOnEdit: true,
  })
  const pay = form.submitWith({
    send: (values) =>
      callApi('mobileMoneyCharge', {
        params: { sessionId: props.sessionId },
        body: {
          phone: digitsOf(values.phone),
          network: values.network,
          country: values.country as (typeof XOF_MOBILE_MONEY_COUNTRIES)[number],
        },
      }),
    failure: 'errors.generic',
    onSuccess: (answer) => {
      setResumedPhone(null)
      const { state, redirect_url } = answer.data
      const providerPage = webAddressOrNull(redirect_url)
      setApprovalPage(providerPage)
      // Flutterwave's own answer: a charge it failed at once is shown now, not after a wait.
      if (state === 'failed' || state === 'timed_out')
        approval.settle(state === 'failed' ? 'declined' : 'timed_out')
      else if (!providerPage) void approval.start()
    },
  })
  const { successPath } = props
  useEffect(() => {
    if (approval.state === 'approved') location.assign(successPath)
  }, [approval.state, successPath])
  const { resume } = approval
  const isResuming = props.pendingPhone !== null
  useEffect(() => {
    if (isResuming) void resume()
  }, [isResuming, resume])

  const isWaiting = approval.state === 'waiting' || approval.state === 'approved'
  // The provider's page is the step until an outcome lands (a resumed attempt is polled meanwhile).
  const isApprovalStep = approvalPage !== null && (approval.state === 'idle' || approval.state === 'waiting')
  const failure = FAILURES[approval.state]
  const regions = new Intl.DisplayNames([props.locale], { type: 'region' })
  return (
    <form {...form.formProps} className="card-form" data-testid="mobile-money-form" onSubmit={pay}>
      {props.isTestMode && <p className="form-hint">{t('payments.momo.testHint')}</p>}
      <TextField
        {...form.field('phone')}
        label={t('payments.momo.phone')}
        autoComplete="tel"
        placeholder={props.isTestMode ? '0550000001' : undefined}
      />
      <SelectField
        {...form.field('network')}
        label={t('payments.momo.network')}
        options={networks.map((network) => ({ value: network, label: MOBILE_MONEY_NETWORK_NAMES[network] }))}
      />
      {props.currency === 'XOF' && (
        <SelectField
          {...form.field('country')}
          label={t('payments.momo.country')}
          options={XOF_MOBILE_MONEY_COUNTRIES.map((code) => ({
            value: code,
            label: regions.of(code) ?? code,
          }))}
        />
      )}
      <FormNotice tone="error">{form.failure}</FormNotice>
      {isApprovalStep && (
        <div className="notice" role="status" data-testid="momo-approval-page">
          <p>
            {t('payments.momo.redirectIntro', {
              amount: props.amountLabel,
              phone: resumedPhone ?? form.values.phone,
            })}
          </p>
          <p>
            <a className="button" href={approvalPage ?? undefined}>
              {t('payments.momo.redirectOpen')}
            </a>
          </p>
          {approval.state === 'waiting' && <p>{t('payments.momo.redirectFollowed')}</p>}
        </div>
      )}
      {isWaiting && !isApprovalStep && (
        <div className="notice" role="status" data-testid="momo-waiting">
          <p>
            {resumedPhone
              ? t('payments.momo.pendingAgain', { amount: props.amountLabel, phone: resumedPhone })
              : t('payments.momo.approve', { amount: props.amountLabel, phone: form.values.phone })}
          </p>
          <p>{approval.state === 'approved' ? t('payments.momo.approved') : t('payments.momo.waiting')}</p>
        </div>
      )}
      {failure && (
        <div className="notice notice--error" role="alert" data-testid="momo-failed">
          <p>{t(failure)}</p>
          <p>
            <a href={props.paymentPath} onClick={payByCard}>
              {t('payments.momo.payByCard')}
            </a>
          </p>
        </div>
      )}
      {approval.state === 'closed' && (
        <FormNotice tone="error">{t('paymentErrors.sessionClosed')}</FormNotice>
      )}
      <button
        className="button"
        type="submit"
        disabled={form.isSubmitting || isWaiting || approval.state === 'closed' || isApprovalStep}
        aria-busy={form.isSubmitting || isWaiting || undefined}
      >
        {form.isSubmitting
          ? t('payments.momo.sending')
          : failure
            ? t('payments.momo.tryAgain')
            : t('payments.momo.pay', { amount: props.amountLabel })}
      </button>
    </form>
  )
}
