import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import type { Messages } from '../../lib/forms/messages'

/** The concierge form's strings; the page passes them in its language. */
export const CONCIERGE_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'concierge.form.title',
  'concierge.form.name',
  'concierge.form.email',
  'concierge.form.phone',
  'concierge.form.tripDetails',
  'concierge.form.tripDetailsPlaceholder',
  'concierge.form.submit',
  'concierge.form.sending',
  'concierge.states.success',
  'concierge.states.errorTitle',
  'concierge.states.errorRetry',
  'validation.requiredFields',
  'validation.validEmail',
  'validation.invalidOption',
  'errors.submissionFailed',
] as const satisfies readonly UiKey[]
export type ConciergeMessages = Messages<(typeof CONCIERGE_MESSAGE_KEYS)[number]>
