import { ZAdminBookingList, ZAdminBookingTravellers } from '@nexovia/content-schema/payments/admin-bookings'
import { ZBookingHistory } from '@nexovia/content-schema/payments/staff-actions'
import { describe, expect, it } from 'vitest'
import {
  readAdminBookingList,
  readAdminBookingTravellers,
  readBookingHistory,
  readStaffCancelOutcome,
} from './readAdminBookings'

const booking = {
  id: 42,
  reference: 'K7QP4M',
  type: 'flight',
  status: 'confirmed',
  email: 'ama@example.com',
  itemName: 'New York (JFK) → Abidjan (ABJ)',
  departureDate: '2030-12-18T22:10:00.000Z',
  passengers: 2,
  amount: 196_000,
  currency: 'USD',
  createdAt: '2030-12-01T10:00:00.000Z',
}
const list = { bookings: [booking], pagination: { total: 1, skip: 0, limit: 50, hasMore: false } }
const passenger = {
  title: 'ms',
  givenNames: 'Ama',
  surname: 'Mensah',
  birthDate: '1990-04-02',
  nationality: 'GH',
  passportNumber: 'G1234567',
  passportExpiry: '2032-01-01',
}
const travellers = {
  bookingId: 42,
  contactEmail: 'ama@example.com',
  contactPhone: null,
  passengers: [passenger],
}

const withBooking = (change: Record<string, unknown>) => ({ ...list, bookings: [{ ...booking, ...change }] })
const withPassenger = (change: Record<string, unknown>) => ({
  ...travellers,
  passengers: [{ ...passenger, ...change }],
})

describe('readAdminBookingList', () => {
  it.each([
    ['a full list', list],
    [
      'a hotel with no reference, date or passengers',
      withBooking({ type: 'hotel', reference: null, departureDate: null, passengers: null }),
    ],
    ['a string id', withBooking({ id: 'b-42' })],
    ['an empty page', { bookings: [], pagination: { total: 0, skip: 0, limit: 50, hasMore: false } }],
  ])('should read %s as the schema does', (_name, body) => {
    expect(readAdminBookingList(body)).toEqual(ZAdminBookingList.parse(body))
  })

  it.each([
    ['no answer', null],
    ['no pagination', { bookings: [booking] }],
    ['an unknown status', withBooking({ status: 'lost' })],
    ['an unknown currency', withBooking({ currency: 'JPY' })],
    ['a negative amount', withBooking({ amount: -1 })],
    ['a date that is not one', withBooking({ createdAt: 'yesterday' })],
    ['a missing email', withBooking({ email: undefined })],
    ['an id of zero', withBooking({ id: 0 })],
    ['hasMore as text', { ...list, pagination: { ...list.pagination, hasMore: 'no' } }],
  ])('should refuse %s, as the schema does', (_name, body) => {
    expect([readAdminBookingList(body), ZAdminBookingList.safeParse(body).success]).toEqual([null, false])
  })
})

describe('readAdminBookingTravellers', () => {
  it.each([
    ['a passenger with a passport', travellers],
    [
      "a stay's traveller without one",
      withPassenger({ birthDate: null, nationality: null, passportNumber: null, passportExpiry: null }),
    ],
    ['no passengers', { ...travellers, passengers: [] }],
  ])('should read %s as the schema does', (_name, body) => {
    expect(readAdminBookingTravellers(body)).toEqual(ZAdminBookingTravellers.parse(body))
  })

  it.each([
    ['no answer', undefined],
    ['no booking id', { ...travellers, bookingId: undefined }],
    ['a surname that is not text', withPassenger({ surname: 7 })],
    ['passengers that are not a list', { ...travellers, passengers: passenger }],
  ])('should refuse %s, as the schema does', (_name, body) => {
    expect([readAdminBookingTravellers(body), ZAdminBookingTravellers.safeParse(body).success]).toEqual([
      null,
      false,
    ])
  })
})

describe('readBookingHistory', () => {
  const history = {
    bookingId: 42,
    entries: [
      { id: 7, kind: 'refund', detail: 'Visa refused', author: 'Ama', at: '2030-12-01T10:00:00.000Z' },
    ],
  }

  it('should read what the schema reads', () => {
    expect(readBookingHistory(history)).toEqual(ZBookingHistory.parse(history))
  })

  it('should refuse an entry of an unknown kind, as the schema does', () => {
    const unknown = { ...history, entries: [{ ...history.entries[0], kind: 'erased' }] }
    expect([readBookingHistory(unknown), ZBookingHistory.safeParse(unknown).success]).toEqual([null, false])
  })
})

describe('readStaffCancelOutcome', () => {
  it('should read a refund and refuse another status', () => {
    expect([
      readStaffCancelOutcome({ bookingId: 42, status: 'refunded' }),
      readStaffCancelOutcome({ bookingId: 42, status: 'confirmed' }),
    ]).toEqual([{ bookingId: 42, status: 'refunded' }, null])
  })
})
