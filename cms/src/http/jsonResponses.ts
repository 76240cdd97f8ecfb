import type { TApiError } from '@nexovia/content-schema'

/** A 4xx answer in the shape every island reads: a message key and optional per-field keys. */
export const apiError = (status: number, body: TApiError, headers?: HeadersInit): Response =>
  Response.json(body, { status, headers })
