import { API } from '@nexovia/content-schema/api/endpoints'
import { signUp } from '../../services/accounts/signUp'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * POST /api/users/register: public sign-up, validated with the form's own schema and rate-limited by
 * its contract entry; a registered address answers as a new one does (services/accounts/signUp.ts).
 */
export const registerEndpoint = contractEndpoint(API.register, {
  handler: async ({ req, body }) => {
    const outcome = await signUp(req.payload, body)
    if (outcome.kind === 'refused') return outcome.refusal
    return Response.json({ message: 'auth.signup.success' }, { status: 201 })
  },
})
