/** English UI strings: the concierge form. */
export const concierge = {
  'concierge.title': 'Concierge Service',
  'concierge.subtitle':
    'Group, business or last-minute travel: tell us about your trip and a travel expert takes care of the rest.',
  'concierge.promise': 'We reply within 24 hours',
  'concierge.hours': 'Available: {hours}',
  'concierge.form.title': 'Send us your request',
  'concierge.form.name': 'Full name',
  'concierge.form.email': 'Email',
  'concierge.form.phone': 'Phone',
  'concierge.form.tripDetails': 'Trip details',
  'concierge.form.tripDetailsPlaceholder': 'Destination, dates, number of travellers, budget...',
  'concierge.form.submit': 'Send Request',
  'concierge.form.sending': 'Sending...',
  'concierge.contact.title': 'Contact us directly',
  'concierge.contact.phoneUs': 'United States',
  'concierge.contact.phoneCi': "Côte d'Ivoire",
  'concierge.contact.email': 'Email',
  'concierge.contact.whatsapp': 'Chat on WhatsApp',
  'concierge.services.title': 'Our concierge services',
  'concierge.services.group.title': 'Group travel',
  'concierge.services.group.description':
    'Family reunions, weddings, church and association trips: one contact for flights, hotels and transfers.',
  'concierge.corporate.title': 'Business travel',
  'concierge.corporate.description':
    "Flexible fares, invoices for your company and a dedicated advisor for your teams' trips.",
  'concierge.lastMinute.title': 'Last-minute travel',
  'concierge.lastMinute.description':
    'An urgent departure? We find the seats and the rooms, even at short notice.',
  'concierge.states.success': "Request sent successfully! We'll contact you within 24h.",
  'concierge.states.errorTitle': 'Error sending request',
  'concierge.states.errorRetry': 'Please try again',
  'concierge.mail.confirmation.subject': 'We have received your concierge request',
  'concierge.mail.confirmation.greeting': 'Hello,',
  'concierge.mail.confirmation.body':
    'Thank you for contacting the Nexovia concierge. A travel expert will reply within 24 hours (Monday to Sunday, 8 AM to 10 PM Eastern Time).',
  'concierge.mail.confirmation.signature': 'The Nexovia team',
  'concierge.mail.team.subject': 'New concierge request from {name}',
} as const
