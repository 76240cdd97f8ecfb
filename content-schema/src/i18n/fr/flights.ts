import type { SectionKey } from '../keys.ts'

/** French UI strings: flight search and its lead form. */
export const flights: Record<SectionKey<'flights'>, string> = {
  'flights.lead.success': 'Merci ! Un conseiller vous contactera très bientôt',
  'flights.lead.priceNote': "Les prix peuvent changer jusqu'à la réservation",
  'flights.lead.mail.teamSubject': 'Nouvelle demande de vol de {name}',
}
