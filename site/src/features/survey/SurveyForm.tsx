import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { FormNotice, TextAreaField, TextField } from '../../lib/forms/fields'
import { messagesTranslator } from '../../lib/forms/messages'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { useForm } from '../../lib/forms/useForm'
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
  attractiveBenefits: [] as string[],
}
type Answers = typeof EMPTY
type Choice = Exclude<keyof Answers, 'attractiveBenefits'>

/** The endpoint's own schema (and zod) loads once the visitor starts answering, not with the page. */
const loadSchema = () =>
  import('@nexovia/content-schema/survey/response').then((module) => module.ZSurveySubmit)

/**
 * The answers given before hydration: the choices and texts by name; the benefits, several boxes
 * of one name, from the boxes ticked in the form.
 */
function adoptTyped(typed: Record<string, FormValue>, form: HTMLFormElement | null): Partial<Answers> {
  const adopted: Partial<Answers> = Object.fromEntries(
    Object.entries(typed).filter(([name, value]) => name in EMPTY && typeof value === 'string'),
  )
  if ('attractiveBenefits' in typed && form) {
    const boxes = form.querySelectorAll<HTMLInputElement>('input[name="attractiveBenefits"]:checked')
    adopted.attractiveBenefits = Array.from(boxes, (box) => box.value)
  }
  return adopted
}

/** The Travel Savings questionnaire: nothing required, checked by the endpoint's schema, kept on failure. */
export default function SurveyForm({ locale, messages, homePath }: Props) {
  const t = messagesTranslator(messages)
  const [isDone, setIsDone] = useState(false)
  // Changing any answer clears the message (spec 02 §5): the form shows one banner.
  const form = useForm({
    initial: EMPTY,
    schema: loadSchema,
    adopt: (typed): Partial<Answers> => adoptTyped(typed, form.formRef.current),
    messages,
    fallback: 'errors.invalidInput',
    clearsAllErrorsOnEdit: true,
    clearsFailureOnEdit: true,
  })
  const answers = form.values

  const answer = (name: Choice, value: string) => {
    form.setValue(name, value)
    // The free-text concern belongs to "other" only: another choice clears it.
    if (name === 'concerns' && value !== 'other') form.setValue('concernsOther', '')
  }

  const submit = form.submitWith({
    extra: { language: locale },
    send: (data) => callEndpoint(API.submitSurvey, { body: data }),
    failure: 'errors.surveySubmitFailed',
    onSuccess: () => setIsDone(true),
    // The answers stay as they are, to send again.
    describeFailure: (sent) =>
      sent.status === 429 ? t('errors.tooManyRequests') : t('errors.surveySubmitFailed'),
  })

  function shareWithFriend() {
    form.setValues(EMPTY)
    form.setErrors({})
    form.clearFailure()
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

  // One banner: the refusal, else the first answer the schema refused (in the schema's order).
  const [firstRefused] = Object.keys(form.errors)
  const banner = form.failure || (firstRefused === undefined ? '' : form.errorText(firstRefused))

  const radios = (name: Choice, label: SurveyKey, options: readonly (readonly [string, SurveyKey])[]) => (
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
    <form {...form.formProps} className="survey-form" onSubmit={submit}>
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
              checked={answers.attractiveBenefits.includes(value)}
              onChange={() =>
                form.setValue('attractiveBenefits', toggledBenefits(answers.attractiveBenefits, value))
              }
            />
            {t(label)}
          </label>
        ))}
        <p className="survey-counter" aria-live="polite">
          {t('survey.selected', { count: answers.attractiveBenefits.length })}
        </p>
      </fieldset>
      {radios('concerns', 'survey.q.concerns', CONCERN_OPTIONS)}
      {answers.concerns === 'other' && (
        <TextAreaField
          {...form.field('concernsOther')}
          label={t('survey.q.concernsOther')}
          error={undefined}
          rows={3}
        />
      )}
      {radios('readyToTry', 'survey.q.readyToTry', READY_OPTIONS)}
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="email"
        label={t('survey.q.email')}
        error={undefined}
      />
      <FormNotice tone="error">{banner}</FormNotice>
      <div className="survey-actions">
        <button className="button" type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('survey.sending') : t('survey.submit')}
        </button>
        <a className="button button--secondary" href={homePath}>
          {t('survey.backHome')}
        </a>
      </div>
    </form>
  )
}
