import { type Locale, pickupOffersOf, translate } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../payload-types'
import { entryRequirementLines } from '../content/entryRequirementLines'
import { entryRequirementsFor } from '../content/entryRequirementsFor'
import { sitePage } from '../lib/sitePage'
import type { KindMailParts, MailBlock, MailLeg } from '../mail/mailParts'
import { flightLegEvents } from './flightCalendar'
import { flightRecordOf } from './flightRecord'
import {
  itineraryDestination,
  mailJourneys,
  passengersOf,
  type StoredItinerary,
  travellerLines,
} from './itineraryLines'
import { ticketingHours } from './travellerTickets'

/** What a flight's confirmation is drawn from, read beforehand (flightConfirmationParts). */
export type FlightMailFacts = {
  itinerary: StoredItinerary
  reference: string
  locale: Locale
  /** The passengers' names as in their passports (never their passport details). */
  passengerNames?: string[]
  /** The destination's entry requirements for the passengers' nationalities, as lines (entryRequirementLines). */
  entryRequirements?: string[]
  /** The airport-taxi page in the booking's language: the mail offers a pickup where each journey lands. */
  pickupUrl?: string
  /** Hours ticketing usually takes (site settings), said instead of the advisor's 24 hours. */
  ticketingHours?: number
}

type Translate = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => string

/** The flights' cards, under the itinerary's title, each flight's times on its airports' clocks. */
function flightsBlock(itinerary: StoredItinerary, t: Translate, locale: Locale): MailBlock {
  const journeys = mailJourneys(itinerary, locale)
  const legLine = (leg: MailLeg) =>
    t('itinerary.leg', {
      flight: leg.flight,
      from: leg.from,
      to: leg.to,
      departure: leg.departs,
      arrival: leg.arrives,
    })
  return {
    kind: 'flights',
    journeys,
    text: [
      t('itinerary.title'),
      ...journeys.flatMap((journey) => [journey.title, ...journey.legs.map(legLine)]),
    ],
  }
}

/** The pickup offers, each with the taxi page's address that fills its ride in. */
function pickupLines(itinerary: StoredItinerary, pickupUrl: string, t: Translate, locale: Locale): string[] {
  return [
    t('itinerary.pickupTitle'),
    ...pickupOffersOf(itinerary, locale).map((offer) =>
      t('itinerary.pickupMail', { offer: offer.text, url: `${pickupUrl}?${offer.query}` }),
    ),
  ]
}

/**
 * A flight's part of its confirmation: the journeys, the passengers and baggage, one calendar event
 * per flight, the entry requirements and pickup offers, the ticketing wait and a manage line naming
 * the reference. An itinerary without flights keeps only the manage line.
 */
export function flightMailParts(facts: FlightMailFacts): KindMailParts {
  const { itinerary, locale, reference } = facts
  const t: Translate = (key, params) => translate(locale, key, params)
  const manageLine = (url: string) => t('itinerary.manage', { url, reference })
  if (!itinerary.segments?.length) return { parts: [], events: [], manageLine }
  return {
    parts: [
      flightsBlock(itinerary, t, locale),
      ...travellerLines(itinerary, facts.passengerNames ?? [], locale),
    ],
    events: flightLegEvents(itinerary, { reference, locale }),
    notes: [
      ...(facts.entryRequirements ?? []),
      ...(facts.pickupUrl ? pickupLines(itinerary, facts.pickupUrl, t, locale) : []),
    ],
    nextSteps: facts.ticketingHours
      ? t('tickets.waiting', { hours: String(facts.ticketingHours) })
      : undefined,
    manageLine,
  }
}

/** The flight kind's confirmationParts (services/bookingKinds.ts): reads the passengers, the guide and the settings, then draws. */
export async function flightConfirmationParts(
  payload: Payload,
  booking: Booking,
  locale: Locale,
): Promise<KindMailParts | null> {
  const itinerary = (await flightRecordOf(payload, booking.id))?.itinerary
  if (!itinerary) return null
  const destination = itineraryDestination(itinerary)
  const passengers = await passengersOf(payload, booking.id)
  const requirements = destination
    ? await entryRequirementsFor(payload, { destination, nationalities: passengers.nationalities, locale })
    : null
  return flightMailParts({
    itinerary,
    reference: booking.reference ?? '',
    locale,
    passengerNames: passengers.names,
    entryRequirements: requirements ? entryRequirementLines(requirements, locale) : [],
    pickupUrl: sitePage(locale, '/airport-taxi'),
    ticketingHours: await ticketingHours(payload),
  })
}
