import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from './messageGroups'

/**
 * The answers any form may get besides its own rules: the network, the proxy and the cms's shared
 * checks (body size, rate limit, text limits). Every form island's key list starts from these.
 */
export const FORM_MESSAGE_KEYS = [
  ...keysUnder('errors', 'invalidInput network tooManyRequests bodyTooLarge unauthorized forbidden generic'),
  ...keysUnder('validation', 'required tooLong invalidText'),
] as const satisfies readonly UiKey[]
