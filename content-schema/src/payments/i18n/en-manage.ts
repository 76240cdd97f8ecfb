/** /manage-booking: a booking found by its reference and the address it was booked with. */
export const manage = {
  'manage.title': 'Manage your booking',
  'manage.intro': 'Enter the reference from your confirmation email and the email address you booked with.',
  'manage.reference': 'Booking reference',
  'manage.referenceHint': 'For example NX-7K3Q9P',
  'manage.email': 'Email address',
  'manage.find': 'Find my booking',
  'manage.finding': 'Searching…',
  'manage.referenceRequired': 'Enter your booking reference',
  'manage.referenceInvalid': 'A reference looks like NX-7K3Q9P (letters and digits, no O, I, 0 or 1)',
  'manage.notFound':
    'No booking matches this reference and email address. Check both against your confirmation email.',
  'manage.status': 'Status',
  'manage.supplierConfirmation': 'Hotel confirmation number',
  'manage.bought': 'What you booked',
  'manage.dates': 'Dates',
  'manage.amount': 'Amount paid',
  'manage.refunded': 'Refunded: {amount}',
  'manage.driver': 'Driver: {name}, {plate}',
  'manage.resend': 'Email the confirmation again',
  'manage.resending': 'Sending…',
  'manage.resent': 'The confirmation is on its way to {email}.',
  'manage.another': 'Look up another booking',
  'manage.help': 'To change or cancel, contact us with your reference: we answer within a day.',
  'manage.link': 'Manage a booking',
  'manage.cancel.free': 'Free cancellation until {date}: you get {amount} back.',
  'manage.cancel.start': 'Cancel this booking',
  'manage.cancel.confirmTitle': 'Cancel booking {reference}?',
  'manage.cancel.confirmText': '{amount} is refunded to {to}. {delay} This cannot be undone.',
  'manage.cancel.confirm': 'Yes, cancel and refund',
  'manage.cancel.keep': 'Keep my booking',
  'manage.cancel.cancelling': 'Cancelling…',
  'manage.cancel.done': 'Your booking is cancelled; {amount} is on its way back to {to}. {delay}',
  'manage.cancel.refused': 'This booking can no longer be cancelled online. Contact us with its reference.',
  'manage.cancel.refundFailed':
    'The refund could not be made, so nothing was cancelled. Please try again in a few minutes.',
} as const

/** Where a refund goes and how long that method takes (payments/refund-words.ts): the page and the mail. */
export const refund = {
  'refund.to.card': 'your card ending {last4}',
  'refund.to.cardUnknown': 'the card you paid with',
  'refund.to.mobileMoney': '{network} {phone}',
  'refund.to.mobileMoneyUnknown': 'the mobile-money account you paid with',
  'refund.delay.card': 'Banks take 5 to 10 days to show it.',
  'refund.delay.mobileMoney': 'Mobile-money wallets usually show it within a few days.',
} as const
