/** What the itinerary cards of /flights and /flight-results tell a traveller before choosing (issue 18). */
import { expect, type Page, test } from '@playwright/test'
import {
  arrivalDayOffset,
  dayOffsetLabel,
  layoversOf,
  type TFareFacts,
  type TFlightDataSearchResponse,
  type TFlightSearchResponse,
} from '../../../content-schema/src/index.ts'
import { daysAhead, flightsUrl, LOCALES, open, pathIn, searchInPage, tFor } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)
  const duration = (minutes: number) =>
    t('flights.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
  const stopsText = (layovers: { airport: string; minutes: number }[]) =>
    [
      layovers.length === 1
        ? t('flights.stopCount.one')
        : t('flights.stopCount.other', { count: layovers.length }),
      layovers
        .map(({ airport, minutes }) => t('flights.layover', { duration: duration(minutes), airport }))
        .join(', '),
    ].join(' · ')
  const allowance = (pieces: number, kg: number | null) =>
    pieces === 0
      ? t('flights.fare.noCheckedBag')
      : kg === null
        ? t('flights.fare.piecesNoWeight', { count: pieces })
        : t('flights.fare.pieces', { count: pieces, kg })
  const fareLines = (fare: TFareFacts) => [
    t('flights.fare.cabinBag', { allowance: allowance(fare.cabin_bags, fare.cabin_bag_kg) }),
    t('flights.fare.checkedBags', { allowance: allowance(fare.checked_bags, fare.checked_bag_kg) }),
    t(`flights.fare.change.${fare.change}`),
    t(`flights.fare.refund.${fare.refund}`),
  ]

  /**
   * A route with nonstops and connections searched from the form of /flights, with the search answer
   * the cards show (a deep link is answered by the server, which the browser cannot read: issue 41).
   */
  async function searchedCards(page: Page) {
    const answer = page.waitForResponse('**/api/flights/search')
    await searchInPage(page, locale)
    const itineraries = ((await (await answer).json()) as TFlightSearchResponse).itineraries
    const cards = page.getByTestId('itinerary')
    await expect(cards.first()).toBeVisible()
    return { cards, itineraries }
  }

  test.describe(`itinerary cards of /flights in ${locale}`, () => {
    test('should mark an arrival on a later local day with +1 beside the arrival time', async ({ page }) => {
      const { cards, itineraries } = await searchedCards(page)
      const offsets = itineraries.map((itinerary) =>
        arrivalDayOffset(itinerary.segments[0]!.dep, itinerary.segments.at(-1)!.arr),
      )
      expect(offsets.some((offset) => offset > 0)).toBe(true)
      for (const [index, itinerary] of itineraries.entries()) {
        const times = cards
          .and(page.locator(`[data-itinerary-id="${itinerary.itinerary_id}"]`))
          .locator('[data-testid="leg-outbound"] .itinerary__times [data-testid="day-offset"]')
        if (offsets[index] === 0) await expect(times).toHaveCount(0)
        else await expect(times).toHaveText(dayOffsetLabel(offsets[index]!))
      }
    })

    test('should name each layover airport and its duration', async ({ page }) => {
      const { itineraries } = await searchedCards(page)
      const connecting = itineraries.find((itinerary) => itinerary.stops > 0)!
      const card = page.locator(`[data-itinerary-id="${connecting.itinerary_id}"]`)
      await expect(card.locator('[data-testid="leg-outbound"] .itinerary__summary')).toHaveText(
        stopsText(layoversOf(connecting.segments)),
      )
      const nonstop = itineraries.find((itinerary) => itinerary.stops === 0)!
      const direct = page.locator(`[data-itinerary-id="${nonstop.itinerary_id}"]`)
      await expect(direct.getByTestId('itinerary-stops')).toHaveText(t('search.nonstop'))
      await expect(direct.getByTestId('itinerary-layovers')).toHaveCount(0)
    })

    test('should show the baggage allowance and fare conditions of each itinerary', async ({ page }) => {
      const { itineraries } = await searchedCards(page)
      for (const itinerary of itineraries.slice(0, 5)) {
        const card = page.locator(`[data-itinerary-id="${itinerary.itinerary_id}"]`)
        // Baggage and conditions are in the card's details.
        await card.getByTestId('itinerary-details').click()
        const fare = card.getByTestId('itinerary-fare')
        await expect(fare.getByRole('listitem')).toHaveText(fareLines(itinerary.fare!))
      }
    })

    test('should say when Refresh Price changed the price, striking the old one', async ({ page }) => {
      // The offline engine's drift is deterministic per quarter hour: a raised answer makes the change certain.
      await page.route('**/api/flights/reprice', async (route) => {
        const response = await route.fetch()
        const json = (await response.json()) as { price_total: number }
        await route.fulfill({ response, json: { ...json, price_total: json.price_total + 4_500 } })
      })
      const { cards } = await searchedCards(page)
      // Held by its id: a dearer price may move the card down the list sorted by price.
      const id = await cards.first().getAttribute('data-itinerary-id')
      const card = page.locator(`[data-itinerary-id="${id}"]`)
      const before = (await card.getByTestId('itinerary-price').textContent()) ?? ''
      await expect(card.getByTestId('price-change')).toHaveCount(0)
      await card.getByTestId('itinerary-details').click()
      await card.getByRole('button', { name: t('search.refreshPrice') }).click()
      const change = card.getByTestId('price-change')
      await expect(change).toContainText(t('flights.priceChanged.up'))
      await expect(change.locator('del')).toContainText(before)
      await expect(change.locator('strong')).toHaveText(
        (await card.getByTestId('itinerary-price').textContent()) ?? '',
      )
      expect(await change.locator('del').evaluate((del) => getComputedStyle(del).textDecorationLine)).toBe(
        'line-through',
      )
    })
  })

  test.describe(`the price time of /flights in ${locale}, read in Tokyo`, () => {
    test.use({ timezoneId: 'Asia/Tokyo' })

    test('should write the time the price was checked in UTC in the HTML, then on the reader clock, naming each zone', async ({
      page,
    }) => {
      const response = await page.goto(flightsUrl(locale))
      const html = (await response?.text()) ?? ''
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      // The server's runtime and the reader's zone differ: the HTML names UTC, the started island Tokyo.
      expect(html).toMatch(/data-testid="itinerary-fetched"[^>]*>[^<]*\(UTC\)/)
      await expect(page.getByTestId('itinerary-fetched').first()).toContainText('Tokyo')
    })
  })

  test.describe(`flight cards of /flight-results in ${locale}`, () => {
    test('should show +1, layovers, baggage and fare conditions', async ({ page }) => {
      const query = { origin: 'JFK', destination: 'ACC', departure_date: daysAhead(40) }
      // The page is searched on the server (issue 41): the same search asked of the API gives its flights.
      const answer = await page.request.post('/api/flights/data/search', { data: query })
      expect(answer.status()).toBe(200)
      await open(page, `${pathIn(locale, '/flight-results')}?${new URLSearchParams(query)}`)
      const flights = ((await answer.json()) as TFlightDataSearchResponse).data
      const connecting = flights.find((flight) => flight.stops > 0)!
      const card = page.getByTestId('flight-result').filter({ hasText: connecting.flight })
      await expect(card.locator('.itinerary__summary').last()).toContainText(stopsText(connecting.layovers))
      await expect(card.getByTestId('itinerary-fare').getByRole('listitem')).toHaveText(
        fareLines(connecting.fare!),
      )
      const later = flights.find((flight) => arrivalDayOffset(flight.departure, flight.arrival) > 0)!
      await expect(
        page.getByTestId('flight-result').filter({ hasText: later.flight }).first().getByTestId('day-offset'),
      ).toHaveText(dayOffsetLabel(arrivalDayOffset(later.departure, later.arrival)))
    })
  })
}
