import type {
  TOptionStat,
  TSurveyResponseList,
  TSurveyResponsesQuery,
  TSurveyStats,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { containsPattern, offsetPagination, queryRows, toCount, whereAll } from '../lib/sqlQueries'
import { percentOf } from './percentOf'
import { BENEFIT_OPTIONS, SINGLE_CHOICE_QUESTIONS, selectSurveyResponses } from './surveyColumns'

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
  const where = whereAll([
    pattern && sql`(r.email::text ILIKE ${pattern} OR r.concerns_other::text ILIKE ${pattern})`,
    query.language && sql`r.language = ${query.language}`,
  ])
  const [responses, [counted]] = await Promise.all([
    selectSurveyResponses(req, {
      where,
      orderBy: sql`ORDER BY r.submitted_at DESC, r.id DESC`,
      limit: query.limit,
      offset: query.skip,
    }),
    queryRows<{ total: string }>(req.payload, sql`SELECT count(*) AS total FROM survey_responses r ${where}`),
  ])
  const answer: TSurveyResponseList = {
    responses,
    pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
  }
  return answer
}
