import type { travellers as en } from './en-travellers.ts'

/** Chaînes françaises de l'étape voyageurs (issue 18) et de l'itinéraire (mail et page de succès). */
export const travellers = {
  'travellers.title': 'Qui voyage',
  'travellers.intro':
    'Saisissez chaque nom exactement comme sur le passeport. Les champs marqués * sont obligatoires.',
  'travellers.introOptional': 'Les informations de passeport sont facultatives pour cette réservation.',
  'travellers.passenger': 'Passager {number}',
  'travellers.field.title': 'Civilité *',
  'travellers.field.titleChoose': 'Choisir',
  'travellers.titles.mr': 'M.',
  'travellers.titles.ms': 'Mme',
  'travellers.titles.mrs': 'Mme',
  'travellers.titles.mx': 'Mx',
  'travellers.field.givenNames': 'Prénoms *',
  'travellers.field.surname': 'Nom tel que sur le passeport *',
  'travellers.field.birthDate': 'Date de naissance',
  'travellers.field.nationality': 'Nationalité',
  'travellers.field.nationalityChoose': 'Choisissez un pays',
  'travellers.field.passportNumber': 'Numéro de passeport',
  'travellers.field.passportExpiry': 'Date d’expiration du passeport',
  'travellers.required': '{label} *',
  'travellers.passportHint': 'Doit être valide au moins jusqu’au {date} (6 mois après le voyage).',
  'travellers.contact': 'Contact pour cette réservation',
  'travellers.field.contactEmail': 'E-mail pour l’itinéraire *',
  'travellers.field.contactPhone': 'Numéro de téléphone *',
  'travellers.fixErrors': 'Veuillez corriger les champs signalés.',
  'itinerary.title': 'Votre itinéraire',
  'itinerary.outbound': 'Aller',
  'itinerary.return': 'Retour',
  'itinerary.leg': '{flight} {from} → {to}\u00a0: départ {departure}, arrivée {arrival}',
  'itinerary.time': '{date} à {time} ({city}, heure locale {zone})',
  'itinerary.passengers': 'Passagers\u00a0: {names}',
  'itinerary.baggage':
    'Bagages par passager\u00a0: {cabin} bagage(s) cabine, {checked} bagage(s) en soute de {kg} kg',
  'itinerary.manage': 'Gérer votre réservation\u00a0: {url}?reference={reference}',
} as const satisfies Record<keyof typeof en, string>
