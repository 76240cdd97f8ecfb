import type { SectionKey } from '../../i18n/keys.ts'

/** French UI strings: the concierge form. */
export const concierge: Record<SectionKey<'concierge'>, string> = {
  'concierge.title': 'Service de conciergerie',
  'concierge.subtitle':
    "Voyage de groupe, d'affaires ou de dernière minute : décrivez-nous votre projet et un expert du voyage s'occupe du reste.",
  'concierge.promise': 'Réponse sous 24 heures',
  'concierge.hours': 'Disponible\u00a0: {hours}',
  'concierge.form.title': 'Envoyez-nous votre demande',
  'concierge.form.name': 'Nom complet',
  'concierge.form.email': 'E-mail',
  'concierge.form.phone': 'Téléphone',
  'concierge.form.tripDetails': 'Détails du voyage',
  'concierge.form.tripDetailsPlaceholder': 'Destination, dates, nombre de voyageurs, budget...',
  'concierge.form.submit': 'Envoyer la demande',
  'concierge.form.sending': 'Envoi en cours...',
  'concierge.contact.title': 'Contactez-nous directement',
  'concierge.contact.phoneUs': 'États-Unis',
  'concierge.contact.phoneCi': "Côte d'Ivoire",
  'concierge.contact.email': 'E-mail',
  'concierge.contact.whatsapp': 'Discuter sur WhatsApp',
  'concierge.services.title': 'Nos services de conciergerie',
  'concierge.services.group.title': 'Voyages de groupe',
  'concierge.services.group.description':
    "Réunions de famille, mariages, voyages d'église ou d'association : un seul interlocuteur pour les vols, les hôtels et les transferts.",
  'concierge.corporate.title': "Voyages d'affaires",
  'concierge.corporate.description':
    'Des tarifs flexibles, des factures au nom de votre entreprise et un conseiller dédié aux déplacements de vos équipes.',
  'concierge.lastMinute.title': 'Voyages de dernière minute',
  'concierge.lastMinute.description':
    'Un départ urgent ? Nous trouvons les places et les chambres, même au dernier moment.',
  'concierge.states.success': 'Demande envoyée avec succès ! Nous vous contacterons sous 24 h.',
  'concierge.states.errorTitle': "Erreur lors de l'envoi",
  'concierge.states.errorRetry': 'Veuillez réessayer',
  'concierge.mail.confirmation.subject': 'Nous avons bien reçu votre demande de conciergerie',
  'concierge.mail.confirmation.greeting': 'Bonjour,',
  'concierge.mail.confirmation.body':
    "Merci d'avoir contacté la conciergerie Nexovia. Un conseiller voyage vous répondra sous 24 heures (du lundi au dimanche, de 8 h à 22 h, heure de l'Est).",
  'concierge.mail.confirmation.signature': "L'équipe Nexovia",
  'concierge.mail.team.subject': 'Nouvelle demande de conciergerie de {name}',
}
