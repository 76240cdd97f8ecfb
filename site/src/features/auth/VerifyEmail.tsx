import { API } from '@nexovia/content-schema/api/endpoints'
import { type Locale, pluralForm } from '@nexovia/content-schema/core'
import { useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { failureKey } from '../../lib/api/failureKey'
import { messageOr, messagesTranslator } from '../../lib/forms/messages'
import type { VerifyEmailMessages } from './authMessages'
import { pathIn } from './client'

type State =
  | { step: 'reading' }
  | { step: 'no-link' }
  | { step: 'ready' | 'confirming'; token: string }
  | { step: 'refused'; token: string; message: string }
  | { step: 'done'; attached: number }

/** The token of the link (`#token=…`); the fragment is cleared from the address bar at once. */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token')
  if (window.location.hash) history.replaceState(null, '', window.location.pathname)
  return token
}

/**
 * The confirmation mail's link opens this page. The address is confirmed by pressing the button, not
 * by opening the page, so a mail scanner that follows links confirms nothing on its own.
 */
export default function VerifyEmail({ locale, messages }: { locale: Locale; messages: VerifyEmailMessages }) {
  const t = messagesTranslator(messages)
  const [state, setState] = useState<State>({ step: 'reading' })

  useEffect(() => {
    const token = takeToken()
    setState(token ? { step: 'ready', token } : { step: 'no-link' })
  }, [])

  async function confirm(token: string) {
    setState({ step: 'confirming', token })
    const answer = await callEndpoint(API.verifyEmail, { body: { token } })
    if (answer.ok) setState({ step: 'done', attached: answer.data.attached })
    else setState({ step: 'refused', token, message: failureKey(answer.message, 'errors.generic') })
  }

  if (state.step === 'reading') return null
  if (state.step === 'no-link') return <p className="notice notice--info">{t('auth.verify.noLink')}</p>
  if (state.step === 'done') {
    return (
      <div className="auth-form">
        <p className="notice notice--success" role="status">
          {t('auth.verify.done')}
          {state.attached > 0 &&
            ` ${t(`auth.verify.attached.${pluralForm(locale, state.attached)}`, { count: state.attached })}`}
        </p>
        <a className="button" href={pathIn(locale, '/account')}>
          {t('auth.verify.toAccount')}
        </a>
      </div>
    )
  }
  const message = state.step === 'refused' ? messageOr(messages, state.message, 'errors.generic') : null
  return (
    <div className="auth-form">
      <p>{t('auth.verify.intro')}</p>
      {message && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={state.step === 'confirming'}
        onClick={() => confirm(state.token)}
      >
        {state.step === 'confirming' ? t('auth.verify.confirming') : t('auth.verify.confirm')}
      </button>
    </div>
  )
}
