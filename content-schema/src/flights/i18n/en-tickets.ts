/** English UI strings of a flight's tickets (issue 31): the ticketing desk, the traveller's view, the mail. */
export const tickets = {
  'ticketErrors.notWaiting': 'This booking is no longer waiting for tickets: reload the desk.',

  'tickets.title': 'Tickets',
  'tickets.waiting':
    'Ticketing: usually within {hours} hours. We email your e-tickets as soon as they are issued.',
  'tickets.ordering': 'Ticketing: the airline is issuing your tickets.',
  'tickets.ticketed': 'Ticketed: PNR {pnr}',
  'tickets.eTicket': 'E-ticket {number}: {name}',
  'tickets.refused':
    'The airline could not issue these tickets (the price or the seats changed): your payment is refunded in full.',
  'tickets.cancelled': 'These tickets are cancelled.',
  'tickets.checkIn': 'Check in with {airline}',
  'tickets.calendar': 'Add the flights to your calendar (.ics)',
  'tickets.fare': 'Fare conditions',

  'ticketMail.subject': 'Your e-tickets for Nexovia booking {reference}: PNR {pnr}',
  'ticketMail.body':
    'Your flights of booking {reference} are ticketed. Airline booking reference (PNR): {pnr}. Use it to check in with {airline}: {checkIn}',
  'ticketMail.eTicket': 'E-ticket {number}: {name}',
} as const
