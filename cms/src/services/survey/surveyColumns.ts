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
import { eq, gt, sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { survey_responses, survey_responses_attractive_benefits } from '../../payload-generated-schema'
import { drizzleOf, isoOf } from '../lib/typedDatabase'

/** Each single-choice question: its column and its options, in the form's order. */
export const SINGLE_CHOICE_QUESTIONS = {
  languages: { column: survey_responses.language, options: LOCALES },
  travelsAnnually: { column: survey_responses.travelsAnnually, options: TRAVELS_ANNUALLY },
  interestedSavingsAccount: {
    column: survey_responses.interestedSavingsAccount,
    options: INTERESTED_SAVINGS,
  },
  monthlyAmount: { column: survey_responses.monthlyAmount, options: MONTHLY_AMOUNTS },
  moneyPreference: { column: survey_responses.moneyPreference, options: MONEY_PREFERENCES },
  mainConcerns: { column: survey_responses.concerns, options: CONCERNS },
  readyToTry: { column: survey_responses.readyToTry, options: READY_TO_TRY },
} as const

export const BENEFIT_OPTIONS = BENEFITS

type Drizzle = ReturnType<typeof drizzleOf>

const benefits = survey_responses_attractive_benefits

/**
 * Responses with their benefits (kept in a child table by Payload), one query, before a filter, an
 * order and a page: the benefits are an ARRAY(subquery) around a typed one (the builder has no ARRAY).
 */
export const surveyResponseRows = (db: Drizzle) =>
  db
    .select({
      id: survey_responses.id,
      submittedAt: survey_responses.submittedAt,
      language: survey_responses.language,
      travelsAnnually: survey_responses.travelsAnnually,
      interestedSavingsAccount: survey_responses.interestedSavingsAccount,
      monthlyAmount: survey_responses.monthlyAmount,
      moneyPreference: survey_responses.moneyPreference,
      attractiveBenefits: sql<TSurveyResponseListItem['attractiveBenefits'] | null>`ARRAY(${db
        .select({ value: sql`${benefits.value}::text` })
        .from(benefits)
        .where(eq(benefits.parent, survey_responses.id))
        .orderBy(benefits.order)})`,
      concerns: survey_responses.concerns,
      concernsOther: survey_responses.concernsOther,
      readyToTry: survey_responses.readyToTry,
      email: survey_responses.email,
    })
    .from(survey_responses)
    .$dynamic()

type ResponseRow = Awaited<ReturnType<typeof surveyResponseRows>>[number]

/** A response as the console lists and exports it. */
export const toSurveyResponse = (row: ResponseRow): TSurveyResponseListItem => ({
  ...row,
  submittedAt: isoOf(row.submittedAt),
  attractiveBenefits: row.attractiveBenefits ?? [],
})

/** The next batch of responses after `lastId`, oldest first: the export reads them in keyset order. */
export async function surveyResponsesAfter(req: PayloadRequest, lastId: number, limit: number) {
  const rows = await surveyResponseRows(drizzleOf(req.payload))
    .where(gt(survey_responses.id, lastId))
    .orderBy(survey_responses.id)
    .limit(limit)
  return rows.map(toSurveyResponse)
}
