import { API } from '@nexovia/content-schema/api/endpoints'
import { apiError } from '../../http/jsonResponses'
import { changePassword, signOutEverywhere } from '../../services/accounts/changePassword'
import { readAccount, travellerSessionStatus, updateProfile } from '../../services/accounts/travellerAccount'
import { expiredTravellerCookie } from '../../services/auth/travellerSession'
import { travellerBookings } from '../../services/bookings/travellerBookings'
import { privateJson } from '../admin/adminEndpoint'
import { contractEndpoint } from '../contract/contractEndpoint'

const NO_STORE = 'private, no-store'

/** GET /api/account: the signed-in traveller's profile and whether the same browser holds an admin session. */
export const accountEndpoint = contractEndpoint(API.account, {
  handler: async ({ req, user }) => privateJson(await readAccount(req, user)),
})

/**
 * GET /api/account/status: whether the traveller cookie opens a session, answered 200 either way. A
 * cookie that opens none is deleted with the answer, as the 401 of the traveller's routes does.
 */
export const accountStatusEndpoint = contractEndpoint(API.accountStatus, {
  handler: async ({ req }) => {
    const { signedIn, isStale } = await travellerSessionStatus(req)
    const headers = new Headers({ 'cache-control': NO_STORE })
    if (isStale) headers.set('set-cookie', expiredTravellerCookie())
    return Response.json({ signedIn }, { headers })
  },
})

/** PATCH /api/account: the traveller edits their own profile; a new address is only asked for. */
export const updateAccountEndpoint = contractEndpoint(API.updateAccount, {
  handler: async ({ req, body, user }) => privateJson(await updateProfile(req, body, user)),
})

/** POST /api/account/password: a new password, the current one given (423 once that client is locked). */
export const changePasswordEndpoint = contractEndpoint(API.changePassword, {
  handler: async ({ req, body, user, keyedLimits }) => {
    const outcome = await changePassword(req, { data: body, failures: keyedLimits.failures }, user)
    switch (outcome.kind) {
      case 'refused':
        return outcome.refusal
      case 'locked':
        return apiError(423, { message: 'errors.accountLocked' })
      case 'current_wrong':
        return apiError(400, {
          message: 'errors.currentPasswordWrong',
          fieldErrors: { currentPassword: 'errors.currentPasswordWrong' },
        })
      case 'changed':
        return privateJson({ message: 'account.passwordChanged' })
    }
  },
})

/** POST /api/account/sign-out-everywhere: every session of the account ends, this one included. */
export const signOutEverywhereEndpoint = contractEndpoint(API.signOutEverywhere, {
  handler: async ({ req, user }) => {
    await signOutEverywhere(req, user)
    return Response.json(
      { message: 'account.signedOutEverywhere' },
      { headers: { 'cache-control': NO_STORE, 'set-cookie': expiredTravellerCookie() } },
    )
  },
})

/** GET /api/account/bookings: the traveller's own bookings, newest departure first. */
export const accountBookingsEndpoint = contractEndpoint(API.accountBookings, {
  handler: async ({ req, query, user }) =>
    privateJson({ docs: await travellerBookings(req.payload, query?.locale ?? 'en', user) }),
})
