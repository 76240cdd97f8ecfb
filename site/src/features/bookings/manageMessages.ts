import { BOOKING_TYPES } from '@nexovia/content-schema/core/enums'
import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { REFUND_WORD_KEYS } from '@nexovia/content-schema/payments/refund-words'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { keysOf } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { BOOKING_STATUS_MESSAGE_KEYS } from '../account/accountMessages'
import { DRIVER_CONTACT_KEYS } from '../taxi/DriverContact'
import { FLIGHT_TICKETS_KEYS } from './FlightTickets'

export const MANAGE_MESSAGE_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'manage.reference',
  'manage.referenceHint',
  'manage.email',
  'manage.find',
  'manage.finding',
  'manage.referenceRequired',
  'manage.referenceInvalid',
  'manage.notFound',
  'manage.status',
  'manage.supplierConfirmation',
  'manage.bought',
  'manage.dates',
  'manage.amount',
  'manage.refunded',
  'manage.driver',
  'itinerary.title',
  ...FLIGHT_TICKETS_KEYS,
  ...DRIVER_CONTACT_KEYS,
  'manage.resend',
  'manage.resending',
  'manage.resent',
  'manage.another',
  'manage.help',
  'manage.cancel.free',
  'manage.cancel.start',
  'manage.cancel.confirmTitle',
  'manage.cancel.confirmText',
  'manage.cancel.confirm',
  'manage.cancel.keep',
  'manage.cancel.cancelling',
  'manage.cancel.done',
  'manage.cancel.refused',
  'manage.cancel.refundFailed',
  'manage.airlineCancel.offer',
  'manage.airlineCancel.ask',
  'manage.airlineCancel.asking',
  'manage.airlineCancel.quote',
  'manage.airlineCancel.nothing',
  'manage.airlineCancel.changed',
  'manage.airlineCancel.failed',
  ...REFUND_WORD_KEYS,
  'account.bookings.reference',
  ...BOOKING_STATUS_MESSAGE_KEYS,
  ...keysOf('payments.bookingType', BOOKING_TYPES),
] as const satisfies readonly UiKey[]
export type ManageMessages = Messages<(typeof MANAGE_MESSAGE_KEYS)[number]>
export type ManageT = Translate<(typeof MANAGE_MESSAGE_KEYS)[number]>
