import type { SectionKey } from '../../i18n/keys.ts'

/** /fr/manage-booking. */
export const manage: Record<SectionKey<'manage'>, string> = {
  'manage.title': 'Gérer votre réservation',
  'manage.intro':
    'Saisissez la référence de votre email de confirmation et l’adresse email utilisée pour réserver.',
  'manage.reference': 'Référence de réservation',
  'manage.referenceHint': 'Par exemple NX-7K3Q9P',
  'manage.email': 'Adresse email',
  'manage.find': 'Trouver ma réservation',
  'manage.finding': 'Recherche…',
  'manage.referenceRequired': 'Saisissez votre référence de réservation',
  'manage.referenceInvalid': 'Une référence ressemble à NX-7K3Q9P (lettres et chiffres, sans O, I, 0 ni 1)',
  'manage.notFound':
    'Aucune réservation ne correspond à cette référence et à cette adresse email. Vérifiez-les dans votre email de confirmation.',
  'manage.status': 'Statut',
  'manage.supplierConfirmation': "Numéro de confirmation de l'hôtel",
  'manage.bought': 'Votre réservation',
  'manage.dates': 'Dates',
  'manage.amount': 'Montant payé',
  'manage.refunded': 'Remboursé : {amount}',
  'manage.driver': 'Chauffeur : {name}, {plate}',
  'manage.resend': 'Renvoyer l’email de confirmation',
  'manage.resending': 'Envoi…',
  'manage.resent': 'La confirmation part vers {email}.',
  'manage.another': 'Chercher une autre réservation',
  'manage.help':
    'Pour modifier ou annuler, contactez-nous avec votre référence : nous répondons sous un jour.',
  'manage.link': 'Gérer une réservation',
  'manage.cancel.free': 'Annulation gratuite jusqu’au {date} : {amount} vous est remboursé.',
  'manage.cancel.start': 'Annuler cette réservation',
  'manage.cancel.confirmTitle': 'Annuler la réservation {reference} ?',
  'manage.cancel.confirmText': '{amount} est remboursé sur {to}. {delay} Cette action est définitive.',
  'manage.cancel.confirm': 'Oui, annuler et rembourser',
  'manage.cancel.keep': 'Garder ma réservation',
  'manage.cancel.cancelling': 'Annulation…',
  'manage.cancel.done': 'Votre réservation est annulée ; {amount} est remboursé sur {to}. {delay}',
  'manage.cancel.refused':
    'Cette réservation ne peut plus être annulée en ligne. Contactez-nous avec sa référence.',
  'manage.cancel.refundFailed':
    'Le remboursement n’a pas pu être fait : rien n’a été annulé. Réessayez dans quelques minutes.',
  'manage.airlineCancel.offer':
    'La compagnie a émis vos billets : l’annulation suit les règles de son tarif.',
  'manage.airlineCancel.ask': 'Voir ce que l’annulation rembourse',
  'manage.airlineCancel.asking': 'Question à la compagnie…',
  'manage.airlineCancel.quote':
    'Si vous annulez maintenant, la compagnie rend {amount} : nous vous le remboursons sur {to}.',
  'manage.airlineCancel.nothing': 'Si vous annulez maintenant, la compagnie ne rend rien pour ces billets.',
  'manage.airlineCancel.changed': 'La compagnie a changé ce qu’elle rembourse. Voici sa nouvelle réponse.',
  'manage.airlineCancel.failed':
    'La compagnie n’a pas répondu. Rien n’a été annulé ; réessayez dans quelques minutes.',
  'manage.push.start': 'M’avertir sur cet appareil',
  'manage.push.starting': 'Demande à votre navigateur…',
  'manage.push.on': 'Cet appareil sera averti quand vos billets seront émis.',
  'manage.push.denied':
    'Votre navigateur bloque les notifications de ce site. Autorisez-les dans les réglages du site, puis réessayez.',
  'manage.push.failed': 'Cet appareil n’a pas pu être inscrit aux notifications. Réessayez dans un instant.',
  'manage.push.invalid':
    'Ce navigateur a donné pour les notifications une adresse que nous ne pouvons pas utiliser.',
  'manage.push.ticketedTitle': 'Vos billets sont émis',
  'manage.push.ticketedBody':
    'Réservation {reference} : référence de la compagnie (PNR) {pnr}. Ouvrez votre voyage pour les billets électroniques.',
  'manage.push.driverTitle': 'Votre chauffeur est désigné',
  'manage.push.driverBody': 'Réservation {reference} : {driver} vous attendra {when}.',
  'manage.push.pickupMovedTitle': 'Votre heure de prise en charge a changé',
  'manage.push.pickupMovedBody':
    'Réservation {reference} : votre vol a changé, le chauffeur vous attendra {when}.',
  'manage.push.refundTitle': 'Votre remboursement est en route',
  'manage.push.refundBody': 'Réservation {reference} : {amount} remboursés.',
  'manage.messages.phoneInvalid': 'Saisissez le numéro avec son indicatif, par exemple +233 20 123 4567.',
  'manage.messages.phoneRequired':
    'Saisissez un numéro de téléphone pour recevoir les messages par WhatsApp ou SMS.',
  'manage.messages.phoneCountryRequired': 'Choisissez l’indicatif du pays de ce numéro.',
  'manage.messages.phoneNotNumber': 'Saisissez uniquement des chiffres (espaces et tirets acceptés).',
  'manage.messages.phoneTooShort':
    'Ce numéro est trop court pour l’indicatif choisi : vérifiez ses chiffres.',
  'manage.messages.phoneTooLong': 'Ce numéro est trop long pour l’indicatif choisi : vérifiez ses chiffres.',
  'manage.messages.title': 'Messages sur votre téléphone pour cette réservation',
  'manage.messages.none': 'Pas encore de messages WhatsApp ni de SMS pour cette réservation.',
  'manage.messages.current': 'Les messages vont au {phone} par {channels}.',
}

export const refund: Record<SectionKey<'refund'>, string> = {
  'refund.to.card': 'votre carte se terminant par {last4}',
  'refund.to.cardUnknown': 'la carte utilisée',
  'refund.to.mobileMoney': '{network} {phone}',
  'refund.to.mobileMoneyUnknown': 'le compte mobile money utilisé',
  'refund.delay.card': 'Les banques mettent 5 à 10 jours à l’afficher.',
  'refund.delay.mobileMoney': 'Les portefeuilles mobile money l’affichent en général sous quelques jours.',
}
