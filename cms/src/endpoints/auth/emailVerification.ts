import { COLLECTION_SLUGS, ZVerifyEmailInput } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { route } from '../../http/contractRoute'
import { apiError } from '../../http/jsonResponses'
import { parseJsonBody } from '../../http/parseJsonBody'
import { confirmEmail, mailVerificationLink } from '../../services/accounts/emailVerification'
import { travellerFromRequest } from '../../services/auth/travellerSession'
import { authLimits } from './limits'

const privateJson = (body: unknown) =>
  Response.json(body, { headers: { 'cache-control': 'private, no-store' } })

/**
 * POST /api/account/verify-email {token}: the mailed link proves the address; the guest bookings made
 * with it join the account. No session is needed (the link may be opened on another device), and an
 * invalid, expired or outdated link gets one answer whatever the reason.
 */
export const verifyEmailEndpoint: Endpoint = {
  ...route(API.verifyEmail),
  handler: async (req) => {
    const limited = await authLimits.verifyEmail(req)
    if (limited) return limited
    const { data, error } = await parseJsonBody(req, ZVerifyEmailInput, 2048)
    if (error) return error
    const confirmed = await confirmEmail(req.payload, data.token)
    if (!confirmed) return apiError(400, { message: 'errors.verificationLinkInvalid' })
    return privateJson(confirmed)
  },
}

/** POST /api/account/verify-email/send: the signed-in traveller asks for the link again. */
export const sendVerificationEmailEndpoint: Endpoint = {
  ...route(API.sendVerificationEmail),
  handler: async (req) => {
    const limited = await authLimits.sendVerification(req)
    if (limited) return limited
    const traveller = await travellerFromRequest(req)
    if (!traveller) return apiError(401, { message: 'errors.unauthorized' })
    const user = await req.payload.findByID({
      collection: COLLECTION_SLUGS.users,
      id: traveller.id,
      depth: 0,
    })
    if (user.emailVerifiedAt) return privateJson({ alreadyVerified: true })
    await mailVerificationLink(req.payload, user)
    return privateJson({ alreadyVerified: false })
  },
}
