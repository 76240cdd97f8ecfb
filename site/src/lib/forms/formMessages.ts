import type { UiKey } from '@nexovia/content-schema/i18n/keys'

/**
 * The answers any form may get besides its own rules: the network, the proxy and the cms's shared
 * checks (body size, rate limit, text limits). Every form island's key list starts from these.
 */
export const FORM_MESSAGE_KEYS = [
  'errors.invalidInput',
  'errors.network',
  'errors.tooManyRequests',
  'errors.bodyTooLarge',
  'errors.unauthorized',
  'errors.forbidden',
  'errors.generic',
  'validation.required',
  'validation.tooLong',
  'validation.invalidText',
] as const satisfies readonly UiKey[]
