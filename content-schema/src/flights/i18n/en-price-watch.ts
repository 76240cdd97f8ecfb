/** English UI strings of price tracking (issue 45): the results' control, the links' pages, the account, the mails. */
export const priceWatch = {
  'priceWatch.track': 'Track prices',
  'priceWatch.hint':
    'We search this trip again every day and e-mail you when its cheapest price drops by 5 % or 25 USD or more.',
  'priceWatch.email': 'Your e-mail',
  'priceWatch.submit': 'Track this search',
  'priceWatch.tracking':
    'Tracking: we will e-mail you when the price drops. Stop any time from your account.',
  'priceWatch.confirmationSent': 'Almost done: open the link we sent to {email} to start tracking.',
  'priceWatch.limitReached':
    'You already track {count} searches, the most we keep for one traveller: stop one first (from your account or an alert).',
  'priceWatch.datesPast': 'These dates are past: search dates ahead to track their price.',
  'priceWatch.linkInvalid': 'This link is not valid or has expired.',
  'priceWatch.linkUsed': 'This link was already used: the search is tracked.',
  'priceWatch.confirm.title': 'Start tracking this search',
  'priceWatch.confirm.button': 'Start tracking',
  'priceWatch.confirm.done': 'Tracking started: we will e-mail you when the price drops.',
  'priceWatch.stop.title': 'Stop price alerts',
  'priceWatch.stop.button': 'Stop tracking',
  'priceWatch.stop.done': 'Stopped: no more alerts for this search.',
  'priceWatch.account.title': 'Tracked prices',
  'priceWatch.account.empty': 'No search is tracked. Use “Track prices” on flight results.',
  'priceWatch.account.lowest': 'Lowest price seen: {price}, {when}',
  'priceWatch.account.notChecked': 'Not checked yet: the first check is within a day.',
  'priceWatch.account.stopLabel': 'Stop tracking {trip}',
  'priceWatch.trip': '{origin} to {destination}, {dates}',

  'priceWatch.mail.confirmSubject': 'Confirm your price alert: {origin} to {destination}',
  'priceWatch.mail.confirmIntro': 'You asked Nexovia to track the price of {trip}.',
  'priceWatch.mail.confirmAction': 'Open this link within {days} days to start tracking:',
  'priceWatch.mail.confirmIgnore': 'Not you? Ignore this e-mail: nothing is tracked.',
  'priceWatch.mail.dropSubject': 'Price drop: {origin} to {destination} now {price}',
  'priceWatch.mail.dropIntro':
    'The cheapest price of {trip} dropped from {from} to {to} ({percent} % less), checked {when}.',
  'priceWatch.mail.dropOpen': 'See the flights:',
  'priceWatch.mail.dropStop': 'Stop these alerts in one click:',
} as const
