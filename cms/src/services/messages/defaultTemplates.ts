import type { Locale, TMessageEvent, TPhoneChannel } from '@nexovia/content-schema'

type Texts = Record<Locale, string>

/**
 * The first texts of each event's templates (the seed stores them; editors change them in the panel).
 * WhatsApp's are the ones to register with Meta under their approved names (docs/features/messages.md).
 * The French texts use a no-break space before ":" as the dictionaries do.
 */
export const DEFAULT_TEMPLATES: Record<TMessageEvent, { approvedName: string; body: Texts }> = {
  bookingConfirmed: {
    approvedName: 'nexovia_booking_confirmed',
    body: {
      en: 'Nexovia: booking {{reference}} is confirmed ({{item}}). Reply STOP to stop these messages.',
      fr: 'Nexovia\u00a0: la réservation {{reference}} est confirmée ({{item}}). Répondez STOP pour ne plus recevoir ces messages.',
    },
  },
  ticketIssued: {
    approvedName: 'nexovia_ticket_issued',
    body: {
      en: 'Nexovia: your tickets for {{reference}} are issued. Airline reference (PNR): {{pnr}}.',
      fr: 'Nexovia\u00a0: vos billets pour {{reference}} sont émis. Référence de la compagnie (PNR)\u00a0: {{pnr}}.',
    },
  },
  stayConfirmed: {
    approvedName: 'nexovia_stay_confirmed',
    body: {
      en: 'Nexovia: {{hotel}} confirmed your stay for booking {{reference}}.',
      fr: 'Nexovia\u00a0: {{hotel}} a confirmé votre séjour pour la réservation {{reference}}.',
    },
  },
  driverAssigned: {
    approvedName: 'nexovia_driver_assigned',
    body: {
      en: 'Nexovia: booking {{reference}}, your driver {{driver}} will meet you {{when}}.',
      fr: 'Nexovia\u00a0: réservation {{reference}}, votre chauffeur {{driver}} vous attendra {{when}}.',
    },
  },
  pickupMoved: {
    approvedName: 'nexovia_pickup_moved',
    body: {
      en: 'Nexovia: your flight changed; for booking {{reference}} the driver now meets you {{when}}.',
      fr: 'Nexovia\u00a0: votre vol a changé\u00a0; pour la réservation {{reference}}, le chauffeur vous attendra {{when}}.',
    },
  },
  cancellationRefund: {
    approvedName: 'nexovia_booking_cancelled',
    body: {
      en: 'Nexovia: booking {{reference}} is cancelled; {{amount}} is refunded.',
      fr: 'Nexovia\u00a0: la réservation {{reference}} est annulée\u00a0; {{amount}} vous sont remboursés.',
    },
  },
  mobileMoneyRefunded: {
    approvedName: 'nexovia_mobile_money_refunded',
    body: {
      en: 'Nexovia: {{amount}} was refunded to your mobile-money account for booking {{reference}}.',
      fr: 'Nexovia\u00a0: {{amount}} ont été remboursés sur votre compte mobile money pour la réservation {{reference}}.',
    },
  },
  priceDropped: {
    approvedName: 'nexovia_price_dropped',
    body: {
      en: 'Nexovia: the price of {{route}} dropped to {{price}}.',
      fr: 'Nexovia\u00a0: le prix de {{route}} est descendu à {{price}}.',
    },
  },
  rideCancelled: {
    approvedName: 'nexovia_ride_cancelled',
    body: {
      en: 'Nexovia: your ride for booking {{reference}} ({{when}}) is cancelled; {{amount}} is refunded.',
      fr: 'Nexovia\u00a0: votre course de la réservation {{reference}} ({{when}}) est annulée\u00a0; {{amount}} vous sont remboursés.',
    },
  },
}

/** The same texts serve WhatsApp and SMS at first; each channel's template is its own row after. */
export const defaultTemplateOf = (event: TMessageEvent, _channel: TPhoneChannel) => DEFAULT_TEMPLATES[event]
