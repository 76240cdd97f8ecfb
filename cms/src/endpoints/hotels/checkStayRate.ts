import { API } from '@nexovia/content-schema/api/endpoints'
import { stayProblem } from '@nexovia/content-schema/hotels/stay-bounds'
import { isStayRateExpired } from '@nexovia/content-schema/hotels/stay-rate'
import { apiError } from '../../http/jsonResponses'
import { readStayRate } from '../../services/hotels/suppliers/signedStayRate'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE } from '../flights/limits'

/**
 * GET /api/hotels/data/stay-rate?token=: the supplier's rate a results page signed, for the payment
 * page, which cannot check the signature itself (the secret stays in the cms). 404 when the
 * signature does not hold (a forged or altered stay), 410 when the results are over an hour old or
 * the stay's dates are no longer sold; else what the rate sells. The checkout checks it again.
 */
export const checkStayRateEndpoint = contractEndpoint(API.stayRate, {
  handler: ({ query }) => {
    const rate = readStayRate(query.token)
    if (!rate) return apiError(404, { message: 'errors.offerNotFound' })
    if (isStayRateExpired(rate, new Date()) || stayProblem(rate.checkIn, rate.checkOut) !== null)
      return apiError(410, { message: 'errors.offerExpired' })
    return Response.json(rate, { headers: PRIVATE })
  },
})
