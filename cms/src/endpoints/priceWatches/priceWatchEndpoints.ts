import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint, TypedUser } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { checkPriceWatches } from '../../services/priceWatches/checkPriceWatches'
import { confirmTracking, requestTracking, stopFromLink } from '../../services/priceWatches/priceWatchLinks'
import {
  listWatches,
  type StartOutcome,
  startWatch,
  stopWatch,
  summaryOf,
} from '../../services/priceWatches/priceWatchStore'
import { contractEndpoint } from '../contract/contractEndpoint'

/** A signed-in traveller as the owner of watches (priceWatchStore says what each use of it covers). */
const ownerOf = (user: TypedUser) => ({ email: String(user.email ?? ''), userId: Number(user.id) })

const PRIVATE = { 'cache-control': 'private, no-store' } as const
const BODY_BYTES = 4096

/** The refusals tracking shares, in the page's language through their keys. */
function refusalOf(outcome: Exclude<StartOutcome, { kind: 'tracking' }> | { kind: 'invalid' }): Response {
  switch (outcome.kind) {
    case 'limit':
      return apiError(409, { message: 'priceWatch.limitReached', params: { count: outcome.count } }, PRIVATE)
    case 'past':
      return apiError(
        400,
        { message: 'priceWatch.datesPast', fieldErrors: { departDate: 'priceWatch.datesPast' } },
        PRIVATE,
      )
    case 'used':
      return apiError(409, { message: 'priceWatch.linkUsed' }, PRIVATE)
    case 'invalid':
      return apiError(400, { message: 'priceWatch.linkInvalid' }, PRIVATE)
  }
}

const tracking = (outcome: StartOutcome) =>
  outcome.kind === 'tracking'
    ? Response.json(
        { outcome: 'tracking', watch: summaryOf(outcome.watch) },
        { status: 201, headers: PRIVATE },
      )
    : refusalOf(outcome)

/** POST /api/price-alerts: the signed-in traveller's search is tracked at once. */
const track = contractEndpoint(API.trackPrices, {
  maxBytes: BODY_BYTES,
  handler: async ({ req, body, user }) =>
    tracking(await startWatch(req.payload, { search: body, owner: ownerOf(user) })),
})

/** POST /api/price-alerts/by-email: a link is mailed; nothing is tracked until it is opened. */
const trackByEmail = contractEndpoint(API.trackPricesByEmail, {
  maxBytes: BODY_BYTES,
  handler: async ({ req, body }) => {
    const outcome = await requestTracking(req.payload, body)
    if (outcome.kind !== 'sent') return refusalOf(outcome)
    return Response.json({ outcome: 'confirmationSent' }, { status: 202, headers: PRIVATE })
  },
})

/** POST /api/price-alerts/confirm {token}: the mailed link starts the tracking, once. */
const confirm = contractEndpoint(API.confirmPriceWatch, {
  handler: async ({ req, body }) => {
    const outcome = await confirmTracking(req.payload, body.token)
    return outcome.kind === 'invalid' ? refusalOf(outcome) : tracking(outcome)
  },
})

/** POST /api/price-alerts/stop {token}: an alert's stop link; stopping a stopped watch is still done. */
const stop = contractEndpoint(API.stopPriceWatch, {
  handler: async ({ req, body }) => {
    if (!(await stopFromLink(req.payload, body.token))) return refusalOf({ kind: 'invalid' })
    return new Response(null, { status: 204, headers: PRIVATE })
  },
})

/** GET /api/account/price-alerts: the signed-in traveller's tracked searches. */
const list = contractEndpoint(API.accountPriceWatches, {
  handler: async ({ req, user }) =>
    Response.json({ watches: await listWatches(req.payload, ownerOf(user)) }, { headers: PRIVATE }),
})

/** POST /api/account/price-alerts/:id/stop: the traveller stops one of their own (404 otherwise). */
const stopOwn = contractEndpoint(API.stopAccountPriceWatch, {
  handler: async ({ req, params, user }) => {
    const stopped = await stopWatch(req.payload, params.id, ownerOf(user))
    if (!stopped) return apiError(404, { message: 'errors.notFound' }, PRIVATE)
    return new Response(null, { status: 204, headers: PRIVATE })
  },
})

/** POST /api/admin/price-alerts/run: the daily check now, as the schedule runs it (one run at a time). */
const runNow = contractEndpoint(API.runPriceWatches, {
  handler: async ({ req }) =>
    Response.json({ report: await checkPriceWatches(req.payload) }, { headers: PRIVATE }),
})

export const priceWatchEndpoints: Endpoint[] = [track, trackByEmail, confirm, stop, list, stopOwn, runNow]
