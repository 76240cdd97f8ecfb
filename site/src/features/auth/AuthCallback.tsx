import { CALLBACK_ERROR_REDIRECT_MS } from '@nexovia/content-schema/accounts/constants'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { messagesTranslator } from '../../lib/forms/messages'
import type { CallbackMessages } from './authMessages'
import { pathIn } from './client'

type State = 'loading' | 'success' | 'error'

/**
 * The provider sends the browser back here with `code` and `state`; the cms exchanges them (with
 * the PKCE verifier it kept) for a session. The query is removed from the address bar at once.
 */
export default function AuthCallback({ locale, messages }: { locale: Locale; messages: CallbackMessages }) {
  const t = messagesTranslator(messages)
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    history.replaceState(null, '', window.location.pathname)
    const code = params.get('code')
    const returnedState = params.get('state')
    const fail = () => {
      setState('error')
      setTimeout(() => window.location.assign(pathIn(locale, '/login')), CALLBACK_ERROR_REDIRECT_MS)
    }
    if (!code || !returnedState) return fail()
    callEndpoint(API.oidcCallback, {
      body: { code, state: returnedState, iss: params.get('iss') ?? undefined },
    }).then((answer) => {
      if (!answer.ok) return fail()
      setState('success')
      window.location.assign(pathIn(locale, '/account'))
    })
  }, [locale])

  const text = {
    loading: t('auth.callback.loading'),
    success: t('auth.callback.success'),
    error: t('auth.callback.error'),
  }[state]
  return (
    <p
      className={`notice ${state === 'error' ? 'notice--error' : 'notice--info'}`}
      role={state === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  )
}
