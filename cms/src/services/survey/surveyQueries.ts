import type {
  TOptionStat,
  TSurveyResponseList,
  TSurveyResponsesQuery,
  TSurveyStats,
} from '@nexovia/content-schema'
import { and, desc, eq, ilike, or } from '@payloadcms/db-postgres/drizzle'
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { survey_responses } from '../../payload-generated-schema'
import { asText, consoleListPage } from '../lib/consoleListPage'
import { containsPattern, queryRows, toCount } from '../lib/sqlQueries'
import { percentOf } from './percentOf'
import {
  BENEFIT_OPTIONS,
  SINGLE_CHOICE_QUESTIONS,
  surveyResponseRows,
  toSurveyResponse,
} from './surveyColumns'

/** The count of one (question, option) pair, named "question.option" in the query's one row. */
const countColumn = (question: string, option: string, condition: ReturnType<typeof sql>) =>
  sql`count(*) FILTER (WHERE ${condition}) AS ${sql.identifier(`${question}.${option}`)}`

/**
 * Every figure of the Statistics tab, read in one pass over the responses and one over the chosen
 * benefits (a respondent picks a benefit at most once).
 */
export async function surveyStatistics(payload: Payload): Promise<TSurveyStats> {
  const answerCounts = Object.entries(SINGLE_CHOICE_QUESTIONS).flatMap(([question, { column, options }]) =>
    options.map((option) => countColumn(question, option, sql`${sql.identifier(column)} = ${option}`)),
  )
  const benefitCounts = BENEFIT_OPTIONS.map((option) =>
    countColumn('popularBenefits', option, sql`value = ${option}`),
  )
  const [[answers], [benefits]] = await Promise.all([
    queryRows<Record<string, string>>(
      payload,
      sql`SELECT count(*) AS total, count(*) FILTER (WHERE coalesce(email, '') <> '') AS emails,
                 ${sql.join(answerCounts, sql`, `)}
          FROM survey_responses`,
    ),
    queryRows<Record<string, string>>(
      payload,
      sql`SELECT ${sql.join(benefitCounts, sql`, `)} FROM survey_responses_attractive_benefits`,
    ),
  ])
  const counts = { ...answers, ...benefits }
  const total = toCount(counts.total)
  const emails = toCount(counts.emails)
  const breakdown = (question: string, options: readonly string[]) =>
    Object.fromEntries(
      options.map((option): [string, TOptionStat] => {
        const count = toCount(counts[`${question}.${option}`])
        return [option, { count, percent: percentOf(count, total) }]
      }),
    )
  const answer = {
    totalResponses: total,
    emailCount: emails,
    emailCaptureRate: percentOf(emails, total),
    ...Object.fromEntries(
      Object.entries(SINGLE_CHOICE_QUESTIONS).map(([question, { options }]) => [
        question,
        breakdown(question, options),
      ]),
    ),
    popularBenefits: breakdown('popularBenefits', BENEFIT_OPTIONS),
  } as TSurveyStats
  return answer
}

/** One page of responses, newest first; the search matches the address or the free-text concern in any case. */
export async function listSurveyResponses(
  req: PayloadRequest,
  query: TSurveyResponsesQuery,
): Promise<TSurveyResponseList> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const { rows, pagination } = await consoleListPage(req.payload, {
    select: surveyResponseRows,
    counted: survey_responses,
    where: and(
      pattern
        ? or(
            ilike(asText(survey_responses.email), pattern),
            ilike(asText(survey_responses.concernsOther), pattern),
          )
        : undefined,
      query.language ? eq(survey_responses.language, query.language) : undefined,
    ),
    orderBy: [desc(survey_responses.submittedAt), desc(survey_responses.id)],
    page: query,
  })
  return { responses: rows.map(toSurveyResponse), pagination }
}
