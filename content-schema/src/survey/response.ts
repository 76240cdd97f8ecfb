import { z } from 'zod'
import { consoleListQuery } from '../accounts/index.ts'
import { SURVEY_RESPONSES_PAGE_SIZE, TEXT_LIMITS } from '../accounts/plain.ts'
import {
  BENEFITS,
  CONCERNS,
  INTERESTED_SAVINGS,
  MONEY_PREFERENCES,
  MONTHLY_AMOUNTS,
  READY_TO_TRY,
  TRAVELS_ANNUALLY,
  ZBenefit,
  ZConcern,
  ZInterestedSavings,
  ZMoneyPreference,
  ZMonthlyAmount,
  ZReadyToTry,
  ZTravelsAnnually,
} from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { LOCALES } from '../core/locales.ts'
import {
  blankAsUndefined,
  documentBase,
  listOf,
  msg,
  optionalEmail,
  optionalMultilineText,
  payload,
  ZIsoDateTime,
  ZOffsetPagination,
} from '../core/primitives.ts'
import { SURVEY_BENEFITS_MAX } from './constants.ts'

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
 * The Travel Savings questionnaire: no answer is required. The free-text concern belongs to the
 * "other" concern only: sent with any other choice it is refused (the form hides and clears it),
 * so a stored free text always explains an "other". The server stamps submittedAt itself.
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
  concernsOther: optionalMultilineText(TEXT_LIMITS.concernsOther),
  readyToTry: blankAsUndefined(ZReadyToTry),
  email: optionalEmail('validation.validEmail'),
  language: ZLocale,
}).refine((answers) => answers.concernsOther === undefined || answers.concerns === 'other', {
  path: ['concernsOther'],
  ...msg('validation.concernsOtherOnlyWithOther'),
})
export type TSurveySubmit = z.infer<typeof ZSurveySubmit>

/** The console's response list: offset paging by 20, a search (email, free-text concern) and a language filter. */
export const ZSurveyResponsesQuery = consoleListQuery(
  { language: blankAsUndefined(ZLocale) },
  { pageSize: SURVEY_RESPONSES_PAGE_SIZE, maxSkip: 10_000_000 },
)
export type TSurveyResponsesQuery = z.infer<typeof ZSurveyResponsesQuery>

/** One response as the console lists it (every answer, no internal fields). */
export const ZSurveyResponseListItem = ZSurveyResponse.omit({ createdAt: true, updatedAt: true })
export type TSurveyResponseListItem = z.infer<typeof ZSurveyResponseListItem>

export const ZSurveyResponseList = z.object({
  responses: z.array(ZSurveyResponseListItem),
  pagination: ZOffsetPagination,
})
export type TSurveyResponseList = z.infer<typeof ZSurveyResponseList>

/** How many respondents chose one option, and their share of all responses (one decimal). */
export const ZOptionStat = z.object({ count: z.number().int(), percent: z.number() })
export type TOptionStat = z.infer<typeof ZOptionStat>

const optionStats = <T extends readonly [string, ...string[]]>(options: T) =>
  z.object(
    Object.fromEntries(options.map((option) => [option, ZOptionStat])) as Record<
      T[number],
      typeof ZOptionStat
    >,
  )

/**
 * The console's Statistics tab. Every percentage is of all responses, to one decimal; benefits
 * allow two choices, so their shares may add up to more than 100.
 */
export const ZSurveyStats = z.object({
  totalResponses: z.number().int(),
  emailCount: z.number().int(),
  emailCaptureRate: z.number(),
  languages: optionStats(LOCALES),
  travelsAnnually: optionStats(TRAVELS_ANNUALLY),
  interestedSavingsAccount: optionStats(INTERESTED_SAVINGS),
  monthlyAmount: optionStats(MONTHLY_AMOUNTS),
  moneyPreference: optionStats(MONEY_PREFERENCES),
  popularBenefits: optionStats(BENEFITS),
  mainConcerns: optionStats(CONCERNS),
  readyToTry: optionStats(READY_TO_TRY),
})
export type TSurveyStats = z.infer<typeof ZSurveyStats>
