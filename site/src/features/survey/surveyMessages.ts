import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'

/** The questions and the options' labels: the form and the console's analytics both show them. */
export const SURVEY_ANSWER_KEYS = [
  ...keysUnder('survey.q', 'travelsAnnually interestedSavingsAccount monthlyAmount moneyPreference'),
  ...keysUnder('survey.q', 'attractiveBenefits concerns readyToTry email'),
  ...keysUnder('survey.option', 'yes no maybe partner_bank digital_platform dont_matter bank_security'),
  ...keysUnder('survey.option', 'bonuses_discounts personalized_assistance travel_credit lack_trust'),
  ...keysUnder('survey.option', 'service_fees withdrawal_flexibility other'),
  ...keysUnder('survey.option.monthly', '50 100 150 200_plus'),
] as const satisfies readonly UiKey[]

/** The questionnaire's strings; the page passes them in its language. */
export const SURVEY_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('survey', 'form.title q.concernsOther selected submit sending backHome'),
  ...SURVEY_ANSWER_KEYS,
  ...keysUnder('survey.thanks', 'title text share'),
  ...keysUnder('validation', 'validEmail invalidOption benefitsMax concernsOtherOnlyWithOther'),
  'errors.surveySubmitFailed',
] as const satisfies readonly UiKey[]
export type SurveyMessages = Messages<(typeof SURVEY_MESSAGE_KEYS)[number]>
export type SurveyKey = (typeof SURVEY_MESSAGE_KEYS)[number]
