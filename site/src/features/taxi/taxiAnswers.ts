import type { ApiAnswer } from '../../lib/api/transport'
import { messageOr } from '../../lib/forms/messages'
import type { TaxiBookingMessages } from './taxiMessages'

/** The detail of a refusal: the first field's message, else the answer's, in the page's language. */
export function detailOf(answer: ApiAnswer, messages: TaxiBookingMessages) {
  const fieldKey = answer.fieldErrors ? Object.values(answer.fieldErrors)[0] : undefined
  return messageOr(messages, fieldKey ?? answer.message, 'errors.generic')
}
