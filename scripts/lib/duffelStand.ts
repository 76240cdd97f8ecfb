import { answerAsSellingAirline, startDuffelDouble } from '../../tests/fixtures/duffelDouble.ts'
import { answerStays } from '../../tests/fixtures/duffelStays.ts'

/**
 * Duffel for the browser tests (E2E_DUFFEL=1): the local double of its API answering as an airline
 * that sells, orders and cancels the recorded offers, and as Duffel Stays with its recorded hotel in
 * Accra (quote and booking); its environment configures the cms for both.
 */
export async function startDuffelStand() {
  const double = await startDuffelDouble()
  answerAsSellingAirline(double)
  answerStays(double, 'success')
  return {
    env: {
      DUFFEL_ACCESS_TOKEN: 'duffel_test_e2e_double',
      DUFFEL_API_URL: double.url,
      HOTELS_SUPPLIER: 'duffel',
    },
    stop: () => double.stop(),
  }
}
