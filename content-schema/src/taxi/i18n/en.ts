/** English strings of the cms side of the airport taxi: its error messages and its e-mails. */
export const taxi = {
  'taxiMail.service.taxi': 'Taxi',
  'taxiMail.service.private_chauffeur': 'Private chauffeur',
  'taxiMail.service.vtc': 'VTC',
  'taxiMail.service.yango': 'Yango',
  'taxiMail.item': 'Airport transfer: {from} → {to}',
  'taxiMail.details': '{when} · {service} · Passengers: {passengers} · Luggage: {luggage}',
  'taxiMail.nextSteps':
    'Next steps: we assign a driver to your ride and e-mail you their name and licence plate before the pick-up. Keep your booking reference for any question.',
  'taxiMail.assigned.subject': 'Your driver for {when}',
  'taxiMail.assigned.greeting': 'Good news: a driver has been assigned to your ride.',
  'taxiMail.assigned.driver': 'Driver: {name}',
  'taxiMail.assigned.plate': 'Licence plate: {plate}',
  'taxiMail.assigned.ride': 'Ride: {from} → {to}, {when}',
  'taxiMail.assigned.help':
    'Your driver will wait at the pick-up point. Reply to this e-mail if anything changes.',
  'taxiMail.cancelled.subject': 'Your ride on {when} is cancelled',
  'taxiMail.cancelled.greeting': 'We are sorry: your ride has been cancelled.',
  'taxiMail.cancelled.ride': 'Ride: {from} → {to}, {when}',
  'taxiMail.cancelled.refund':
    'We have refunded {amount} to the card you paid with. Depending on your bank, it shows on your statement within 5 to 10 days.',
  'taxiMail.cancelled.help': 'Reply to this e-mail, or ask our concierge, if you still need a ride.',
  'taxiErrors.outsideZones': 'We only serve the north-east United States and West Africa for now.',
  'taxiErrors.zonesDiffer': 'The pick-up and the drop-off must be in the same region.',
  'taxiErrors.tooFar': 'This ride is too long for a transfer. Please contact our concierge.',
  'taxiErrors.serviceUnavailable': 'This service is not offered in this region.',
  'taxiErrors.quoteNotFound': 'This quote is unknown. Please ask for a new quote.',
  'taxiErrors.quoteExpired': 'This quote has expired. Please ask for a new quote.',
  'taxiErrors.quoteMismatch': 'The ride changed since the quote. Please ask for a new quote.',
  'taxiErrors.rideNotFound': 'Unknown ride.',
  'taxiErrors.driverNotFound': 'Unknown driver.',
  'taxiErrors.rideNotPaid': 'Only a paid ride without a driver can be assigned.',
  'taxiErrors.driverUnavailable': 'This driver already has a ride within two hours of this one.',
  'taxiErrors.driverWrongZone': 'This driver works in another region.',
  'taxiErrors.transitionRefused': 'This ride cannot move to that status.',
  'taxiErrors.refundFailed':
    'The refund could not be made, so the ride was not cancelled. Please try again in a few minutes.',
} as const
