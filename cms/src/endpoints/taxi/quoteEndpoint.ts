import { pickupProblem } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { currentGeocoder } from '../../services/places/mapboxGeocoder'
import { resolvePickup } from '../../services/taxi/flightPickup'
import { createQuote } from '../../services/taxi/quoteStore'
import { unconfirmedPlace, willAskGeocoder } from '../../services/taxi/verifyRidePlaces'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, QUOTE_BODY_BYTES } from './limits'

/**
 * POST /api/taxi/quote: prices the ride on the server and stores the quote (quote_id, expires_at).
 * 422 with a taxiErrors key when the ride cannot be priced (outside the zones, two zones, too far,
 * a service not offered there). From an airport with a flight number, the pick-up is the flight's
 * expected landing and the answer states the flight and the free waiting (503 when the flight-status
 * provider cannot be reached). 429 past the contract's quotes a minute per client, counted with the
 * stored quote, or first when a provider will be asked.
 */
export const taxiQuoteEndpoint = contractEndpoint(API.taxiQuote, {
  maxBytes: QUOTE_BODY_BYTES,
  handler: async ({ req, body, limit: quoteLimit }) => {
    const { locale, ...asked } = body
    const geocoder = currentGeocoder()
    // The client's count comes before any provider is asked (the flight's landing, the geocoder);
    // otherwise it is made with the quote's own insert, one round trip for both. A ride refused in
    // memory is not counted: answering it costs less than counting it would.
    const countedFirst = Boolean(asked.flight_number) || (await willAskGeocoder(req.payload, geocoder, asked))
    if (countedFirst) {
      const limited = await quoteLimit(req)
      if (limited) return limited
    }
    const resolved = await resolvePickup(asked)
    if (resolved.kind === 'unavailable')
      return apiError(503, { message: 'taxiErrors.flightStatusUnavailable' })
    if (resolved.kind === 'invalid') {
      return apiError(422, {
        message: 'errors.invalidInput',
        fieldErrors: { [resolved.field]: resolved.message },
      })
    }
    const { ride } = resolved
    const now = new Date()
    const pickup = pickupProblem(ride.datetime, now.getTime())
    if (pickup) return apiError(422, { message: 'errors.invalidInput', fieldErrors: { datetime: pickup } })
    const unconfirmed = await unconfirmedPlace(req.payload, geocoder, ride)
    if (unconfirmed) {
      return apiError(422, {
        message: 'validation.coordinatesInvalid',
        fieldErrors: { [unconfirmed]: 'validation.coordinatesInvalid' },
      })
    }
    const counting = countedFirst ? undefined : await quoteLimit.counting(req)
    const result = await createQuote(req.payload, ride, locale, now, counting)
    if ('limited' in result) return result.limited
    if ('refusal' in result) return apiError(422, { message: result.refusal })
    const flight = resolved.kind === 'flight' ? { flight: resolved.flight } : {}
    return Response.json({ ...result.quote, ...flight }, { status: 201, headers: PRIVATE })
  },
})
