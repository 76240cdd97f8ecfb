import type { Locale } from '@nexovia/content-schema/core'
import type { TBookingLookupInput } from '@nexovia/content-schema/payments/manage'
import { useEffect, useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import type { ManageT } from './manageMessages'

type State = 'unavailable' | 'idle' | 'asking' | 'on' | 'denied' | 'failed'

/** The VAPID public key (base64url) as PushManager takes it. */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0))

/** This browser's push subscription for the site's key, made when missing (the permission asked first). */
async function subscribeBrowser(publicKey: string): Promise<PushSubscription | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  return (
    existing ??
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
  )
}

/**
 * "Notify me on this device": the browser subscribes to the booking's notices (ticket issued), proved
 * by the same reference and address as the lookup. Shown only where the browser can receive them: Push
 * API, a service worker controlling the page, a key configured.
 */
export function NotifyDevice({
  lookup,
  locale,
  publicKey,
  t,
}: {
  lookup: TBookingLookupInput
  locale: Locale
  publicKey?: string
  t: ManageT
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
      const subscription = await subscribeBrowser(publicKey)
      if (subscription === 'denied') return setState('denied')
      const { endpoint = '', keys } = subscription.toJSON()
      const answer = await callApi('pushSubscribe', {
        body: {
          ...lookup,
          locale,
          subscription: { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
        },
      })
      setState(answer.ok ? 'on' : 'failed')
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
