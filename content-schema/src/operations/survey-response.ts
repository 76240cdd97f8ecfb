import { z } from 'zod'
import { TEXT_LIMITS } from '../constants/accounts.ts'
import { SURVEY_BENEFITS_MAX } from '../constants/survey.ts'
import {
  ZBenefit,
  ZConcern,
  ZInterestedSavings,
  ZMoneyPreference,
  ZMonthlyAmount,
  ZReadyToTry,
  ZTravelsAnnually,
} from '../enums.ts'
import { ZLocale } from '../locales.ts'
import {
  blankAsUndefined,
  documentBase,
  listOf,
  msg,
  optionalEmail,
  optionalText,
  payload,
  ZIsoDateTime,
} from '../primitives.ts'

export const ZSurveyResponse = z.object({
  ...documentBase,
  travelsAnnually: ZTravelsAnnually.nullish(),
  interestedSavingsAccount: ZInterestedSavings.nullish(),
  monthlyAmount: ZMonthlyAmount.nullish(),
  moneyPreference: ZMoneyPreference.nullish(),
  attractiveBenefits: listOf(ZBenefit),
  concerns: ZConcern.nullish(),
  concernsOther: z.string().nullish(),
  readyToTry: ZReadyToTry.nullish(),
  email: z.string().nullish(),
  language: ZLocale,
  submittedAt: ZIsoDateTime,
})
export type TSurveyResponse = z.infer<typeof ZSurveyResponse>

/**
 * The Travel Savings questionnaire: no answer is required. The free-text concern is kept only
 * when "other" is the chosen concern, and the server stamps submittedAt itself.
 */
export const ZSurveySubmit = payload({
  travelsAnnually: blankAsUndefined(ZTravelsAnnually),
  interestedSavingsAccount: blankAsUndefined(ZInterestedSavings),
  monthlyAmount: blankAsUndefined(ZMonthlyAmount),
  moneyPreference: blankAsUndefined(ZMoneyPreference),
  attractiveBenefits: z
    .array(ZBenefit, msg('validation.invalidOption'))
    .max(SURVEY_BENEFITS_MAX, msg('validation.benefitsMax'))
    .refine((benefits) => new Set(benefits).size === benefits.length, msg('validation.invalidOption'))
    .default([]),
  concerns: blankAsUndefined(ZConcern),
  concernsOther: optionalText(TEXT_LIMITS.concernsOther),
  readyToTry: blankAsUndefined(ZReadyToTry),
  email: optionalEmail('validation.validEmail'),
  language: ZLocale,
}).transform((answers) => ({
  ...answers,
  concernsOther: answers.concerns === 'other' ? answers.concernsOther : undefined,
}))
export type TSurveySubmit = z.infer<typeof ZSurveySubmit>
