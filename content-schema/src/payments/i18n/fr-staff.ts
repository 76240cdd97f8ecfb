import type { staffBooking as en } from './en-staff.ts'

/** Les actions de la console sur une réservation (issue 35). */
export const staffBooking: Record<keyof typeof en, string> = {
  'staffBooking.bookedFrom': 'Réservée du',
  'staffBooking.bookedTo': 'Réservée jusqu’au',
  'staffBooking.manage': 'Gérer',
  'staffBooking.manageLabel': 'Gérer la réservation {reference}',
  'staffBooking.title': 'Réservation {reference}',
  'staffBooking.refundTitle': 'Rembourser et annuler',
  'staffBooking.refundIntro':
    'Le voyageur récupère {amount} par le moyen de paiement utilisé et en est informé par e-mail.',
  'staffBooking.cancelTitle': 'Annuler la réservation',
  'staffBooking.cancelIntro': 'Non payée\u00a0: l’annuler ferme son paiement, qui ne peut plus aboutir.',
  'staffBooking.reason': 'Motif (conservé dans l’historique)',
  'staffBooking.refundButton': 'Rembourser {amount}',
  'staffBooking.cancelButton': 'Annuler la réservation',
  'staffBooking.refunded': 'Remboursée et annulée. Le voyageur a été prévenu par e-mail.',
  'staffBooking.cancelled': 'Annulée.',
  'staffBooking.notCancellable': 'Cette réservation est déjà remboursée ou annulée\u00a0: rien n’a changé.',
  'staffBooking.refundFailed':
    'Le prestataire de paiement a refusé le remboursement\u00a0: rien n’a changé. Réessayez plus tard.',
  'staffBooking.actionFailed': 'Cela n’a pas fonctionné. Réessayez dans un instant.',
  'staffBooking.note': 'Note',
  'staffBooking.addNote': 'Ajouter la note',
  'staffBooking.history': 'Historique',
  'staffBooking.historyEmpty': 'Aucune action de l’équipe sur cette réservation pour l’instant.',
  'staffBooking.tooManyNotes':
    'Cette réservation a reçu 30\u00a0notes dans l’heure\u00a0: écrivez la suivante plus tard.',
  'staffBooking.historyOlder': 'Afficher les lignes plus anciennes',
  'staffBooking.historyFailed': 'L’historique n’a pas pu être chargé. Réessayez dans un instant.',
  'staffBooking.entry': '{kind} par {author}',
  'staffBooking.kind.refund': 'Remboursée',
  'staffBooking.kind.cancel': 'Annulée',
  'staffBooking.kind.note': 'Note',
  'staffBooking.kind.assign_driver': 'Chauffeur attribué',
  'staffBooking.kind.ride_status': 'Course',
  'staffBooking.kind.ticketing': 'Billets émis',
  'staffBooking.ride.completed': 'terminée',
  'staffBooking.ride.cancelled': 'annulée',
}
