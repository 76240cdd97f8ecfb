import { type Locale, type Translator, type WeeklyHours, weeklyHoursText } from '@nexovia/content-schema'

/** The words of the support-hours sentence in the page's language, placeholders kept for weeklyHoursText. */
export const supportHoursWords = (t: Translator) => ({
  hours: t('chat.hours', { days: '{days}', start: '{start}', end: '{end}', timezone: '{timezone}' }),
  everyDay: t('chat.everyDay'),
  dayRange: t('chat.dayRange', { first: '{first}', last: '{last}' }),
})

/** The one schedule of support hours as the concierge section and the footer write it (the chat card writes the same in the browser). */
export const supportHoursText = (hours: WeeklyHours, locale: Locale, t: Translator): string =>
  weeklyHoursText(hours, locale, supportHoursWords(t))
