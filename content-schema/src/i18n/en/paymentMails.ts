/** English UI strings of the cms side of payments: its error messages and the confirmation e-mail. */
export const paymentMails = {
  'paymentErrors.packageNotFound': 'This package is no longer available.',
  'paymentErrors.hotelNotFound': 'This hotel is no longer available.',
  'paymentErrors.sessionNotFound': 'Payment session not found.',
  'paymentErrors.cardDeclined': 'Your card was declined. Please try another card.',
  'paymentErrors.insufficientFunds': 'Your card has insufficient funds. Please try another card.',
  'paymentErrors.invalidCard': 'Please check the card details.',
  'paymentErrors.sessionExpired':
    'This payment session has expired (30 minutes at most). Please start again.',
  'paymentErrors.sessionClosed': 'This payment has already been made.',
  'paymentErrors.checkoutUnavailable': 'Payment is temporarily unavailable. Please try again in a moment.',
} as const
