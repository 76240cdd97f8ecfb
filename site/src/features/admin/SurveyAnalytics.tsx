import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TOptionStat, TSurveyResponseList, TSurveyStats } from '@nexovia/content-schema/survey/response'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { BENEFIT_OPTIONS, CHOICE_QUESTIONS, CONCERN_OPTIONS, READY_OPTIONS } from '../survey/surveyQuestions'
import type { AdminSurveyMessages } from './adminMessages'
import { ConsoleList } from './ConsoleList'
import type { Column } from './ConsoleTable'
import { toSignIn } from './consoleApi'
import { LoadFailed } from './LoadFailed'
import { PlaceTime } from './PlaceTime'
import { STAT_PENDING, StatCards } from './StatCards'
import { useConsoleQuery } from './useConsoleQuery'

type Props = { locale: Locale; messages: AdminSurveyMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 20

type Tab = 'stats' | 'responses'

const LANGUAGE_OPTIONS = [
  { value: 'fr', label: 'FR' },
  { value: 'en', label: 'EN' },
]

/** The stats sections in the questionnaire's order: a stats key, its title and its options' labels. */
const SECTIONS = [
  ...CHOICE_QUESTIONS.map((question) => [question.name, question.label, question.options] as const),
  ['popularBenefits', 'survey.q.attractiveBenefits', BENEFIT_OPTIONS] as const,
  ['mainConcerns', 'survey.q.concerns', CONCERN_OPTIONS] as const,
  ['readyToTry', 'survey.q.readyToTry', READY_OPTIONS] as const,
]

/** Survey analytics: every figure of the Statistics tab, the responses paged by 20, Refresh and Export CSV. */
export default function SurveyAnalytics({ locale, messages, loginPath, adminPath }: Props) {
  // One translator per page: the loaders depend on it, so a new one each render would reload forever.
  const t = useMemo(() => messagesTranslator(messages), [messages])
  const [tab, setTab] = useState<Tab>('stats')
  const [stats, setStats] = useState<TSurveyStats | null>(null)
  const [list, setList] = useState<TSurveyResponseList | null>(null)
  const [statsError, setStatsError] = useState('')
  const [listError, setListError] = useState('')
  const consoleQuery = useConsoleQuery('language', PAGE_SIZE)
  const { query } = consoleQuery
  const queryKey = JSON.stringify(query)
  const [round, setRound] = useState(0)

  const loadStats = useCallback(async () => {
    const answer = await callEndpoint(API.surveyStats)
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    if (answer.ok) setStats(answer.data)
    setStatsError(answer.ok ? '' : t('errors.loadStatsFailed'))
  }, [loginPath, t])

  const loadResponses = useCallback(async () => {
    const answer = await callEndpoint(API.surveyResponses, { query: JSON.parse(queryKey) })
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    if (answer.ok) setList(answer.data)
    setListError(answer.ok ? '' : t('errors.loadResponsesFailed'))
  }, [queryKey, loginPath, t])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the Refresh button's reload signal
  useEffect(() => {
    void loadStats()
  }, [loadStats, round])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the Refresh button's reload signal
  useEffect(() => {
    void loadResponses()
  }, [loadResponses, round])

  const figure = (stat: TOptionStat | undefined) =>
    t('admin.survey.count', { count: stat?.count ?? 0, percent: (stat?.percent ?? 0).toFixed(1) })
  const labelOf = (options: readonly (readonly [string, string])[], value: string | null | undefined) =>
    (options.find(([option]) => option === value)?.[1] as Parameters<typeof t>[0] | undefined) ?? null

  if (statsError && listError)
    return (
      <LoadFailed
        title={t('errors.loadDataTitle')}
        message={statsError}
        backLabel={t('admin.nav.back')}
        backHref={adminPath}
      />
    )

  const answersOf = (response: TSurveyResponseList['responses'][number]) =>
    [
      ...CHOICE_QUESTIONS.map((question) => labelOf(question.options, response[question.name])),
      ...response.attractiveBenefits.map((benefit) => labelOf(BENEFIT_OPTIONS, benefit)),
      labelOf(CONCERN_OPTIONS, response.concerns),
      labelOf(READY_OPTIONS, response.readyToTry),
    ]
      .flatMap((label) => (label ? [t(label)] : []))
      .join(' · ') + (response.concernsOther ? ` · “${response.concernsOther}”` : '')
  const columns: Column<TSurveyResponseList['responses'][number]>[] = [
    {
      header: t('admin.survey.date'),
      cell: (response) => <PlaceTime at={response.submittedAt} locale={locale} t={t} />,
    },
    { header: t('admin.survey.language'), cell: (response) => response.language.toUpperCase() },
    { header: t('survey.q.email'), cell: (response) => response.email ?? '' },
    { header: t('admin.survey.answers'), cell: answersOf },
  ]

  return (
    <div>
      <div className="admin-filters">
        <button type="button" className="button" onClick={() => setRound(round + 1)}>
          {t('admin.survey.refresh')}
        </button>
        {/* A plain link: the browser downloads the cms's stream through the site's /api with the staff cookie. */}
        <a className="button button--secondary" href="/api/travel-savings/survey/export" download>
          {t('admin.survey.export')}
        </a>
      </div>
      <div className="admin-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'stats'} onClick={() => setTab('stats')}>
          {t('admin.survey.tab.stats')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'responses'}
          onClick={() => setTab('responses')}
        >
          {t('admin.survey.tab.responses')}
        </button>
      </div>
      {tab === 'stats' && (
        <div role="tabpanel" aria-busy={!stats && !statsError}>
          <FormNotice tone="error">{statsError}</FormNotice>
          {/* The questions and their options are known before the figures: the panel is drawn whole
              with a dash per figure, so nothing below it moves when they arrive (issue 41). */}
          <StatCards
            cards={[
              {
                label: t('admin.survey.total'),
                value: stats?.totalResponses ?? STAT_PENDING,
                testId: 'survey-total',
              },
              { label: t('admin.survey.emails'), value: stats?.emailCount ?? STAT_PENDING },
              {
                label: t('admin.survey.emailRate'),
                value: stats ? `${stats.emailCaptureRate.toFixed(1)}%` : STAT_PENDING,
              },
              {
                label: t('admin.survey.languages'),
                // A line per language, dash or figure: the card is as tall before the figures as after.
                value: (
                  <>
                    EN {stats ? figure(stats.languages.en) : STAT_PENDING}
                    <br />
                    FR {stats ? figure(stats.languages.fr) : STAT_PENDING}
                  </>
                ),
              },
            ]}
          />
          {SECTIONS.map(([key, title, options]) => {
            const figures = stats?.[key] as Record<string, TOptionStat> | undefined
            return (
              <section key={key}>
                <h3>{t(title)}</h3>
                <ul>
                  {options.map(([value, label]) => (
                    <li key={value}>
                      {t(label)}: {figures ? figure(figures[value]) : STAT_PENDING}
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      )}
      {tab === 'responses' && (
        <ConsoleList
          role="tabpanel"
          t={t}
          filter={{
            label: t('admin.survey.language'),
            options: LANGUAGE_OPTIONS,
            placeholder: t('admin.survey.searchPlaceholder'),
          }}
          query={consoleQuery}
          notices={<FormNotice tone="error">{listError}</FormNotice>}
          page={list && { rows: list.responses, total: list.pagination.total }}
          columns={columns}
          rowKey={(response) => response.id}
          empty={t('admin.survey.empty')}
        />
      )}
    </div>
  )
}
