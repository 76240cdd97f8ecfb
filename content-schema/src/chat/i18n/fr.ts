import type { SectionKey } from '../../i18n/keys.ts'

/** French UI strings: the chat status card. */
export const chat: Record<SectionKey<'chat'>, string> = {
  'chat.title': 'Assistance en direct',
  'chat.team': 'Équipe',
  'chat.country': 'Votre pays : {country}',
  'chat.unknownCountry': 'Inconnu',
  'chat.online': 'En ligne',
  'chat.offline': 'Hors ligne',
  'chat.hours': '{days}, {start}\u00a0– {end} ({timezone})',
  'chat.everyDay': 'Tous les jours',
  'chat.dayRange': 'du {first} au {last}',
  'chat.fallbackMessage':
    "Merci ! Votre message a bien été reçu. L'équipe disponible la plus proche vous répondra dès que possible.",
  'chat.debugTitle': 'Routage du chat (débogage)',
  'chat.nickname': 'Visiteur Nexovia',
}
