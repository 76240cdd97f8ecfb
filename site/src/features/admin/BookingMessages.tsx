import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import type { TBookingMessages } from '@nexovia/content-schema/payments/message-answers'
import { useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import type { Translate } from '../../lib/forms/messages'
import type { AdminBookingsMessages } from './adminMessages'
import { type Loaded, LoadedPart } from './LoadedPart'
import { PlaceTime } from './PlaceTime'

type Props = { t: Translate<keyof AdminBookingsMessages>; locale: Locale; bookingId: number }

/**
 * A booking's WhatsApp and SMS messages for staff (issue 45): the traveller's choice, then each message
 * by channel with its status as the provider last reported it, and why a failed one failed.
 */
export function BookingMessages({ t, locale, bookingId }: Props) {
  const [loaded, setLoaded] = useState<Loaded<TBookingMessages>>(null)
  useEffect(() => {
    void callEndpoint(API.bookingMessages, { params: { id: bookingId } }).then((answer) =>
      setLoaded(answer.ok ? answer.data : 'failed'),
    )
  }, [bookingId])
  const onOff = (isOn: boolean) => t(isOn ? 'staffBooking.messages.on' : 'staffBooking.messages.off')
  return (
    <section data-testid="booking-messages">
      <h3>{t('staffBooking.messages.title')}</h3>
      {loaded !== null && loaded !== 'failed' && (
        <p>
          {loaded.consent.phone
            ? t('staffBooking.messages.consent', {
                phone: loaded.consent.phone,
                whatsapp: onOff(loaded.consent.whatsapp),
                sms: onOff(loaded.consent.sms),
              })
            : t('staffBooking.messages.noPhone')}
        </p>
      )}
      <LoadedPart
        loaded={loaded}
        texts={{
          loading: t('admin.loading'),
          failed: t('staffBooking.messages.failed'),
          empty: t('staffBooking.messages.empty'),
        }}
        isEmpty={(shown) => shown.messages.length === 0}
      >
        {(shown) => (
          <ol className="admin-history">
            {shown.messages.map((message) => (
              <li key={message.id} data-channel={message.channel} data-status={message.status}>
                <strong>
                  {t(`staffBooking.messages.channel.${message.channel}`)} ·{' '}
                  {t(
                    `staffBooking.messages.event.${message.event as TBookingMessages['messages'][number]['event']}`,
                  )}
                </strong>{' '}
                · {t(`staffBooking.messages.status.${message.status}`)} · {message.to} ·{' '}
                <PlaceTime at={message.at} locale={locale} t={t} />
                {message.attempts > 1 &&
                  ` · ${t('staffBooking.messages.attempts', { count: message.attempts })}`}
                {message.lastError && message.status === 'failed' && (
                  <p className="admin-pre">{message.lastError}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </LoadedPart>
    </section>
  )
}
