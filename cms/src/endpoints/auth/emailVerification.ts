import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { confirmEmail, resendVerificationLink } from '../../services/accounts/emailVerification'
import { contractEndpoint } from '../contract/contractEndpoint'

const privateJson = (body: unknown) =>
  Response.json(body, { headers: { 'cache-control': 'private, no-store' } })

/**
 * POST /api/account/verify-email {token}: the mailed link proves the address; the guest bookings made
 * with it join the account. No session is needed (the link may be opened on another device), and an
 * invalid, expired or outdated link gets one answer whatever the reason.
 */
export const verifyEmailEndpoint = contractEndpoint(API.verifyEmail, {
  maxBytes: 2048,
  handler: async ({ req, body: data }) => {
    const confirmed = await confirmEmail(req.payload, data.token)
    if (!confirmed) return apiError(400, { message: 'errors.verificationLinkInvalid' })
    return privateJson(confirmed)
  },
})

/** POST /api/account/verify-email/send: the signed-in traveller asks for the link again. */
export const sendVerificationEmailEndpoint = contractEndpoint(API.sendVerificationEmail, {
  handler: async ({ req, user: traveller }) =>
    privateJson(await resendVerificationLink(req.payload, traveller.id)),
})
