/** English UI strings of the cms side of payments: its error messages and the confirmation e-mail. */
export const paymentMails = {
  'paymentMail.item.flight': 'Flight {route}',
  'paymentMail.item.passengers': 'Passengers: {count}',
  'paymentMail.item.nightsRooms': 'Nights: {nights} · Rooms: {rooms}',
  'paymentMail.item.stay': '{dates} · Nights: {nights} · Rooms: {rooms} · Adults: {adults}',
  'paymentMail.subject': 'Your Nexovia booking {reference} is confirmed',
  'paymentMail.greeting': 'Thank you for booking with Nexovia. Your payment has been received.',
  'paymentMail.reference': 'Booking reference: {reference}',
  'paymentMail.amount': 'Amount paid: {amount}',
  'paymentMail.item': 'What you booked: {item}',
  'paymentMail.details': 'Details: {details}',
  'paymentMail.nextSteps.stayConfirmed':
    'Next steps: the hotel has confirmed your stay; show its confirmation number above with your booking reference at check-in. The booking is also listed under My Bookings in your account.',
  'paymentMail.nextSteps':
    'Next steps: an advisor will send your e-tickets or hotel voucher within 24 hours. Keep your booking reference for any question; the booking is also listed under My Bookings in your account.',
  'paymentMail.manage': 'See your booking at any time at {url} with its reference and this email address.',
  'paymentMail.cancelled.subject': 'Your Nexovia booking {reference} is cancelled',
  'paymentMail.cancelled.body':
    'As you asked, your booking {reference} ({item}) is cancelled. {amount} is refunded to {to}. {delay}',
  'paymentMail.duplicate.subject': 'A second payment for your Nexovia booking {reference} is refunded',
  'paymentMail.duplicate.body':
    'Your booking {reference} ({item}) was paid twice. It stays booked and paid once: the second payment, {amount}, is refunded to the account it came from. Mobile-money wallets usually show it within a few days, cards within 5 to 10 days.',
  'paymentMail.signature': 'The Nexovia team',
  'paymentErrors.packageNotFound': 'This package is no longer available.',
  'paymentErrors.hotelNotFound': 'This hotel is no longer available.',
  'paymentErrors.noRoomLeftOn':
    'No room of this type is left for the night of {night}. Choose another room type, other dates or another hotel.',
  'paymentErrors.roomsShortOn':
    'This room type does not have {rooms} rooms left for the night of {night}. Choose fewer rooms, another room type or other dates.',
  'paymentErrors.roomsUnavailable':
    'This hotel does not have that many rooms left. Choose fewer rooms or another hotel.',
  'paymentErrors.stayPriceChanged':
    'The hotel has changed the price of this room since your search. Nothing was charged: search again to see the new price.',
  'paymentMail.supplierConfirmation': 'Hotel confirmation number: {confirmation}',
  'paymentErrors.passengersChanged':
    'This price is for the travellers of your search. Search again with the number of travellers you are booking.',
  'paymentErrors.sessionNotFound': 'Payment session not found.',
  'paymentErrors.invalidSignature': 'Invalid payment event signature.',
  'paymentErrors.cardDeclined': 'Your card was declined. Please try another card.',
  'paymentErrors.insufficientFunds': 'Your card has insufficient funds. Please try another card.',
  'paymentErrors.invalidCard': 'Please check the card details.',
  'paymentErrors.sessionExpired':
    'This payment session has expired (30 minutes at most). Please start again.',
  'paymentErrors.sessionClosed': 'This payment has already been made.',
  'paymentErrors.checkoutUnavailable': 'Payment is temporarily unavailable. Please try again in a moment.',
} as const
