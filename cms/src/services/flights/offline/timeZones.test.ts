import { formatPlaceTime } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { zoneOfOffset } from './timeZones'

describe('zoneOfOffset (an airport the table does not know)', () => {
  it('should keep the wall time an engine wrote with a whole-hour offset', () => {
    const departs = '2027-01-31T10:50:00-05:00'
    expect(formatPlaceTime(departs, { locale: 'en', timeZone: zoneOfOffset(departs) })).toMatch(/10:50 AM/)
  })

  it('should fall back to UTC for no offset or a part-hour one', () => {
    expect([zoneOfOffset('2027-01-31T10:50:00+00:00'), zoneOfOffset('2027-01-31T10:50:00+05:30')]).toEqual([
      'UTC',
      'UTC',
    ])
  })
})
