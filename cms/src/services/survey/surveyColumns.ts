import {
  BENEFITS,
  CONCERNS,
  INTERESTED_SAVINGS,
  LOCALES,
  MONEY_PREFERENCES,
  MONTHLY_AMOUNTS,
  READY_TO_TRY,
  TRAVELS_ANNUALLY,
  type TSurveyResponseListItem,
} from '@nexovia/content-schema'
import { type SQL, sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { queryRows, toIso } from '../lib/sqlQueries'

/** Each single-choice question: its column and its options, in the form's order. */
export const SINGLE_CHOICE_QUESTIONS = {
  languages: { column: 'language', options: LOCALES },
  travelsAnnually: { column: 'travels_annually', options: TRAVELS_ANNUALLY },
  interestedSavingsAccount: { column: 'interested_savings_account', options: INTERESTED_SAVINGS },
  monthlyAmount: { column: 'monthly_amount', options: MONTHLY_AMOUNTS },
  moneyPreference: { column: 'money_preference', options: MONEY_PREFERENCES },
  mainConcerns: { column: 'concerns', options: CONCERNS },
  readyToTry: { column: 'ready_to_try', options: READY_TO_TRY },
} as const

export const BENEFIT_OPTIONS = BENEFITS

type ResponseRow = {
  id: number
  submitted_at: string
  language: TSurveyResponseListItem['language']
  travels_annually: TSurveyResponseListItem['travelsAnnually']
  interested_savings_account: TSurveyResponseListItem['interestedSavingsAccount']
  monthly_amount: TSurveyResponseListItem['monthlyAmount']
  money_preference: TSurveyResponseListItem['moneyPreference']
  benefits: TSurveyResponseListItem['attractiveBenefits'] | null
  concerns: TSurveyResponseListItem['concerns']
  concerns_other: string | null
  ready_to_try: TSurveyResponseListItem['readyToTry']
  email: string | null
}

type Selection = { where: SQL; orderBy: SQL; limit: number; offset?: number }

/** Responses with their benefits (kept in a child table by Payload), one query. */
export async function selectSurveyResponses(
  req: PayloadRequest,
  { where, orderBy, limit, offset = 0 }: Selection,
): Promise<TSurveyResponseListItem[]> {
  const rows = await queryRows<ResponseRow>(
    req.payload,
    sql`SELECT r.id, r.submitted_at, r.language, r.travels_annually, r.interested_savings_account,
               r.monthly_amount, r.money_preference, r.concerns, r.concerns_other, r.ready_to_try, r.email,
               ARRAY(SELECT b.value::text FROM survey_responses_attractive_benefits b
                     WHERE b.parent_id = r.id ORDER BY b."order") AS benefits
        FROM survey_responses r ${where} ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((row) => ({
    id: row.id,
    submittedAt: toIso(row.submitted_at)!,
    language: row.language,
    travelsAnnually: row.travels_annually,
    interestedSavingsAccount: row.interested_savings_account,
    monthlyAmount: row.monthly_amount,
    moneyPreference: row.money_preference,
    attractiveBenefits: row.benefits ?? [],
    concerns: row.concerns,
    concernsOther: row.concerns_other,
    readyToTry: row.ready_to_try,
    email: row.email,
  }))
}

/** The next batch of responses after `lastId`, oldest first: the export reads them in keyset order. */
export const surveyResponsesAfter = (req: PayloadRequest, lastId: number, limit: number) =>
  selectSurveyResponses(req, { where: sql`WHERE r.id > ${lastId}`, orderBy: sql`ORDER BY r.id`, limit })
