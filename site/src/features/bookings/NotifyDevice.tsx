import type { Locale } from '@nexovia/content-schema/core'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { useEffect, useState } from 'react'
import type { Translate } from '../../lib/forms/messages'
import type { NotifyTarget } from './notifyDeviceSubscribe'

export type { NotifyTarget }

/** The strings of "Notify me on this device", wherever it shows (manage-booking, My Bookings). */
export const NOTIFY_DEVICE_KEYS = [
  'manage.push.start',
  'manage.push.starting',
  'manage.push.on',
  'manage.push.denied',
  'manage.push.failed',
] as const satisfies readonly UiKey[]

type State = 'unavailable' | 'idle' | 'asking' | 'on' | 'denied' | 'failed'

/**
 * "Notify me on this device": the browser subscribes to the booking's notices (ticket issued), proved
 * by the same reference and address as the lookup, or by the signed-in session on My Bookings. Shown
 * only where the browser can receive them: Push API, a service worker controlling the page, a key set.
 */
export function NotifyDevice({
  target,
  locale,
  publicKey,
  t,
}: {
  target: NotifyTarget
  locale: Locale
  publicKey?: string
  t: Translate<(typeof NOTIFY_DEVICE_KEYS)[number]>
}) {
  const [state, setState] = useState<State>('unavailable')
  useEffect(() => {
    const canPush = 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator
    if (!publicKey || !canPush) return
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration) setState(Notification.permission === 'denied' ? 'denied' : 'idle')
    })
  }, [publicKey])

  async function turnOn() {
    if (!publicKey) return
    setState('asking')
    try {
      // Loaded on the press: the page carries the button, not the subscribing (issue 41's budget).
      const { sendSubscription, subscribeBrowser } = await import('./notifyDeviceSubscribe')
      const subscription = await subscribeBrowser(publicKey)
      if (subscription === 'denied') return setState('denied')
      setState((await sendSubscription(target, locale, subscription)) ? 'on' : 'failed')
    } catch {
      setState('failed')
    }
  }

  if (state === 'unavailable') return null
  if (state === 'on' || state === 'denied')
    return (
      <p
        className={`notice notice--${state === 'on' ? 'success' : 'error'}`}
        role="status"
        data-testid="push-state"
      >
        {t(state === 'on' ? 'manage.push.on' : 'manage.push.denied')}
      </p>
    )
  return (
    <div className="manage-booking__push">
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'asking'}
        onClick={turnOn}
      >
        {state === 'asking' ? t('manage.push.starting') : t('manage.push.start')}
      </button>
      {state === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('manage.push.failed')}
        </p>
      )}
    </div>
  )
}
