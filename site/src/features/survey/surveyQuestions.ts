import type { SurveyKey } from './surveyMessages'

/** The single-choice questions in the page's order, each option with its label key. */
export const CHOICE_QUESTIONS = [
  {
    name: 'travelsAnnually',
    label: 'survey.q.travelsAnnually',
    options: [
      ['yes', 'survey.option.yes'],
      ['no', 'survey.option.no'],
    ],
  },
  {
    name: 'interestedSavingsAccount',
    label: 'survey.q.interestedSavingsAccount',
    options: [
      ['yes', 'survey.option.yes'],
      ['no', 'survey.option.no'],
      ['maybe', 'survey.option.maybe'],
    ],
  },
  {
    name: 'monthlyAmount',
    label: 'survey.q.monthlyAmount',
    options: [
      ['50', 'survey.option.monthly.50'],
      ['100', 'survey.option.monthly.100'],
      ['150', 'survey.option.monthly.150'],
      ['200_plus', 'survey.option.monthly.200_plus'],
    ],
  },
  {
    name: 'moneyPreference',
    label: 'survey.q.moneyPreference',
    options: [
      ['partner_bank', 'survey.option.partner_bank'],
      ['digital_platform', 'survey.option.digital_platform'],
      ['dont_matter', 'survey.option.dont_matter'],
    ],
  },
] as const satisfies readonly {
  name: string
  label: SurveyKey
  options: readonly (readonly [string, SurveyKey])[]
}[]

export const BENEFIT_OPTIONS = [
  ['bank_security', 'survey.option.bank_security'],
  ['bonuses_discounts', 'survey.option.bonuses_discounts'],
  ['personalized_assistance', 'survey.option.personalized_assistance'],
  ['travel_credit', 'survey.option.travel_credit'],
] as const satisfies readonly (readonly [string, SurveyKey])[]

export const CONCERN_OPTIONS = [
  ['lack_trust', 'survey.option.lack_trust'],
  ['service_fees', 'survey.option.service_fees'],
  ['withdrawal_flexibility', 'survey.option.withdrawal_flexibility'],
  ['other', 'survey.option.other'],
] as const satisfies readonly (readonly [string, SurveyKey])[]

export const READY_OPTIONS = [
  ['yes', 'survey.option.yes'],
  ['no', 'survey.option.no'],
  ['maybe', 'survey.option.maybe'],
] as const satisfies readonly (readonly [string, SurveyKey])[]

/** Spec 02 §5: at most two benefits; a third choice drops the oldest of the two. */
export const MAX_BENEFITS = 2

/** The benefits after toggling `benefit`: off if chosen, else on, dropping the oldest past the limit. */
export function toggledBenefits(current: readonly string[], benefit: string): string[] {
  if (current.includes(benefit)) return current.filter((chosen) => chosen !== benefit)
  return [...current, benefit].slice(-MAX_BENEFITS)
}
