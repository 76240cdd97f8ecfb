import { createTranslator, REFERENCE_RATES } from '@nexovia/content-schema'
import { frenchTextProblems } from '@nexovia/content-schema/i18n/frenchTextProblems'
import type { TTaxiQuoteResponse } from '@nexovia/content-schema/taxi/quote'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { messagesTranslator } from '../../lib/forms/messages'
import { islandProps } from '../../lib/islandProps'
import { QuoteCard } from './QuoteCard'
import { TAXI_BOOKING_KEYS } from './taxiMessages'

const FEES = { base_fee: 2_000, distance_fee: 0, time_fee: 0, night_surcharge: 0, airport_fee: 0 }

/** A pick-up following a late flight into Accra: 111 minutes' drive, landing at 2:25 (issue 42's). */
const quote: TTaxiQuoteResponse = {
  quote_id: 'q1',
  expires_at: '2027-01-01T00:00:00.000Z',
  service_type: 'yango',
  distance_km: 84.2,
  duration_min: 111,
  price: 30_163,
  currency: 'GHS',
  disclaimer: 'Prix indicatif.',
  breakdown: { ...FEES, child_seat_fee: 0, vip_fee: 0, extra_stop_fee: 0 },
  flight: {
    flight_number: 'KQ 512',
    airport: 'ACC',
    time_zone: 'Africa/Accra',
    status: 'delayed',
    scheduled_arrival: '2027-02-01T02:25:00.000Z',
    expected_arrival: '2027-02-01T04:40:00.000Z',
    local_pickup: { date: '2027-02-01', time: '04:40' },
    local_waiting_until: { date: '2027-02-01', time: '05:40' },
    free_waiting_minutes: 60,
  },
}

/** The card's visible text, a line per block, as a reader of the page's language sees it. */
function cardText(locale: 'en' | 'fr') {
  const { messages } = islandProps({ locale, t: createTranslator(locale) }, TAXI_BOOKING_KEYS)
  const html = renderToStaticMarkup(
    QuoteCard({
      quote,
      locale,
      money: { currency: 'GHS', rates: REFERENCE_RATES },
      t: messagesTranslator(messages),
    }),
  )
  return html
    .replace(/<\/(p|dd|dt|h2|h3|div)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', '’')
}

describe('QuoteCard (issue 42)', () => {
  it('should write the French quote with no ISO date, no "HH:MM" and no IANA zone name', () => {
    expect(frenchTextProblems(cardText('fr'))).toEqual([])
  })

  it('should say when the flight lands, was due and the waiting ends in French words', () => {
    const text = cardText('fr')
    expect([
      text.includes('le lun. 1 févr., 4\u00a0h\u00a040 (heure d’Accra)'),
      text.includes('prévu à 2\u00a0h\u00a025'),
      text.includes('jusqu’à 5\u00a0h\u00a040'),
      text.includes('1\u00a0h\u00a051\u00a0min'),
    ]).toEqual([true, true, true, true])
  })

  it('should write the English quote in words, the zone named by its city', () => {
    const text = cardText('en')
    expect([
      text.includes('lands at ACC on Mon, Feb 1 at 4:40 AM (Accra time)'),
      text.includes('due at 2:25 AM'),
      text.includes('until 5:40 AM'),
      text.includes('1\u00a0h\u00a051\u00a0min'),
      /Africa\/|\d{4}-\d{2}-\d{2}|111 min/.test(text),
    ]).toEqual([true, true, true, true, false])
  })
})
