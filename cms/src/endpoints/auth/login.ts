import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { signInTraveller } from '../../services/auth/signInTraveller'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * POST /api/users/login (replaces Payload's): the session token goes into the traveller cookie only,
 * never into the body. Unknown address and wrong password answer alike (services/auth/signInTraveller.ts);
 * 423 once that address and client reached the contract's failures.
 */
export const loginEndpoint = contractEndpoint(API.login, {
  handler: async ({ req, body: data, keyedLimits }) => {
    const outcome = await signInTraveller(req, data, keyedLimits.failures)
    if (outcome.kind === 'locked')
      return apiError(423, { message: 'errors.accountLocked' }, { 'retry-after': outcome.retryAfter })
    if (outcome.kind === 'refused') return apiError(401, { message: 'errors.invalidCredentials' })
    return Response.json({ message: 'ok', user: outcome.user }, { headers: { 'set-cookie': outcome.cookie } })
  },
})
