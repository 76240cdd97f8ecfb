// Shape checks for the hand-written answer readers (callEndpoint's `read`): a page that must stay
// under the JS budget reads its answers with these instead of loading zod and the contract's schema.

export type Fields = Record<string, unknown>
export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null
export const isString = (value: unknown): value is string => typeof value === 'string'
export const isNullableString = (value: unknown): value is string | null => value === null || isString(value)
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0
// "2026-12-01T18:30:00+00:00" or "…Z": what ZIsoDateTime accepts, by shape.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
export const isDateTime = (value: unknown): value is string => isString(value) && ISO_DATE_TIME.test(value)
export const isOneOf = (list: readonly string[], value: unknown) => list.includes(value as string)
/** A document id as Payload gives it: a positive integer, or a non-empty string. */
export const isDocId = (value: unknown) =>
  (Number.isInteger(value) && (value as number) > 0) || (isString(value) && value.trim().length > 0)
