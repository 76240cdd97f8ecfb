import type { Locale } from '@nexovia/content-schema'
import type { CalendarEvent } from './calendarFile'

/** A label and its value in a card ("Booking reference" / "NX-4K7Q2M"). */
export type CardRow = { label: string; value: string }

/** One flight as the mail shows it: number, places and each time on its airport's clock, zone named. */
export type MailLeg = { flight: string; from: string; to: string; departs: string; arrives: string }

/**
 * A block of a mail: a card of rows (the booking summary, a stay, a ride) or the flights of a trip.
 * `text` is what the plain-text part says for it, so the text part reads as it always did.
 */
export type MailBlock =
  | { kind: 'card'; title: string; rows: CardRow[]; text: string[] }
  | { kind: 'flights'; journeys: { title: string; legs: MailLeg[] }[]; text: string[] }

/** A paragraph of a mail, or a block drawn by its own component. */
export type MailPart = string | MailBlock

/**
 * What a kind of booking adds to its confirmation: its blocks and lines (a flight's journeys, a stay's
 * or a ride's card), its calendar events, and what it says instead of the general lines.
 */
export type KindMailParts = {
  parts: MailPart[]
  events: CalendarEvent[]
  /** Lines after the calendar's: a flight's entry requirements and its pick-up offers. */
  notes?: string[]
  /** What happens next, instead of the advisor's voucher (a flight's ticketing, a ride's driver). */
  nextSteps?: string
  /** The line pointing to the manage-booking page, instead of the general one (a flight's names its reference). */
  manageLine?: (url: string) => string
}

/** What the HTML part is drawn from, kept on the message until the mail adapter renders it. */
export type MailContent = { locale: Locale; parts: readonly MailPart[] }

/** The plain-text part: paragraphs and each block's own lines, a blank line between. */
export const textOf = (parts: readonly MailPart[]): string =>
  parts.flatMap((part) => (typeof part === 'string' ? [part] : part.text)).join('\n\n')
