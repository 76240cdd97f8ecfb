import type { Locale } from '@nexovia/content-schema/core'
import { formatPlaceTime, formatReaderTime } from '@nexovia/content-schema/format/place-time'
import type { Translate } from '../../lib/forms/messages'

type Props = {
  at: string
  /** The place's zone; none for what happens nowhere in particular (a sign-up, a note): the reader's own. */
  timeZone?: string
  locale: Locale
  t: Translate<'admin.yourTime'>
}

/** The reader's own zone, as the browser says. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The console's one way to show a time: the place's clock with its zone named, the reader's own on hover. */
export function PlaceTime({ at, timeZone, locale, t }: Props) {
  return (
    <time dateTime={at} title={t('admin.yourTime', { time: formatReaderTime(at, locale) })}>
      {formatPlaceTime(at, { locale, timeZone: timeZone ?? readerZone() })}
    </time>
  )
}
