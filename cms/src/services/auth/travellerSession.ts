import { randomUUID } from 'node:crypto'
import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import {
  type AuthStrategy,
  getFieldsToSign,
  JWTAuthentication,
  jwtSign,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'
import { withAccountLock, withAccountLockOf } from '../accounts/accountLock'
import { ADMIN_TOKEN_COOKIE, readCookie, serializeCookie, TRAVELLER_COOKIE } from './sessionCookies'

type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }

/**
 * The traveller a session token belongs to, or null. Verification is Payload's own JWT strategy
 * (signature, expiry, and the `sid` still listed in the user's sessions, so a token stops working
 * the moment its session is removed at logout); only tokens of the `users` collection count.
 */
export async function travellerFromToken(payload: Payload, token: string, req?: PayloadRequest) {
  const headers = new Headers({ authorization: `JWT ${token}`, DisableAutologin: 'true' })
  const { user } = await JWTAuthentication({ headers, payload, req })
  return user?.collection === COLLECTION_SLUGS.users ? user : null
}

/** The traveller signed in through the request's traveller cookie, whatever else it carries. */
export async function travellerFromRequest(req: PayloadRequest) {
  const token = readCookie(req.headers, TRAVELLER_COOKIE)
  return token ? travellerFromToken(req.payload, token, req) : null
}

/** The staff member signed in through the admin cookie, when the request also carries one. */
export function staffFromRequest(req: PayloadRequest) {
  return req.user?.collection === COLLECTION_SLUGS.admins ? req.user : null
}

/**
 * Reads the traveller cookie for every request. An admin cookie takes precedence so that the cms
 * admin panel keeps its staff member when the same browser also holds a traveller session; the
 * site's traveller endpoints resolve the traveller from its own cookie (travellerFromRequest).
 */
export const travellerSessionStrategy: AuthStrategy = {
  name: 'traveller-session',
  authenticate: async ({ headers, payload, req }) => {
    if (readCookie(headers, ADMIN_TOKEN_COOKIE)) return { user: null }
    const token = readCookie(headers, TRAVELLER_COOKIE)
    if (!token) return { user: null }
    const user = await travellerFromToken(payload, token, req)
    return { user: user ? ({ ...user, _strategy: 'traveller-session' } as TypedUser) : null }
  },
}

/**
 * Opens a session for a traveller who proved who they are another way (quick sign-in): the same
 * session record and token Payload's login creates, so logout and verification treat both alike.
 */
export async function openTravellerSession(payload: Payload, userId: number, req: PayloadRequest) {
  const collectionConfig = payload.collections[COLLECTION_SLUGS.users].config
  const tokenExpiration = collectionConfig.auth.tokenExpiration
  const account = { collection: COLLECTION_SLUGS.users, id: userId }
  const { user, sid } = await withAccountLock(req, account, () =>
    addTravellerSession(payload, userId, tokenExpiration, req),
  )
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: COLLECTION_SLUGS.users } as never,
  })
  return jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration })
}

/** Adds a session to the traveller's record, read and written back under the account's lock. */
async function addTravellerSession(
  payload: Payload,
  userId: number,
  tokenExpiration: number,
  req: PayloadRequest,
) {
  const user = (await payload.db.findOne({
    collection: COLLECTION_SLUGS.users,
    where: { id: { equals: userId } },
    req,
  })) as (Record<string, unknown> & { id: number; email: string; sessions?: Session[] }) | null
  if (!user) throw new Error(`No traveller ${userId}`)
  const now = new Date()
  const sid = randomUUID()
  const live = (user.sessions ?? []).filter((session) => new Date(session.expiresAt) > now)
  const session = { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + tokenExpiration * 1000) }
  await payload.db.updateOne({
    collection: COLLECTION_SLUGS.users,
    id: user.id,
    // updatedAt null: opening a session is not an edit of the profile (as in Payload's login).
    data: { ...user, sessions: [...live, session], updatedAt: null },
    req,
    returning: false,
  })
  return { user, sid }
}

/**
 * Keeps on the traveller's record only the sessions `keep` accepts: the tokens of the others are
 * refused from then on (sign-out, password change and reset, sign-out everywhere).
 */
export async function keepTravellerSessions(
  payload: Payload,
  userId: number,
  keep: (session: Session) => boolean,
  req?: PayloadRequest,
) {
  // Read and written back under the account's lock (in the request's transaction when given).
  const account = { collection: COLLECTION_SLUGS.users, id: userId }
  const filterSessions = async (locked: PayloadRequest) => {
    const user = (await payload.db.findOne({
      collection: COLLECTION_SLUGS.users,
      where: { id: { equals: userId } },
      req: locked,
    })) as (Record<string, unknown> & { id: number; sessions?: Session[] }) | null
    if (!user) return
    await payload.db.updateOne({
      collection: COLLECTION_SLUGS.users,
      id: user.id,
      data: { ...user, sessions: (user.sessions ?? []).filter(keep), updatedAt: null },
      req: locked,
      returning: false,
    })
  }
  if (req) await withAccountLock(req, account, () => filterSessions(req))
  else await withAccountLockOf(payload, account, filterSessions)
}

/** Removes one session from the traveller's record: its token is refused from then on. */
export const closeTravellerSession = (payload: Payload, userId: number, sid: string, req?: PayloadRequest) =>
  keepTravellerSessions(payload, userId, (session) => session.id !== sid, req)

/** Ends every session of the traveller, or every one but `sid`. */
export const endTravellerSessions = (
  payload: Payload,
  userId: number,
  { exceptSid, req }: { exceptSid?: string; req?: PayloadRequest } = {},
) =>
  keepTravellerSessions(
    payload,
    userId,
    (session) => exceptSid !== undefined && session.id === exceptSid,
    req,
  )

/** The Set-Cookie header that stores a traveller session until its token expires. */
export const travellerCookie = (token: string, exp: number) =>
  serializeCookie(TRAVELLER_COOKIE, token, exp - Math.floor(Date.now() / 1000))

export const expiredTravellerCookie = () => serializeCookie(TRAVELLER_COOKIE, '', 0)
