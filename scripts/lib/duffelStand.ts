import { answerAsSellingAirline, startDuffelDouble } from '../../tests/fixtures/duffelDouble.ts'

/**
 * Duffel for the browser tests (E2E_DUFFEL=1): the local double of its API answering as an airline
 * that sells, orders and cancels the recorded offers; its environment configures the cms for it.
 */
export async function startDuffelStand() {
  const double = await startDuffelDouble()
  answerAsSellingAirline(double)
  return {
    env: { DUFFEL_ACCESS_TOKEN: 'duffel_test_e2e_double', DUFFEL_API_URL: double.url },
    stop: () => double.stop(),
  }
}
