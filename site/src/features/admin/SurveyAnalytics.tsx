import type { Locale } from '@nexovia/content-schema/locales'
import type {
  TOptionStat,
  TSurveyResponseList,
  TSurveyStats,
} from '@nexovia/content-schema/operations/survey-response'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { FormNotice } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import { BENEFIT_OPTIONS, CHOICE_QUESTIONS, CONCERN_OPTIONS, READY_OPTIONS } from '../survey/surveyQuestions'
import type { AdminSurveyMessages } from './adminMessages'
import { consoleCall, queryOf, toSignIn } from './consoleApi'
import { Pager } from './Pager'

type Props = { locale: Locale; messages: AdminSurveyMessages; loginPath: string; adminPath: string }

const PAGE_SIZE = 20
const schemas = () => import('@nexovia/content-schema/operations/survey-response')
const statsSchema = () => schemas().then((module) => module.ZSurveyStats)
const listSchema = () => schemas().then((module) => module.ZSurveyResponseList)

type Tab = 'stats' | 'responses'

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
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState({ search: '', language: '', skip: 0 })
  const [round, setRound] = useState(0)

  const loadStats = useCallback(async () => {
    const answer = await consoleCall('/api/travel-savings/survey/stats', statsSchema)
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    if (answer.ok) setStats(answer.data)
    setStatsError(answer.ok ? '' : t('errors.loadStatsFailed'))
  }, [loginPath, t])

  const loadResponses = useCallback(async () => {
    const answer = await consoleCall(
      `/api/travel-savings/survey/responses${queryOf({ ...query, limit: PAGE_SIZE })}`,
      listSchema,
    )
    if (!answer.ok && answer.status === 401) return toSignIn(loginPath)
    if (answer.ok) setList(answer.data)
    setListError(answer.ok ? '' : t('errors.loadResponsesFailed'))
  }, [query, loginPath, t])

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
      <section role="alert">
        <h2>{t('errors.loadDataTitle')}</h2>
        <p>{statsError}</p>
        <a className="button" href={adminPath}>
          {t('admin.nav.back')}
        </a>
      </section>
    )

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
        <div role="tabpanel">
          <FormNotice tone="error">{statsError}</FormNotice>
          {!stats && !statsError && <p>{t('admin.loading')}</p>}
          {stats && (
            <>
              <div className="admin-stats">
                <div className="admin-card" data-testid="survey-total">
                  {t('admin.survey.total')}
                  <strong>{stats.totalResponses}</strong>
                </div>
                <div className="admin-card">
                  {t('admin.survey.emails')}
                  <strong>{stats.emailCount}</strong>
                </div>
                <div className="admin-card">
                  {t('admin.survey.emailRate')}
                  <strong>{stats.emailCaptureRate.toFixed(1)}%</strong>
                </div>
                <div className="admin-card">
                  {t('admin.survey.languages')}
                  <strong>
                    EN {figure(stats.languages.en)} · FR {figure(stats.languages.fr)}
                  </strong>
                </div>
              </div>
              {SECTIONS.map(([key, title, options]) => {
                const figures = stats[key] as Record<string, TOptionStat>
                return (
                  <section key={key}>
                    <h3>{t(title)}</h3>
                    <ul>
                      {options.map(([value, label]) => (
                        <li key={value}>
                          {t(label)}: {figure(figures[value])}
                        </li>
                      ))}
                    </ul>
                  </section>
                )
              })}
            </>
          )}
        </div>
      )}
      {tab === 'responses' && (
        <div role="tabpanel">
          <form
            className="admin-filters"
            onSubmit={(event) => {
              event.preventDefault()
              setQuery({ ...query, search: search.trim(), skip: 0 })
            }}
          >
            <label>
              {t('admin.search')}
              <input
                type="search"
                value={search}
                placeholder={t('admin.survey.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <label>
              {t('admin.survey.language')}
              <select
                value={query.language}
                onChange={(event) =>
                  setQuery({ search: search.trim(), language: event.target.value, skip: 0 })
                }
              >
                <option value="">{t('admin.all')}</option>
                <option value="fr">FR</option>
                <option value="en">EN</option>
              </select>
            </label>
            <button className="button" type="submit">
              {t('admin.search')}
            </button>
          </form>
          <FormNotice tone="error">{listError}</FormNotice>
          {list && list.responses.length === 0 && <p>{t('admin.survey.empty')}</p>}
          {list && list.responses.length > 0 && (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th>{t('admin.survey.date')}</th>
                    <th>{t('admin.survey.language')}</th>
                    <th>{t('survey.q.email')}</th>
                    <th>{t('admin.survey.answers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.responses.map((response) => (
                    <tr key={response.id}>
                      <td>{new Date(response.submittedAt).toLocaleString(locale)}</td>
                      <td>{response.language.toUpperCase()}</td>
                      <td>{response.email ?? ''}</td>
                      <td>
                        {[
                          ...CHOICE_QUESTIONS.map((question) =>
                            labelOf(question.options, response[question.name]),
                          ),
                          ...response.attractiveBenefits.map((benefit) => labelOf(BENEFIT_OPTIONS, benefit)),
                          labelOf(CONCERN_OPTIONS, response.concerns),
                          labelOf(READY_OPTIONS, response.readyToTry),
                        ]
                          .flatMap((label) => (label ? [t(label)] : []))
                          .join(' · ')}
                        {response.concernsOther ? ` · “${response.concernsOther}”` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {list && (
            <Pager
              t={t}
              skip={query.skip}
              limit={PAGE_SIZE}
              total={list.pagination.total}
              onSkip={(skip) => setQuery({ ...query, skip })}
            />
          )}
        </div>
      )}
    </div>
  )
}
