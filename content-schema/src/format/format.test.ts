import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateRange,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
  normalisedRangeDash,
} from './dates.ts'
import {
  formatCount,
  formatDuration,
  formatDurationInWords,
  formatFigure,
  formatNumber,
  formatRating,
} from './numbers.ts'
import { labelled } from './punctuation.ts'
import {
  formatClockTime,
  formatMediumDateTime,
  formatTime,
  formatWallDateTime,
  formatWallTime,
  formatZonedDateTime,
  zoneInWords,
} from './times.ts'

const NBSP = '\u00a0'
const NNBSP = '\u202f'
const THIN = '\u2009'
// 8:35 in Accra (GMT) and 3:35 AM in New York (EST) on Tuesday, December 15, 2026.
const instant = '2026-12-15T08:35:00Z'

describe('formatDate', () => {
  it('should write a calendar day with its weekday in each language', () => {
    expect([formatDate('2026-12-15', 'en'), formatDate('2026-12-15', 'fr')]).toEqual([
      'Tuesday, December 15, 2026',
      'mardi 15 décembre 2026',
    ])
  })

  it('should read an instant on the clock of the zone given', () => {
    expect(formatDate('2026-12-15T02:00:00Z', 'fr', 'America/New_York')).toBe('lundi 14 décembre 2026')
  })

  it('should drop the weekday in the long form', () => {
    expect([formatLongDate('2026-12-15', 'en'), formatLongDate('2026-12-15', 'fr')]).toEqual([
      'December 15, 2026',
      '15 décembre 2026',
    ])
  })
})

describe('formatMediumDate and formatShortDate', () => {
  it('should write a day of a table and of a flight card in each language', () => {
    expect([
      formatMediumDate('2026-12-15', 'en'),
      formatMediumDate('2026-12-15', 'fr'),
      formatShortDate('2026-12-15T08:35:00+00:00', 'en'),
      formatShortDate('2026-12-15T08:35:00+00:00', 'fr'),
    ]).toEqual(['Dec 15, 2026', '15 déc. 2026', 'Tue, Dec 15', 'mar. 15 déc.'])
  })
})

describe('formatDateRange', () => {
  it('should write a stay as each language does', () => {
    expect([
      formatDateRange('2026-12-26', '2026-12-29', 'en'),
      formatDateRange('2026-12-26', '2026-12-29', 'fr'),
    ]).toEqual([`December 26${THIN}–${THIN}29, 2026`, 'du 26 au 29 décembre 2026'])
  })

  it('should write the dash of a range alike whatever the runtime’s spaces around it', () => {
    expect(['December 26 – 29, 2026', `December 26${THIN}–${THIN}29, 2026`].map(normalisedRangeDash)).toEqual(
      [`December 26${THIN}–${THIN}29, 2026`, `December 26${THIN}–${THIN}29, 2026`],
    )
  })

  it('should name both months when the range crosses one', () => {
    expect(formatDateRange('2026-11-28', '2026-12-03', 'fr')).toBe('du 28 novembre au 3 décembre 2026')
  })
})

describe('formatMediumDateTime', () => {
  it('should write an instant of a table on the clock given', () => {
    expect([
      formatMediumDateTime(instant, 'en', 'America/New_York'),
      formatMediumDateTime(instant, 'fr', 'Africa/Abidjan'),
    ]).toEqual(['Dec 15, 2026 at 3:35 AM', `15 déc. 2026, 8${NBSP}h${NBSP}35`])
  })
})

describe('zoneInWords', () => {
  it('should name UTC as it is in both languages', () => {
    expect([
      formatZonedDateTime(instant, { locale: 'en', timeZone: 'Etc/UTC' }),
      formatZonedDateTime(instant, { locale: 'fr', timeZone: 'UTC' }),
    ]).toEqual([
      'Tuesday, December 15, 2026 at 8:35 AM (UTC)',
      `mardi 15 décembre 2026, 8${NBSP}h${NBSP}35 (UTC)`,
    ])
  })
})

describe('formatTime', () => {
  it('should write "8:35 AM" in English and "8 h 35" in French', () => {
    expect([formatTime(instant, 'en', 'Africa/Accra'), formatTime(instant, 'fr', 'Africa/Accra')]).toEqual([
      `8:35 AM`,
      `8${NBSP}h${NBSP}35`,
    ])
  })

  it('should write an evening time on a 24-hour clock in French', () => {
    expect(formatTime('2026-12-15T18:05:00Z', 'fr', 'Africa/Abidjan')).toBe(`18${NBSP}h${NBSP}05`)
  })

  it('should write a hotel time of day, a whole hour in French without its minutes', () => {
    expect([
      formatClockTime('14:00', 'en'),
      formatClockTime('14:00', 'fr'),
      formatClockTime('11:30', 'fr'),
    ]).toEqual(['2:00 PM', `14${NBSP}h`, `11${NBSP}h${NBSP}30`])
  })

  it('should read the wall time an engine wrote in its airport time', () => {
    expect([
      formatWallTime('2026-12-15T21:40:00-05:00', 'en'),
      formatWallTime('2026-12-15T21:40:00-05:00', 'fr'),
    ]).toEqual([`9:40 PM`, `21${NBSP}h${NBSP}40`])
  })
})

describe('zones in words', () => {
  it('should elide "de" before a vowel in French', () => {
    expect([zoneInWords('Accra', 'fr'), zoneInWords('Dakar', 'fr'), zoneInWords('Accra', 'en')]).toEqual([
      'heure d’Accra',
      'heure de Dakar',
      'Accra time',
    ])
  })

  it('should write a day, a time and its zone as one phrase', () => {
    expect([
      formatZonedDateTime(instant, { locale: 'en', timeZone: 'Africa/Accra' }),
      formatZonedDateTime(instant, { locale: 'fr', timeZone: 'Africa/Accra' }),
    ]).toEqual([
      `Tuesday, December 15, 2026 at 8:35 AM (Accra time)`,
      `mardi 15 décembre 2026, 8${NBSP}h${NBSP}35 (heure d’Accra)`,
    ])
  })

  it('should name a zone by the city of its IANA name when no city is given', () => {
    expect(formatZonedDateTime(instant, { locale: 'fr', timeZone: 'America/New_York' })).toBe(
      `mardi 15 décembre 2026, 3${NBSP}h${NBSP}35 (heure de New York)`,
    )
  })

  it('should keep the calendar day an engine wrote for its airport', () => {
    expect(formatWallDateTime('2026-12-15T23:10:00-05:00', 'Washington', 'en')).toBe(
      `Tuesday, December 15, 2026 at 11:10 PM (Washington time)`,
    )
  })
})

describe('formatDuration', () => {
  it('should write hours and minutes as the site does in English and as French writes them', () => {
    expect([formatDuration(460, 'en'), formatDuration(460, 'fr')]).toEqual(['7h 40m', `7${NBSP}h${NBSP}40`])
  })

  it('should write whole hours and short waits without empty parts', () => {
    expect([
      formatDuration(1440, 'fr'),
      formatDuration(1440, 'en'),
      formatDuration(45, 'fr'),
      formatDuration(45, 'en'),
    ]).toEqual([`24${NBSP}h`, '24h', `45${NBSP}min`, '45m'])
  })

  it('should pad the minutes in French', () => {
    expect(formatDuration(125, 'fr')).toBe(`2${NBSP}h${NBSP}05`)
  })
})

describe('formatDurationInWords (a ride, issue 42)', () => {
  it('should write hours and minutes in both languages, never "111 min"', () => {
    expect([formatDurationInWords(111, 'en'), formatDurationInWords(111, 'fr')]).toEqual([
      `1${NBSP}h${NBSP}51${NBSP}min`,
      `1${NBSP}h${NBSP}51${NBSP}min`,
    ])
  })

  it('should write short rides in minutes and whole hours alone', () => {
    expect([formatDurationInWords(45, 'en'), formatDurationInWords(120, 'fr')]).toEqual([
      `45${NBSP}min`,
      `2${NBSP}h`,
    ])
  })
})

describe('numbers', () => {
  it('should group thousands with a narrow no-break space in French', () => {
    expect([formatCount(15000, 'fr'), formatCount(15000, 'en'), formatNumber(1234567, 'fr')]).toEqual([
      `15${NNBSP}000+`,
      '15,000+',
      `1${NNBSP}234${NNBSP}567`,
    ])
  })

  it('should write a rating with the locale decimal mark', () => {
    expect([formatRating(4.9, 'fr'), formatRating(4.9, 'en'), formatRating(4, 'fr')]).toEqual([
      '4,9/5',
      '4.9/5',
      '4,0/5',
    ])
  })
})

describe('formatFigure', () => {
  it('should write an editor’s figures as a French reader does', () => {
    expect(
      ['15K+', '24h', '4.9/5', '98%', '24/7', '500+', 'Gratuit'].map((figure) => formatFigure(figure, 'fr')),
    ).toEqual([`15${NNBSP}000+`, `24${NBSP}h`, '4,9/5', `98${NBSP}%`, `24${NBSP}h/24`, '500+', 'Gratuit'])
  })

  it('should write them in English with the English separators', () => {
    expect(['15K+', '24h', '4.9/5', '98%', '24/7'].map((figure) => formatFigure(figure, 'en'))).toEqual([
      '15,000+',
      '24h',
      '4.9/5',
      '98%',
      '24/7',
    ])
  })
})

describe('labelled', () => {
  it('should space the colon as each language does', () => {
    expect([labelled('États-Unis', '+1', 'fr'), labelled('United States', '+1', 'en')]).toEqual([
      `États-Unis${NBSP}: +1`,
      'United States: +1',
    ])
  })
})
