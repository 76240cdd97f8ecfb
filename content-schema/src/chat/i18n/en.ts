/** English UI strings: the chat status card. */
export const chat = {
  'chat.title': 'Live support',
  'chat.team': 'Team',
  'chat.country': 'Your country: {country}',
  'chat.unknownCountry': 'Unknown',
  'chat.online': 'Online',
  'chat.offline': 'Offline',
  'chat.hours': '{days}, {start}–{end} ({timezone})',
  'chat.everyDay': 'Every day',
  'chat.dayRange': '{first} to {last}',
  'chat.fallbackMessage':
    'Thank you! Your message has been received. The nearest available team will reply as soon as possible.',
  'chat.debugTitle': 'Chat routing (debug)',
  'chat.nickname': 'Nexovia visitor',
} as const
