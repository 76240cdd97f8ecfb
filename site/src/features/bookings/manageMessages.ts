import { BOOKING_TYPES } from '@nexovia/content-schema/core/enums'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { REFUND_WORD_KEYS } from '@nexovia/content-schema/payments/refund-words'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysOf, keysUnder } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { BOOKING_STATUS_MESSAGE_KEYS } from '../account/accountMessages'
import { CONSENT_KEYS } from '../messages/consentKeys'
import { POCKET_TRIP_KEYS } from '../pocket/pocketMessages'
import { DRIVER_CONTACT_KEYS } from '../taxi/DriverContact'
import { FLIGHT_TICKETS_KEYS } from './FlightTickets'
import { NOTIFY_DEVICE_KEYS } from './NotifyDevice'

export const MANAGE_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('manage', 'reference referenceHint email find finding referenceRequired referenceInvalid'),
  ...keysUnder('manage', 'notFound status supplierConfirmation bought dates amount refunded driver'),
  ...keysUnder('manage', 'resend resending resent another help'),
  'itinerary.title',
  ...FLIGHT_TICKETS_KEYS,
  ...DRIVER_CONTACT_KEYS,
  ...keysUnder('manage.cancel', 'free start confirmTitle confirmText confirm keep cancelling done'),
  ...keysUnder('manage.cancel', 'refused refundFailed'),
  ...keysUnder('manage.airlineCancel', 'offer ask asking quote nothing changed failed'),
  ...NOTIFY_DEVICE_KEYS,
  'manage.push.invalid',
  ...REFUND_WORD_KEYS,
  'account.bookings.reference',
  ...BOOKING_STATUS_MESSAGE_KEYS,
  ...keysOf('payments.bookingType', BOOKING_TYPES),
  ...POCKET_TRIP_KEYS,
  ...CONSENT_KEYS,
  ...keysUnder('manage.messages', 'title none current'),
] as const satisfies readonly UiKey[]
export type ManageMessages = Messages<(typeof MANAGE_MESSAGE_KEYS)[number]>
export type ManageT = Translate<(typeof MANAGE_MESSAGE_KEYS)[number]>
