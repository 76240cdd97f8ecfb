import { RIDE_STATUSES } from '@nexovia/content-schema/core/enums'
import { en } from '@nexovia/content-schema/i18n/en'
import { fr } from '@nexovia/content-schema/i18n/fr'
import { describe, expect, it } from 'vitest'
import * as accountLists from '../../features/account/accountMessages'
import * as consoleLists from '../../features/admin/adminMessages'
import * as ticketingLists from '../../features/admin/ticketingDeskMessages'
import * as authLists from '../../features/auth/authMessages'
import * as manageLists from '../../features/bookings/manageMessages'
import * as conciergeLists from '../../features/concierge/conciergeMessages'
import * as flightLists from '../../features/flights/flightMessages'
import * as paymentLists from '../../features/payments/paymentMessages'
import * as travellersLists from '../../features/payments/travellersMessages'
import * as searchLists from '../../features/search/searchMessages'
import * as surveyLists from '../../features/survey/surveyMessages'
import * as taxiLists from '../../features/taxi/taxiMessages'
import * as formLists from './formMessages'
import * as groupLists from './messageGroups'
import { keysOf, keysUnder } from './messageGroups'

describe('keysOf', () => {
  it("should name each value's label under the prefix, in the enum's order", () => {
    expect(keysOf('taxiAdmin.status', RIDE_STATUSES)).toEqual([
      'taxiAdmin.status.pending_payment',
      'taxiAdmin.status.paid',
      'taxiAdmin.status.assigned',
      'taxiAdmin.status.completed',
      'taxiAdmin.status.cancelled',
    ])
  })
})

describe('keysUnder', () => {
  it('should name each word of the list under the prefix, in its order', () => {
    expect(keysUnder('flights.fare.change', 'free fee not_allowed')).toEqual([
      'flights.fare.change.free',
      'flights.fare.change.fee',
      'flights.fare.change.not_allowed',
    ])
  })
})

describe("the islands' key lists built from groups", () => {
  it('should name only keys that both dictionaries hold', () => {
    const modules = [
      accountLists,
      authLists,
      conciergeLists,
      consoleLists,
      flightLists,
      formLists,
      groupLists,
      manageLists,
      paymentLists,
      searchLists,
      surveyLists,
      taxiLists,
      ticketingLists,
      travellersLists,
    ]
    const missing = modules
      .flatMap((module) => Object.values(module).filter((value) => Array.isArray(value)))
      .flat()
      .filter((key) => !(key in en) || !(key in fr))
    expect(missing).toEqual([])
  })

  it('should hold the labels of every ride status, area and zone the taxi console shows', () => {
    expect(consoleLists.ADMIN_TAXI_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'taxiAdmin.status.pending_payment',
        'taxiAdmin.area.new-york',
        'taxiAdmin.zone.west-africa',
        'admin.nav.back',
        'errors.loadDataTitle',
      ]),
    )
  })
})
