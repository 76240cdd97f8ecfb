import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { mailResetCode } from '../../services/accounts/forgotPassword'
import { resetPassword } from '../../services/accounts/resetPassword'
import { contractEndpoint } from '../contract/contractEndpoint'

/**
 * POST /api/users/forgot-password (replaces Payload's). The answer is the same, and as fast,
 * whether or not the address has an account: the lookup and the mail happen after answering.
 */
export const forgotPasswordEndpoint = contractEndpoint(API.forgotPassword, {
  handler: async ({ req, body, keyedLimits }) => {
    mailResetCode(req, body, keyedLimits.mails).catch((cause) =>
      req.payload.logger.error({ err: cause, msg: 'password reset mail failed' }),
    )
    return Response.json({ message: 'auth.forgot.sent' })
  },
})

/** POST /api/users/reset-password (replaces Payload's): a new password by the mailed code. */
export const resetPasswordEndpoint = contractEndpoint(API.resetPassword, {
  handler: async ({ req, body }) => {
    const outcome = await resetPassword(req, body)
    if (outcome.kind === 'refused') return outcome.refusal
    if (outcome.kind === 'code_invalid')
      return apiError(400, {
        message: 'errors.resetTokenInvalid',
        fieldErrors: { token: 'errors.resetTokenInvalid' },
      })
    return Response.json({ message: 'auth.reset.successMessage' })
  },
})
