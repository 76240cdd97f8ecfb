import { localDateTime } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { offlineFlightStatus } from './offlineFlightStatus'

const query = { carrier: 'AF', number: '702', airport: 'ABJ', date: '2026-12-02' }

describe('offlineFlightStatus', () => {
  it('should answer the same arrival every time it is asked', async () => {
    expect(await offlineFlightStatus.arrival(query)).toEqual(await offlineFlightStatus.arrival(query))
  })

  it('should land the flight at the same local time every day, on the date asked', async () => {
    const [one, other] = await Promise.all([
      offlineFlightStatus.arrival(query),
      offlineFlightStatus.arrival({ ...query, date: '2026-12-09' }),
    ])
    const local = (iso: string | undefined) => localDateTime(Date.parse(iso ?? ''), 'Africa/Abidjan')
    expect([local(one?.scheduledArrival).time, local(one?.scheduledArrival).date]).toEqual([
      local(other?.scheduledArrival).time,
      '2026-12-02',
    ])
  })

  it('should fly from a real nonstop route of the airline into the airport', async () => {
    expect((await offlineFlightStatus.arrival(query))?.origin).toBe('CDG')
  })

  it('should know no flight at an airport without a time zone', async () => {
    expect(await offlineFlightStatus.arrival({ ...query, airport: 'XXX' })).toBeNull()
  })
})
