import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useRef, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice, TextAreaField, TextField } from '../../lib/forms/fields'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import { validate } from '../../lib/forms/validate'
import type { SurveyKey, SurveyMessages } from './surveyMessages'
import {
  BENEFIT_OPTIONS,
  CHOICE_QUESTIONS,
  CONCERN_OPTIONS,
  READY_OPTIONS,
  toggledBenefits,
} from './surveyQuestions'

type Props = { locale: Locale; messages: SurveyMessages; homePath: string }

const EMPTY = {
  travelsAnnually: '',
  interestedSavingsAccount: '',
  monthlyAmount: '',
  moneyPreference: '',
  concerns: '',
  concernsOther: '',
  readyToTry: '',
  email: '',
}
type Answers = typeof EMPTY

/** The endpoint's own schema (and zod) loads once the visitor starts answering, not with the page. */
const loadSchema = () =>
  import('@nexovia/content-schema/survey/response').then((module) => module.ZSurveySubmit)

/** The Travel Savings questionnaire: nothing required, checked by the endpoint's schema, kept on failure. */
export default function SurveyForm({ locale, messages, homePath }: Props) {
  const t = messagesTranslator(messages)
  const [answers, setAnswers] = useState<Answers>(EMPTY)
  const [benefits, setBenefits] = useState<string[]>([])
  const [error, setError] = useState('')
  const [isSending, setIsSending] = useState(false)
  const [isDone, setIsDone] = useState(false)
  const schemaRef = useRef<ReturnType<typeof loadSchema> | null>(null)
  const schema = () => {
    schemaRef.current ??= loadSchema()
    return schemaRef.current
  }

  // Changing any answer clears the message (spec 02 §5).
  const answer = (name: keyof Answers, value: string) => {
    setError('')
    setAnswers((current) => ({
      ...current,
      [name]: value,
      // The free-text concern belongs to "other" only: another choice clears it.
      ...(name === 'concerns' && value !== 'other' ? { concernsOther: '' } : {}),
    }))
  }

  async function submit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    setError('')
    let loaded: Awaited<ReturnType<typeof loadSchema>>
    try {
      loaded = await schema()
    } catch {
      schemaRef.current = null
      return setError(t('errors.network'))
    }
    const result = validate(loaded, { ...answers, attractiveBenefits: benefits, language: locale })
    if (result.errors) {
      const [first] = Object.values(result.errors)
      return setError(messageOr(messages, first, 'errors.invalidInput'))
    }
    setIsSending(true)
    const sent = await callEndpoint(API.submitSurvey, { body: result.data })
    setIsSending(false)
    if (!sent.ok) {
      // The answers stay as they are, to send again.
      return setError(sent.status === 429 ? t('errors.tooManyRequests') : t('errors.surveySubmitFailed'))
    }
    setIsDone(true)
  }

  function shareWithFriend() {
    setAnswers(EMPTY)
    setBenefits([])
    setError('')
    setIsDone(false)
  }

  if (isDone)
    return (
      <section className="survey-thanks" aria-live="polite">
        <h2>{t('survey.thanks.title')}</h2>
        <p>{t('survey.thanks.text')}</p>
        <div className="survey-actions">
          <a className="button" href={homePath}>
            {t('survey.backHome')}
          </a>
          <button type="button" className="button button--secondary" onClick={shareWithFriend}>
            {t('survey.thanks.share')}
          </button>
        </div>
      </section>
    )

  const radios = (
    name: keyof Answers,
    label: SurveyKey,
    options: readonly (readonly [string, SurveyKey])[],
  ) => (
    <fieldset className="survey-question" key={name}>
      <legend>{t(label)}</legend>
      {options.map(([value, optionLabel]) => (
        <label key={value} className="survey-option">
          <input
            type="radio"
            name={name}
            value={value}
            checked={answers[name] === value}
            onChange={() => answer(name, value)}
          />
          {t(optionLabel)}
        </label>
      ))}
    </fieldset>
  )

  return (
    <form
      className="survey-form"
      onSubmit={submit}
      onFocus={() => void schema().catch(() => undefined)}
      noValidate
    >
      <h2>{t('survey.form.title')}</h2>
      {CHOICE_QUESTIONS.map((question) => radios(question.name, question.label, question.options))}
      <fieldset className="survey-question">
        <legend>{t('survey.q.attractiveBenefits')}</legend>
        {BENEFIT_OPTIONS.map(([value, label]) => (
          <label key={value} className="survey-option">
            <input
              type="checkbox"
              name="attractiveBenefits"
              value={value}
              checked={benefits.includes(value)}
              onChange={() => {
                setError('')
                setBenefits((current) => toggledBenefits(current, value))
              }}
            />
            {t(label)}
          </label>
        ))}
        <p className="survey-counter" aria-live="polite">
          {t('survey.selected', { count: benefits.length })}
        </p>
      </fieldset>
      {radios('concerns', 'survey.q.concerns', CONCERN_OPTIONS)}
      {answers.concerns === 'other' && (
        <TextAreaField
          name="concernsOther"
          label={t('survey.q.concernsOther')}
          value={answers.concernsOther}
          onChange={(value) => answer('concernsOther', value)}
          rows={3}
        />
      )}
      {radios('readyToTry', 'survey.q.readyToTry', READY_OPTIONS)}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('survey.q.email')}
        value={answers.email}
        onChange={(value) => answer('email', value)}
      />
      <FormNotice tone="error">{error}</FormNotice>
      <div className="survey-actions">
        <button className="button" type="submit" disabled={isSending}>
          {isSending ? t('survey.sending') : t('survey.submit')}
        </button>
        <a className="button button--secondary" href={homePath}>
          {t('survey.backHome')}
        </a>
      </div>
    </form>
  )
}
