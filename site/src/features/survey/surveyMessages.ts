import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import type { Messages } from '../../lib/forms/messages'

/** The questions and the options' labels: the form and the console's analytics both show them. */
export const SURVEY_ANSWER_KEYS = [
  'survey.q.travelsAnnually',
  'survey.q.interestedSavingsAccount',
  'survey.q.monthlyAmount',
  'survey.q.moneyPreference',
  'survey.q.attractiveBenefits',
  'survey.q.concerns',
  'survey.q.readyToTry',
  'survey.q.email',
  'survey.option.yes',
  'survey.option.no',
  'survey.option.maybe',
  'survey.option.monthly.50',
  'survey.option.monthly.100',
  'survey.option.monthly.150',
  'survey.option.monthly.200_plus',
  'survey.option.partner_bank',
  'survey.option.digital_platform',
  'survey.option.dont_matter',
  'survey.option.bank_security',
  'survey.option.bonuses_discounts',
  'survey.option.personalized_assistance',
  'survey.option.travel_credit',
  'survey.option.lack_trust',
  'survey.option.service_fees',
  'survey.option.withdrawal_flexibility',
  'survey.option.other',
] as const satisfies readonly UiKey[]

/** The questionnaire's strings; the page passes them in its language. */
export const SURVEY_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'survey.form.title',
  ...SURVEY_ANSWER_KEYS,
  'survey.q.concernsOther',
  'survey.selected',
  'survey.submit',
  'survey.sending',
  'survey.backHome',
  'survey.thanks.title',
  'survey.thanks.text',
  'survey.thanks.share',
  'validation.validEmail',
  'validation.invalidOption',
  'validation.benefitsMax',
  'validation.concernsOtherOnlyWithOther',
  'errors.surveySubmitFailed',
] as const satisfies readonly UiKey[]
export type SurveyMessages = Messages<(typeof SURVEY_MESSAGE_KEYS)[number]>
export type SurveyKey = (typeof SURVEY_MESSAGE_KEYS)[number]
