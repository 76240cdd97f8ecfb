import type { Locale } from '@nexovia/content-schema/core'
import { formatPlaceTime, formatReaderTime } from '@nexovia/content-schema/format/place-time'
import type { Translate } from '../../lib/forms/messages'
import { useReaderZone } from '../../lib/useReaderZone'

type Props = {
  at: string
  /** The place's zone; none for what happens nowhere in particular (a sign-up, a note): the reader's own. */
  timeZone?: string
  locale: Locale
  t: Translate<'admin.yourTime'>
}

/** The console's one way to show a time: the place's clock with its zone named, the reader's own on hover. */
export function PlaceTime({ at, timeZone, locale, t }: Props) {
  const readerZone = useReaderZone()
  return (
    <time dateTime={at} title={t('admin.yourTime', { time: formatReaderTime(at, locale, readerZone) })}>
      {formatPlaceTime(at, { locale, timeZone: timeZone ?? readerZone })}
    </time>
  )
}
