import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerAsSellingAirline, startDuffelDouble } from '../../tests/fixtures/duffelDouble.ts'
import { answerStays } from '../../tests/fixtures/duffelStays.ts'

type Double = Awaited<ReturnType<typeof startDuffelDouble>>
type OfferRequest = { data?: { slices?: { departure_date?: string }[] } }

/**
 * The airline's prices for the browser tests, which run in another process than the double:
 * `POST /offer-prices/{YYYY-MM-DD}/{factor}` multiplies every offer's total for trips leaving that
 * day (a price tracked by a journey drops; other journeys' dates keep the recorded prices).
 */
async function startPriceControl(double: Double) {
  const factors = new Map<string, number>()
  double.answer('POST /air/offer_requests/', (body) => {
    const factor = factors.get((body as OfferRequest).data?.slices?.[0]?.departure_date ?? '') ?? 1
    return {
      status: 201,
      fixture: 'offer-request-round-trip.json',
      edit: (json) => {
        for (const offer of (json.data as { offers: { total_amount: string }[] }).offers)
          offer.total_amount = (Number(offer.total_amount) * factor).toFixed(2)
        return json
      },
    }
  })
  const server = createServer((request, response) => {
    const [, date, factor] = /^\/offer-prices\/(\d{4}-\d{2}-\d{2})\/([\d.]+)$/.exec(request.url ?? '') ?? []
    if (request.method !== 'POST' || !date || !factor) return void response.writeHead(404).end()
    factors.set(date, Number(factor))
    response.writeHead(204).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Duffel for the browser tests (E2E_DUFFEL=1): the local double of its API answering as an airline
 * that sells, orders and cancels the recorded offers, and as Duffel Stays with its recorded hotel in
 * Accra (quote and booking); its environment configures the cms for both, and names the price control
 * (DUFFEL_CONTROL_URL) for the journeys that lower a price.
 */
export async function startDuffelStand() {
  const double = await startDuffelDouble()
  answerAsSellingAirline(double)
  answerStays(double, 'success')
  const control = await startPriceControl(double)
  return {
    env: {
      DUFFEL_ACCESS_TOKEN: 'duffel_test_e2e_double',
      DUFFEL_API_URL: double.url,
      HOTELS_SUPPLIER: 'duffel',
      DUFFEL_CONTROL_URL: control.url,
      // The journeys run the daily price check at once: no pacing between the double's answers.
      PRICE_WATCH_SEARCH_GAP_MS: '0',
    },
    stop: async () => {
      await control.stop()
      await double.stop()
    },
  }
}
