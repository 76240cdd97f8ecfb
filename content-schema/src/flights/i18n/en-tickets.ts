/** English UI strings of a flight's tickets (issue 31): the ticketing desk, the traveller's view, the mail. */
export const tickets = {
  'validation.pnrRequired': 'Enter the airline booking reference (PNR)',
  'validation.pnrInvalid': 'An airline booking reference has 6 letters and digits, e.g. ABC123',
  'validation.eTicketRequired': 'Enter the e-ticket number',
  'validation.eTicketInvalid': 'An e-ticket number has 13 digits',
  'validation.eTicketPrefix': "This number does not start with the airline's ticketing code",
  'validation.eTicketsCount': 'Enter one e-ticket number per passenger',
  'validation.eTicketRepeated': 'Each passenger has their own e-ticket number',
  'ticketErrors.notWaiting': 'This booking is no longer waiting for tickets: reload the desk.',

  'admin.nav.tickets': 'Ticketing',
  'admin.tickets.title': 'Ticketing desk',
  'admin.tickets.intro': 'Paid flight bookings waiting for tickets, oldest first.',
  'admin.tickets.empty': 'No flight booking is waiting for tickets.',
  'admin.tickets.loadFailed': 'The bookings waiting for tickets could not be loaded.',
  'admin.tickets.reference': 'Reference',
  'admin.tickets.waitingFor': 'Paid',
  'admin.tickets.waitedHours': '{hours} h {minutes} min ago',
  'admin.tickets.flights': 'Flights',
  'admin.tickets.passengers': 'Passengers',
  'admin.tickets.issue': 'Enter tickets',
  'admin.tickets.issueLabel': 'Enter the tickets of {reference}',
  'admin.tickets.formTitle': 'Tickets of {reference}',
  'admin.tickets.pnr': 'Airline booking reference (PNR)',
  'admin.tickets.eTicket': 'E-ticket of {name}',
  'admin.tickets.prefixHint': '{airline} e-tickets start with {prefix}.',
  'admin.tickets.save': 'Save and mail the traveller',
  'admin.tickets.close': 'Close',
  'admin.tickets.saved': '{reference} is ticketed (PNR {pnr}); the traveller is mailed.',

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
