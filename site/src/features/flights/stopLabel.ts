import type { Translate } from '../../lib/forms/messages'

/** "1 stop" / "2 stops" / "Nonstop"-free count, in the page's language. */
export const stopLabel = (
  t: Translate<'flights.stopCount.one' | 'flights.stopCount.other' | 'search.nonstop'>,
  stops: number,
): string =>
  stops === 0
    ? t('search.nonstop')
    : stops === 1
      ? t('flights.stopCount.one')
      : t('flights.stopCount.other', { count: stops })
