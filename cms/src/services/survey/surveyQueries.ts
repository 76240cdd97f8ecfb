import type {
  TOptionStat,
  TSurveyResponseList,
  TSurveyResponsesQuery,
  TSurveyStats,
} from '@nexovia/content-schema'
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  ne,
  or,
  type SQL,
  sql,
} from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { survey_responses, survey_responses_attractive_benefits } from '../../payload-generated-schema'
import { asText, consoleListPage } from '../lib/consoleListPage'
import { containsPattern, drizzleOf } from '../lib/typedDatabase'
import { percentOf } from './percentOf'
import {
  BENEFIT_OPTIONS,
  SINGLE_CHOICE_QUESTIONS,
  surveyResponseRows,
  toSurveyResponse,
} from './surveyColumns'

/** The rows meeting `condition`: PostgreSQL's FILTER, which the builder has no word for. */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)

/** How many rows hold each option in `column`, keyed by the option. */
const countsPerOption = (column: AnyColumn, options: readonly string[]) =>
  Object.fromEntries(options.map((option) => [option, countWhere(eq(column, option))]))

/**
 * Every figure of the Statistics tab, read in one pass over the responses and one over the chosen
 * benefits (a respondent picks a benefit at most once).
 */
export async function surveyStatistics(payload: Payload): Promise<TSurveyStats> {
  const db = drizzleOf(payload)
  const benefits = survey_responses_attractive_benefits
  const [[answers], [benefitCounts]] = await Promise.all([
    db
      .select({
        total: count(),
        emails: countWhere(and(isNotNull(survey_responses.email), ne(survey_responses.email, ''))),
        ...Object.fromEntries(
          Object.entries(SINGLE_CHOICE_QUESTIONS).map(([question, { column, options }]) => [
            question,
            countsPerOption(column, options),
          ]),
        ),
      })
      .from(survey_responses),
    db.select(countsPerOption(benefits.value, BENEFIT_OPTIONS)).from(benefits),
  ])
  const { total = 0, emails = 0, ...perQuestion } = answers ?? {}
  const counts: Record<string, Record<string, number> | undefined> = {
    ...perQuestion,
    popularBenefits: benefitCounts,
  }
  const breakdown = (question: string, options: readonly string[]) =>
    Object.fromEntries(
      options.map((option): [string, TOptionStat] => {
        const count = counts[question]?.[option] ?? 0
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
