import {
  type TOptionStat,
  type TSurveyResponseList,
  type TSurveyStats,
  ZSurveyResponsesQuery,
} from '@nexovia/content-schema'
import { sql } from 'drizzle-orm'
import type { Endpoint } from 'payload'
import { adminEndpoint, privateJson } from '../admin/adminEndpoint'
import { readQuery } from '../admin/readQuery'
import { containsPattern, offsetPagination, queryRows, toCount, whereAll } from '../admin/sqlQueries'
import { exportSurveyEndpoint } from './exportSurvey'
import { BENEFIT_OPTIONS, SINGLE_CHOICE_QUESTIONS, selectSurveyResponses } from './surveyColumns'

/** A share of all responses, in percent to one decimal (0 when there is no response yet). */
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count * 1000) / total) / 10

type Question = keyof typeof SINGLE_CHOICE_QUESTIONS | 'popularBenefits'

/**
 * GET /api/travel-savings/survey/stats: every figure of the Statistics tab in two queries, the
 * totals and one count per (question, option) for the seven questions and the language.
 */
const surveyStats = adminEndpoint({
  path: '/travel-savings/survey/stats',
  method: 'get',
  handler: async (req) => {
    const perOption = Object.entries(SINGLE_CHOICE_QUESTIONS).map(
      ([question, { column }]) =>
        sql`SELECT ${question} AS question, ${sql.identifier(column)}::text AS option, count(*) AS count
            FROM survey_responses WHERE ${sql.identifier(column)} IS NOT NULL GROUP BY 2`,
    )
    perOption.push(
      sql`SELECT 'popularBenefits' AS question, value::text AS option, count(DISTINCT parent_id) AS count
          FROM survey_responses_attractive_benefits GROUP BY 2`,
    )
    const [[totals], counts] = await Promise.all([
      queryRows<{ total: string; emails: string }>(
        req.payload,
        sql`SELECT count(*) AS total, count(*) FILTER (WHERE coalesce(email, '') <> '') AS emails
            FROM survey_responses`,
      ),
      queryRows<{ question: Question; option: string; count: string }>(
        req.payload,
        sql.join(perOption, sql` UNION ALL `),
      ),
    ])
    const total = toCount(totals?.total)
    const emails = toCount(totals?.emails)
    const countOf = (question: Question, option: string) =>
      toCount(counts.find((row) => row.question === question && row.option === option)?.count)
    const breakdown = (question: Question, options: readonly string[]) =>
      Object.fromEntries(
        options.map((option): [string, TOptionStat] => {
          const count = countOf(question, option)
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
          breakdown(question as Question, options),
        ]),
      ),
      popularBenefits: breakdown('popularBenefits', BENEFIT_OPTIONS),
    } as TSurveyStats
    return privateJson(answer)
  },
})

/**
 * GET /api/travel-savings/survey/responses?skip&limit&search&language: newest first, 20 a page;
 * the search matches the address or the free-text concern in any case.
 */
const surveyResponses = adminEndpoint({
  path: '/travel-savings/survey/responses',
  method: 'get',
  handler: async (req) => {
    const { data: query, error } = readQuery(req, ZSurveyResponsesQuery)
    if (error) return error
    const pattern = query.search ? containsPattern(query.search) : undefined
    const where = whereAll([
      pattern && sql`(r.email ILIKE ${pattern} OR r.concerns_other ILIKE ${pattern})`,
      query.language && sql`r.language = ${query.language}`,
    ])
    const [responses, [counted]] = await Promise.all([
      selectSurveyResponses(req, {
        where,
        orderBy: sql`ORDER BY r.submitted_at DESC, r.id DESC`,
        limit: query.limit,
        offset: query.skip,
      }),
      queryRows<{ total: string }>(
        req.payload,
        sql`SELECT count(*) AS total FROM survey_responses r ${where}`,
      ),
    ])
    const answer: TSurveyResponseList = {
      responses,
      pagination: offsetPagination(toCount(counted?.total), query.skip, query.limit),
    }
    return privateJson(answer)
  },
})

export const surveyEndpoints: Endpoint[] = [surveyStats, surveyResponses, exportSurveyEndpoint]
