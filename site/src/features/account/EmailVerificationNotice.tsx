import { API } from '@nexovia/content-schema/api/endpoints'
import { useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { failureKey } from '../../lib/api/failureKey'
import { messageOr } from '../../lib/forms/messages'
import type { AccountMessages, AccountT } from './accountMessages'

type Sent = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }

/** Until the address is confirmed, guest bookings cannot join the account: say so, and offer the link again. */
export function EmailVerificationNotice({
  t,
  messages,
  email,
}: {
  t: AccountT
  messages: AccountMessages
  email: string
}) {
  const [sent, setSent] = useState<Sent>({ state: 'idle' })

  async function resend() {
    setSent({ state: 'sending' })
    const answer = await callEndpoint(API.sendVerificationEmail)
    if (answer.ok) setSent({ state: 'sent' })
    else setSent({ state: 'failed', message: failureKey(answer.message, 'errors.generic') })
  }

  return (
    <div className="notice notice--info account__verify" data-testid="email-verification">
      <p>{t('account.verify.notice')}</p>
      {sent.state === 'sent' ? (
        <p role="status">{t('account.verify.sent', { email })}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={sent.state === 'sending'}
          onClick={resend}
        >
          {t('account.verify.resend')}
        </button>
      )}
      {sent.state === 'failed' && (
        <p className="form-error" role="alert">
          {messageOr(messages, sent.message, 'errors.generic')}
        </p>
      )}
    </div>
  )
}
