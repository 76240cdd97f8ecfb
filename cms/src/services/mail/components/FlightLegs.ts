import { Section, Text } from '@react-email/components'
import { createElement as h } from 'react'
import type { MailLeg } from '../mailParts'
import { card, cardTitle, label, value } from './mailStyles'

type Journey = { title: string; legs: readonly MailLeg[] }

/** One flight: its number and route, then its departure and arrival on its airports' clocks. */
const leg = (flight: MailLeg, words: { departs: string; arrives: string }) =>
  h(
    'div',
    { key: `${flight.flight}-${flight.departs}` },
    h(Text, { style: { ...value, fontWeight: 700 } }, `${flight.flight} · ${flight.from} → ${flight.to}`),
    h(Text, { style: label }, words.departs),
    h(Text, { style: value }, flight.departs),
    h(Text, { style: label }, words.arrives),
    h(Text, { style: value }, flight.arrives),
  )

/** Each journey of a trip in its card under its title, each flight in it. */
export function FlightLegs({
  journeys,
  words,
}: {
  journeys: readonly Journey[]
  words: { departs: string; arrives: string }
}) {
  return h(
    'div',
    null,
    ...journeys.map((journey) =>
      h(
        Section,
        { key: journey.title, style: card },
        h(Text, { style: cardTitle }, journey.title),
        ...journey.legs.map((flight) => leg(flight, words)),
      ),
    ),
  )
}
