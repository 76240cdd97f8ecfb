import type { TMonthlyAmount } from '../core/plain.ts'

export const SURVEY_BENEFITS_MAX = 2
export const SURVEY_QUESTION_COUNT = 7

/** Monthly amounts in whole US dollars; 200_plus reads as "$200+". */
export const MONTHLY_AMOUNT_DOLLARS = {
  '50': 50,
  '100': 100,
  '150': 150,
  '200_plus': 200,
} as const satisfies Record<TMonthlyAmount, number>
