/** English UI strings: flight search and its lead form. */
export const flights = {
  'flights.lead.success': 'Thank you! An advisor will contact you shortly',
  'flights.lead.priceNote': 'Prices may change until booking',
  'flights.lead.mail.teamSubject': 'New flight lead from {name}',
} as const
