import { RIDE_STATUSES } from '@nexovia/content-schema/core/enums'
import { en } from '@nexovia/content-schema/i18n/en'
import { fr } from '@nexovia/content-schema/i18n/fr'
import { describe, expect, it } from 'vitest'
import * as accountLists from '../../features/account/accountMessages'
import * as consoleLists from '../../features/admin/adminMessages'
import * as authLists from '../../features/auth/authMessages'
import * as manageLists from '../../features/bookings/manageMessages'
import * as flightLists from '../../features/flights/flightMessages'
import * as paymentLists from '../../features/payments/paymentMessages'
import * as searchLists from '../../features/search/searchMessages'
import { keysOf } from './messageGroups'

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

describe("the islands' key lists built from groups", () => {
  it('should name only keys that both dictionaries hold', () => {
    const modules = [
      accountLists,
      authLists,
      consoleLists,
      flightLists,
      manageLists,
      paymentLists,
      searchLists,
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
