/**
 * What the notifier tells a traveller, and where (issue 45). Zod-free: the cms, the console and the
 * editors' panel share it.
 */

/** Every channel a message can leave by; e-mail and push are always on where they apply. */
export const MESSAGE_CHANNELS = ['email', 'push', 'whatsapp', 'sms'] as const
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number]

/** The channels that reach a phone number, each only with the traveller's consent. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const
export type TPhoneChannel = (typeof PHONE_CHANNELS)[number]

/** Each event's template variables, in the order WhatsApp's positional parameters ({{1}}, {{2}}) take them. */
export const MESSAGE_EVENT_VARIABLES = {
  bookingConfirmed: ['reference', 'item'],
  ticketIssued: ['reference', 'pnr'],
  stayConfirmed: ['reference', 'hotel'],
  driverAssigned: ['reference', 'driver', 'when'],
  pickupMoved: ['reference', 'when'],
  cancellationRefund: ['reference', 'amount'],
  mobileMoneyRefunded: ['reference', 'amount'],
  priceDropped: ['route', 'price'],
  // A ride cancelled (by staff, or its late payment refunded): the pick-up it was, and what went back.
  rideCancelled: ['reference', 'when', 'amount'],
} as const satisfies Record<string, readonly string[]>

export type TMessageEvent = keyof typeof MESSAGE_EVENT_VARIABLES
/** The events, as a closed list (the messages' and templates' select, the answers' enum). */
export const MESSAGE_EVENTS = [
  'bookingConfirmed',
  'ticketIssued',
  'stayConfirmed',
  'driverAssigned',
  'pickupMoved',
  'cancellationRefund',
  'mobileMoneyRefunded',
  'priceDropped',
  'rideCancelled',
] as const satisfies readonly TMessageEvent[]
export type TMessageVariables<E extends TMessageEvent> = Record<
  (typeof MESSAGE_EVENT_VARIABLES)[E][number],
  string
>

/** A message's life as the provider reports it; `skipped` when nobody may be sent it (consent gone). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number]

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The placeholders of a template's text that its event does not provide (empty when the text is good). */
export function unknownTemplateVariables(event: TMessageEvent, text: string): string[] {
  const known: readonly string[] = MESSAGE_EVENT_VARIABLES[event]
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name))
}

/** The text with each {{name}} replaced by its value (unknown names are left as they are). */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
}

/** A phone number in E.164: "+", a country code, 8 to 15 digits in all, no spaces. */
export const isE164 = (phone: string): boolean => /^\+[1-9]\d{7,14}$/.test(phone)

/** What a traveller typed ("+233 20 123 4567", "+1 (212) 555-0100") in E.164, or null. */
export function toE164(typed: string): string | null {
  const trimmed = typed.trim()
  if (!trimmed.startsWith('+')) return null
  const phone = `+${trimmed.slice(1).replace(/[\s().-]/g, '')}`
  return isE164(phone) ? phone : null
}
