import type { SectionKey } from '../../i18n/keys.ts'

/** French UI strings of the cms side of payments: its error messages and the confirmation e-mail. */
export const paymentMails: Record<SectionKey<'paymentErrors' | 'paymentMail'>, string> = {
  'paymentMail.item.flight': 'Vol {route}',
  'paymentMail.item.passengers': 'Passagers : {count}',
  'paymentMail.item.nightsRooms': 'Nuits : {nights} · Chambres : {rooms}',
  'paymentMail.item.stay': '{dates} · Nuits : {nights} · Chambres : {rooms} · Adultes : {adults}',
  'paymentMail.subject': 'Votre réservation Nexovia {reference} est confirmée',
  'paymentMail.greeting': 'Merci d’avoir réservé avec Nexovia. Nous avons bien reçu votre paiement.',
  'paymentMail.reference': 'Référence de réservation : {reference}',
  'paymentMail.amount': 'Montant payé : {amount}',
  'paymentMail.item': 'Votre réservation : {item}',
  'paymentMail.details': 'Détails : {details}',
  'paymentMail.nextSteps.stayConfirmed':
    'Prochaines étapes : l’hôtel a confirmé votre séjour ; présentez son numéro de confirmation ci-dessus avec votre référence de réservation à l’arrivée. La réservation figure aussi dans Mes réservations de votre compte.',
  'paymentMail.nextSteps':
    'Prochaines étapes : un conseiller vous enverra vos billets électroniques ou votre bon d’hôtel sous 24 heures. Conservez votre référence de réservation pour toute question ; la réservation figure aussi dans Mes réservations de votre compte.',
  'paymentMail.manage':
    'Retrouvez votre réservation à tout moment sur {url} avec sa référence et cette adresse email.',
  'paymentMail.cancelled.subject': 'Votre réservation Nexovia {reference} est annulée',
  'paymentMail.cancelled.body':
    'Comme vous l’avez demandé, votre réservation {reference} ({item}) est annulée. {amount} est remboursé sur {to}. {delay}',
  'paymentMail.duplicate.subject':
    'Un second paiement de votre réservation Nexovia {reference} est remboursé',
  'paymentMail.duplicate.body':
    'Votre réservation {reference} ({item}) a été payée deux fois. Elle reste réservée et payée une seule fois : le second paiement, {amount}, est remboursé sur le compte d’où il vient. Les portefeuilles mobile money l’affichent en général sous quelques jours, les cartes sous 5 à 10 jours.',
  'paymentMail.signature': 'L’équipe Nexovia',
  'paymentErrors.packageNotFound': "Ce forfait n'est plus disponible.",
  'paymentErrors.hotelNotFound': "Cet hôtel n'est plus disponible.",
  'paymentErrors.noRoomLeftOn':
    'Plus aucune chambre de ce type n’est libre la nuit du {night}. Choisissez un autre type de chambre, d’autres dates ou un autre hôtel.',
  'paymentErrors.roomsShortOn':
    'Ce type de chambre n’a plus {rooms} chambres libres la nuit du {night}. Choisissez moins de chambres, un autre type de chambre ou d’autres dates.',
  'paymentErrors.roomsUnavailable':
    "Cet hôtel n'a plus autant de chambres libres. Choisissez moins de chambres ou un autre hôtel.",
  'paymentErrors.stayPriceChanged':
    "L'hôtel a changé le prix de cette chambre depuis votre recherche. Rien n'a été débité : relancez la recherche pour voir le nouveau prix.",
  'paymentMail.supplierConfirmation': "Numéro de confirmation de l'hôtel : {confirmation}",
  'paymentErrors.passengersChanged':
    'Ce prix vaut pour les voyageurs de votre recherche. Relancez la recherche avec le nombre de voyageurs que vous réservez.',
  'paymentErrors.sessionNotFound': 'Session de paiement introuvable.',
  'paymentErrors.invalidSignature': 'Signature d’événement de paiement invalide.',
  'paymentErrors.cardDeclined': 'Votre carte a été refusée. Veuillez essayer une autre carte.',
  'paymentErrors.insufficientFunds': 'Fonds insuffisants sur votre carte. Veuillez essayer une autre carte.',
  'paymentErrors.invalidCard': 'Veuillez vérifier les informations de la carte.',
  'paymentErrors.sessionExpired':
    'Cette session de paiement a expiré (30 minutes au plus). Veuillez recommencer.',
  'paymentErrors.sessionClosed': 'Ce paiement a déjà été effectué.',
  'paymentErrors.checkoutUnavailable':
    'Le paiement est momentanément indisponible. Veuillez réessayer dans un instant.',
}
