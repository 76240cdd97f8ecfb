import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import { AuthenticationError } from 'payload'
import { PROFILE_UPDATE_CONTEXT } from '../../access/adminOrProfileEndpoint'
import { isAdminUser } from '../../access/roles'
import { clientAddress } from '../../http/clientAddress'
import { apiError } from '../../http/jsonResponses'
import { withAccountLock } from '../../services/accounts/accountLock'
import { mailAccountNotice } from '../../services/accounts/accountNotices'
import { refuseCommonPassword } from '../../services/accounts/commonPasswords'
import { requestEmailChange } from '../../services/accounts/emailChange'
import { readCookie, TRAVELLER_COOKIE } from '../../services/auth/sessionCookies'
import {
  endTravellerSessions,
  expiredTravellerCookie,
  staffFromRequest,
  travellerFromRequest,
} from '../../services/auth/travellerSession'
import { flightRecordsOf } from '../../services/flights/flightRecord'
import { itineraryLines } from '../../services/flights/itineraryLines'
import { travellerTickets } from '../../services/flights/travellerTickets'
import { supplierConfirmationOf } from '../../services/payments/bookingKinds'
import { ridesOfBookings } from '../../services/taxi/rideStore'
import { contractEndpoint } from '../contract/contractEndpoint'
import { signInFailures } from './limits'
import { publicProfile } from './session'

const privateJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

type Traveller = Parameters<typeof mailAccountNotice>[1]

// Every read and write below runs as the traveller (the route builder's `user`, from the traveller
// cookie), through the access rules (overrideAccess: false).

/** GET /api/account: the signed-in traveller's profile and whether the same browser holds an admin session. */
export const accountEndpoint = contractEndpoint(API.account, {
  handler: async ({ req, user: traveller }) => {
    const user = await req.payload.findByID({
      collection: COLLECTION_SLUGS.users,
      id: traveller.id,
      overrideAccess: false,
      user: traveller,
      depth: 0,
    })
    return privateJson({ user: publicProfile(user), isAdmin: isAdminUser(staffFromRequest(req)) })
  },
})

/**
 * GET /api/account/status: whether the traveller cookie opens a session, answered 200 either way. A
 * cookie that opens none is deleted with the answer, as the 401 of the traveller's routes does.
 */
export const accountStatusEndpoint = contractEndpoint(API.accountStatus, {
  handler: async ({ req }) => {
    const traveller = await travellerFromRequest(req)
    const isStale = !traveller && readCookie(req.headers, TRAVELLER_COOKIE) !== undefined
    return Response.json(
      { signedIn: traveller !== null },
      {
        headers: {
          'cache-control': 'private, no-store',
          ...(isStale ? { 'set-cookie': expiredTravellerCookie() } : {}),
        },
      },
    )
  },
})

/**
 * PATCH /api/account: the traveller edits their own profile, validated with the form's schema. A new
 * address is only asked for: a link goes to it, and the answer says so whether or not it is registered.
 */
export const updateAccountEndpoint = contractEndpoint(API.updateAccount, {
  handler: async ({ req, body: data, user: traveller }) => {
    const current = String(traveller.email).toLowerCase()
    const newAddress = data.email === current ? null : data.email
    // Cleared optional fields are sent as null so that emptying a field really empties it. The
    // address changes only through the link mailed to the new one (requestEmailChange).
    const user = await req.payload.update({
      collection: COLLECTION_SLUGS.users,
      id: traveller.id,
      data: {
        ...data,
        email: current,
        phone: data.phone ?? null,
        country: data.country ?? null,
        preferredDestination: data.preferredDestination ?? null,
      },
      overrideAccess: false,
      user: traveller,
      context: { [PROFILE_UPDATE_CONTEXT]: true },
      depth: 0,
    })
    if (newAddress) {
      // After the answer, which is the same whether or not another account has the address.
      requestEmailChange(req.payload, user, newAddress).catch((cause) =>
        req.payload.logger.error({ err: cause, msg: 'address change mail failed' }),
      )
    }
    return privateJson({ user: publicProfile(user), emailChangeSentTo: newAddress })
  },
})

/**
 * POST /api/account/password: a new password for the signed-in traveller. The current password
 * must be given (wrong guesses count toward the sign-in lock of that account and client), the new
 * one follows the sign-up rules, and every other session of the account ends.
 */
export const changePasswordEndpoint = contractEndpoint(API.changePassword, {
  handler: async ({ req, body: data, user: traveller }) => {
    const common = refuseCommonPassword(data.password)
    if (common) return common
    const email = String(traveller.email)
    const failureKey = `${email}|${clientAddress(req)}`
    if (await signInFailures.traveller.blocked(req, failureKey)) {
      return apiError(423, { message: 'errors.accountLocked' })
    }
    const account = { collection: COLLECTION_SLUGS.users, id: traveller.id }
    try {
      // The check, the new password and the end of the other sessions under one hold of the
      // account's lock: no sign-in with the old password reads the row before and writes it after.
      await withAccountLock(req, account, async () => {
        await req.payload.login({
          collection: COLLECTION_SLUGS.users,
          data: { email, password: data.currentPassword },
          req,
        })
        await req.payload.update({
          collection: COLLECTION_SLUGS.users,
          id: traveller.id,
          data: { password: data.password },
          overrideAccess: false,
          user: traveller,
          context: { [PROFILE_UPDATE_CONTEXT]: true },
          depth: 0,
          req,
        })
        // Ends every other session, the one the check above opened included.
        const exceptSid = (traveller as { _sid?: string })._sid
        await endTravellerSessions(req.payload, traveller.id as number, { exceptSid, req })
      })
    } catch (cause) {
      if (!(cause instanceof AuthenticationError)) throw cause
      await signInFailures.traveller.fail(req, failureKey)
      return apiError(400, {
        message: 'errors.currentPasswordWrong',
        fieldErrors: { currentPassword: 'errors.currentPasswordWrong' },
      })
    }
    await mailAccountNotice(req.payload, traveller as Traveller, 'passwordChanged')
    return privateJson({ message: 'account.passwordChanged' })
  },
})

/**
 * POST /api/account/sign-out-everywhere: every session of the account ends, this one included (a
 * lost phone or a shared computer), and the address is told in the account's language.
 */
export const signOutEverywhereEndpoint = contractEndpoint(API.signOutEverywhere, {
  handler: async ({ req, user: traveller }) => {
    await endTravellerSessions(req.payload, traveller.id as number, { req })
    await mailAccountNotice(req.payload, traveller as Traveller, 'signedOutEverywhere')
    return Response.json(
      { message: 'account.signedOutEverywhere' },
      { headers: { 'cache-control': 'private, no-store', 'set-cookie': expiredTravellerCookie() } },
    )
  },
})

/** GET /api/account/bookings: the traveller's own bookings, newest departure first. */
export const accountBookingsEndpoint = contractEndpoint(API.accountBookings, {
  handler: async ({ req, query, user: traveller }) => {
    const locale = query?.locale ?? 'en'
    const { docs } = await req.payload.find({
      collection: COLLECTION_SLUGS.bookings,
      overrideAccess: false,
      user: traveller,
      // Bookings get their reference when paid: an unpaid, expired or failed checkout is not a trip.
      where: { reference: { exists: true } },
      depth: 0,
      limit: 100,
      sort: '-departureDate',
    })
    const rides = await ridesOfBookings(
      req.payload,
      docs.flatMap((booking) => (booking.type === 'taxi' ? [booking.id] : [])),
    )
    const flights = await flightRecordsOf(
      req.payload,
      docs.flatMap((booking) => (booking.type === 'flight' ? [booking.id] : [])),
    )
    const tickets = await Promise.all(docs.map((booking) => travellerTickets(req.payload, booking, locale)))
    const confirmations = await Promise.all(
      docs.map((booking) => supplierConfirmationOf(req.payload, booking)),
    )
    return privateJson({
      docs: docs.map((booking, index) => ({
        id: booking.id,
        reference: booking.reference,
        destination: booking.destination,
        status: booking.status,
        type: booking.type,
        departureDate: booking.departureDate ?? null,
        // What was paid, in the currency charged (CFA francs or cedis for mobile money).
        amount: booking.amount,
        currency: booking.currency,
        itemName: booking.itemName ?? null,
        supplier_confirmation: confirmations[index],
        itinerary: itineraryLines(flights.get(booking.id)?.itinerary, [], locale),
        // A taxi booking: the ride's own status and, once assigned, who drives.
        ride: rides.get(booking.id) ?? null,
        // A cancelled booking that was paid: what was given back (minor units).
        refund:
          booking.status === 'refunded'
            ? { amount: booking.refundedAmount ?? booking.amount, currency: booking.currency }
            : null,
        tickets: tickets[index],
      })),
    })
  },
})
