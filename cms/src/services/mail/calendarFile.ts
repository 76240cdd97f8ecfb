import { createEvents } from 'ics'
import type { MailAttachment } from './mailAttachment'

/** One event of a trip (a flight, a stay, a pick-up): instants, so every calendar shows it on its reader's clock. */
export type CalendarEvent = {
  /** Stable across mails of the same booking, so a calendar updates the event instead of doubling it. */
  uid: string
  title: string
  start: Date | string
  end: Date | string
  location?: string
  description?: string
}

/** The epoch milliseconds of an instant written with its offset ("2026-12-15T08:35:00-05:00"). */
const instantOf = (at: Date | string): number => (typeof at === 'string' ? Date.parse(at) : at.getTime())

/**
 * The text with every CR or CR LF written as LF. The `ics` package escapes LF ("\\n") but writes a
 * bare CR as it is, which a calendar reads as the end of the line: a pick-up address holding one
 * would add a property of its own choosing to the event.
 */
const lineFeedsOnly = (text: string) => text.replace(/\r\n?/g, '\n')

/** An iCalendar file (RFC 5545) of the events, written by the `ics` package; times in UTC. */
export function calendarText(events: readonly CalendarEvent[]): string {
  const { error, value } = createEvents(
    events.map((event) => ({
      uid: event.uid,
      title: lineFeedsOnly(event.title),
      start: instantOf(event.start),
      end: instantOf(event.end),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      ...(event.location ? { location: lineFeedsOnly(event.location) } : {}),
      ...(event.description ? { description: lineFeedsOnly(event.description) } : {}),
      status: 'CONFIRMED' as const,
      busyStatus: 'BUSY' as const,
      productId: 'nexovia/mail',
    })),
  )
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return value
}

/** The events as a mail's calendar attachment; none when there is nothing to put in a calendar. */
export const calendarAttachment = (events: readonly CalendarEvent[], filename: string): MailAttachment[] =>
  events.length
    ? [
        {
          filename,
          content: calendarText(events),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ]
    : []
