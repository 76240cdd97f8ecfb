import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { keysUnder } from '../../lib/forms/messageGroups'
import type { Translate } from '../../lib/forms/messages'

/** The kept trips' own strings; the islands that show kept trips (manage-booking, trips) list them. */
export const POCKET_TRIP_KEYS = [
  ...keysUnder('pocket.trips', 'offline empty asOf kept forget forgotten'),
] as const satisfies readonly UiKey[]
export type PocketT = Translate<(typeof POCKET_TRIP_KEYS)[number]>
