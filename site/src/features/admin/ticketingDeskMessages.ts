import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import type { Messages } from '../../lib/forms/messages'
import { CONSOLE_KEYS, CONSOLE_LOAD_FAILED_KEYS } from './adminMessages'

/** The ticketing desk's strings (issue 31), the validation messages its form may be answered with. */
export const TICKETING_DESK_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  'errors.invalidInput',
  'admin.tickets.intro',
  'admin.tickets.empty',
  'admin.tickets.loadFailed',
  'admin.tickets.reference',
  'admin.tickets.waitingFor',
  'admin.tickets.waitedHours',
  'admin.tickets.flights',
  'admin.tickets.passengers',
  'admin.tickets.issue',
  'admin.tickets.issueLabel',
  'admin.tickets.formTitle',
  'admin.tickets.pnr',
  'admin.tickets.eTicket',
  'admin.tickets.prefixHint',
  'admin.tickets.save',
  'admin.tickets.close',
  'admin.tickets.saved',
  'validation.pnrRequired',
  'validation.pnrInvalid',
  'validation.eTicketRequired',
  'validation.eTicketInvalid',
  'validation.eTicketPrefix',
  'validation.eTicketsCount',
  'validation.eTicketRepeated',
  'ticketErrors.notWaiting',
] as const satisfies readonly UiKey[]
export type TicketingDeskMessages = Messages<(typeof TICKETING_DESK_MESSAGE_KEYS)[number]>
