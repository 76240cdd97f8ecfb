import { startDuffelDouble } from '../../tests/fixtures/duffelDouble.ts'
import { answerStays } from '../../tests/fixtures/duffelStays.ts'

/**
 * Duffel Stays for the browser tests of the providers' run (E2E_FLUTTERWAVE=1): the local double of
 * api.duffel.com answering its recorded hotel in Accra, quote and booking; its environment makes the cms
 * sell hotels from it. The providers' journeys search no flight, so the flight engine's switch to the
 * same token changes nothing they see.
 */
export async function startDuffelStaysStand() {
  const double = await startDuffelDouble()
  answerStays(double, 'success')
  return {
    env: {
      HOTELS_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: 'duffel_test_e2e_double',
      DUFFEL_API_URL: double.url,
    },
    stop: () => double.stop(),
  }
}
