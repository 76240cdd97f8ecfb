import { API } from '@nexovia/content-schema/api/endpoints'
import {
  type Locale,
  MOBILE_MONEY_NETWORKS,
  MOBILE_MONEY_PHONE_PATTERN,
  type TMobileMoneyCurrency,
  XOF_MOBILE_MONEY_COUNTRIES,
} from '@nexovia/content-schema/core'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice, SelectField, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/useForm'
import type { FieldErrors } from '../../lib/forms/validate'
import type { MobileMoneyMessages } from './paymentMessages'

type Props = {
  locale: Locale
  messages: MobileMoneyMessages
  sessionId: string
  currency: TMobileMoneyCurrency
  /** The amount, already formatted in the page's language. */
  amountLabel: string
  successPath: string
}

/** Network brand names: the same in both languages. */
const NETWORK_NAMES: Record<string, string> = {
  MTN: 'MTN MoMo',
  VODAFONE: 'Telecel (Vodafone) Cash',
  AIRTELTIGO: 'AirtelTigo Money',
  ORANGEMONEY: 'Orange Money',
  MOOV: 'Moov Money',
  WAVE: 'Wave',
}

type MobileMoneyForm = { phone: string; network: string; country: string }

const phoneRules = (form: MobileMoneyForm): FieldErrors =>
  MOBILE_MONEY_PHONE_PATTERN.test(form.phone.replace(/[\s().-]/g, ''))
    ? {}
    : { phone: 'validation.mobileMoneyPhone' }

/**
 * Mobile money at checkout: the phone that approves and its network. Once the charge is sent, the
 * success page polls the booking's status (pending while the traveller approves on the phone); a
 * provider that asks for its own approval page first (Ghana's OTP) is opened instead.
 */
export default function MobileMoneyForm(props: Props) {
  const t = messagesTranslator(props.messages)
  const networks = MOBILE_MONEY_NETWORKS[props.currency]
  const form = useForm({
    initial: { phone: '', network: networks[0], country: 'CI' } as MobileMoneyForm,
    rules: phoneRules,
    messages: props.messages,
    fallback: 'errors.generic',
    clearsFailureOnEdit: true,
  })
  const pay = form.submitWith({
    send: (values) =>
      callEndpoint(API.mobileMoneyCharge, {
        params: { sessionId: props.sessionId },
        body: {
          phone: values.phone.replace(/[\s().-]/g, ''),
          network: values.network,
          country: values.country as (typeof XOF_MOBILE_MONEY_COUNTRIES)[number],
        },
      }),
    failure: 'errors.generic',
    onSuccess: (answer) =>
      location.assign(
        typeof answer.body.redirect_url === 'string' ? answer.body.redirect_url : props.successPath,
      ),
    isNavigatingOnSuccess: true,
  })
  const regions = new Intl.DisplayNames([props.locale], { type: 'region' })
  return (
    <form {...form.formProps} className="card-form" data-testid="mobile-money-form" onSubmit={pay}>
      <p className="form-hint">{t('payments.momo.testHint')}</p>
      <TextField
        {...form.field('phone')}
        label={t('payments.momo.phone')}
        autoComplete="tel"
        placeholder="0550000001"
      />
      <SelectField
        {...form.field('network')}
        label={t('payments.momo.network')}
        options={networks.map((network) => ({ value: network, label: NETWORK_NAMES[network] ?? network }))}
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
      <button
        className="button"
        type="submit"
        disabled={form.isSubmitting}
        aria-busy={form.isSubmitting || undefined}
      >
        {form.isSubmitting
          ? t('payments.momo.sending')
          : t('payments.momo.pay', { amount: props.amountLabel })}
      </button>
    </form>
  )
}
