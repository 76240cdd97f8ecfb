import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'

/** The concierge form's strings; the page passes them in its language. */
export const CONCIERGE_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('concierge.form', 'title name email phone tripDetails tripDetailsPlaceholder submit sending'),
  ...keysUnder('concierge.states', 'success errorTitle errorRetry'),
  ...keysUnder('validation', 'requiredFields validEmail invalidOption'),
  'errors.submissionFailed',
] as const satisfies readonly UiKey[]
export type ConciergeMessages = Messages<(typeof CONCIERGE_MESSAGE_KEYS)[number]>
