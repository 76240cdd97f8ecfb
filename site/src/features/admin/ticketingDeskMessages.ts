import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Messages } from '../../lib/forms/messages'
import { CONSOLE_KEYS, CONSOLE_LOAD_FAILED_KEYS } from './adminMessages'

/** The ticketing desk's strings (issue 31), the validation messages its form may be answered with. */
export const TICKETING_DESK_MESSAGE_KEYS = [
  ...CONSOLE_KEYS,
  ...CONSOLE_LOAD_FAILED_KEYS,
  'errors.invalidInput',
  ...keysUnder('admin.tickets', 'intro empty loadFailed reference waitingFor flights'),
  ...keysUnder('admin.tickets', 'passengers issue issueLabel formTitle pnr eTicket prefixHint save close'),
  ...keysUnder('admin.tickets', 'saved'),
  ...keysUnder('validation', 'pnrRequired pnrInvalid eTicketRequired eTicketInvalid eTicketPrefix'),
  ...keysUnder('validation', 'eTicketsCount eTicketRepeated'),
  'ticketErrors.notWaiting',
] as const satisfies readonly UiKey[]
export type TicketingDeskMessages = Messages<(typeof TICKETING_DESK_MESSAGE_KEYS)[number]>
