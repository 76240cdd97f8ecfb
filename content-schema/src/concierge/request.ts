import { z } from 'zod'
import { consoleListQuery } from '../accounts/index.ts'
import { TEXT_LIMITS } from '../accounts/plain.ts'
import { CONCIERGE_STATUSES, type TConciergeStatus, ZConciergeStatus } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import {
  blankAsUndefined,
  documentBase,
  email,
  payload,
  requiredMultilineText,
  requiredText,
  ZDocId,
  ZIsoDateTime,
  ZOffsetPagination,
} from '../core/primitives.ts'

export const ZConciergeRequest = z.object({
  ...documentBase,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tripDetails: z.string(),
  status: ZConciergeStatus,
  locale: ZLocale,
})
export type TConciergeRequest = z.infer<typeof ZConciergeRequest>

/** The home-page concierge form: every field required after trimming. */
export const ZConciergeSubmit = payload({
  name: requiredText(TEXT_LIMITS.fullName, 'validation.requiredFields'),
  email: email({ required: 'validation.requiredFields', invalid: 'validation.validEmail' }),
  phone: requiredText(TEXT_LIMITS.phone, 'validation.requiredFields'),
  tripDetails: requiredMultilineText(TEXT_LIMITS.tripDetails, 'validation.requiredFields'),
  locale: ZLocale.default('en'),
})
export type TConciergeSubmit = z.infer<typeof ZConciergeSubmit>

export const ZConciergeStatusUpdate = payload({ status: ZConciergeStatus })
export type TConciergeStatusUpdate = z.infer<typeof ZConciergeStatusUpdate>

/** The console's request list: search (name or email, any case; phone substring) with a status filter. */
export const ZConciergeListQuery = consoleListQuery({ status: blankAsUndefined(ZConciergeStatus) })
export type TConciergeListQuery = z.infer<typeof ZConciergeListQuery>

/** The staff member who moved a request on (null once their account is deleted). */
export const ZStaffRef = z.object({ id: ZDocId, username: z.string(), name: z.string() }).nullable()

/** A request as the console shows it, with who moved it on and when. */
export const ZConciergeAdminRequest = ZConciergeRequest.extend({
  contactedAt: ZIsoDateTime.nullable(),
  contactedBy: ZStaffRef,
  completedAt: ZIsoDateTime.nullable(),
  completedBy: ZStaffRef,
})
export type TConciergeAdminRequest = z.infer<typeof ZConciergeAdminRequest>

export const ZConciergeRequestList = z.object({
  requests: z.array(ZConciergeAdminRequest),
  pagination: ZOffsetPagination,
})
export type TConciergeRequestList = z.infer<typeof ZConciergeRequestList>

/** The console's stats cards: all requests and how many are at each status. */
export const ZConciergeStats = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(CONCIERGE_STATUSES.map((status) => [status, z.number().int()])) as Record<
    TConciergeStatus,
    z.ZodNumber
  >),
})
export type TConciergeStats = z.infer<typeof ZConciergeStats>
