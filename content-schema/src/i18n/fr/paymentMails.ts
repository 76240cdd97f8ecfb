import type { SectionKey } from '../keys.ts'

/** French UI strings of the cms side of payments: its error messages and the confirmation e-mail. */
export const paymentMails: Record<SectionKey<'paymentErrors'>, string> = {
  'paymentErrors.packageNotFound': "Ce forfait n'est plus disponible.",
  'paymentErrors.hotelNotFound': "Cet hôtel n'est plus disponible.",
  'paymentErrors.sessionNotFound': 'Session de paiement introuvable.',
  'paymentErrors.cardDeclined': 'Votre carte a été refusée. Veuillez essayer une autre carte.',
  'paymentErrors.insufficientFunds': 'Fonds insuffisants sur votre carte. Veuillez essayer une autre carte.',
  'paymentErrors.invalidCard': 'Veuillez vérifier les informations de la carte.',
  'paymentErrors.sessionExpired':
    'Cette session de paiement a expiré (30 minutes au plus). Veuillez recommencer.',
  'paymentErrors.sessionClosed': 'Ce paiement a déjà été effectué.',
  'paymentErrors.checkoutUnavailable':
    'Le paiement est momentanément indisponible. Veuillez réessayer dans un instant.',
}
