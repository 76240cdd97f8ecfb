import type { TCurrency, THotelResult, THotelSearchQuery } from '@nexovia/content-schema'
import type { Payload } from 'payload'

export type StaySupplierName = 'offline' | 'duffel'

/** A supplier's quote of a rate: its id (booked after payment) and the stay's total now, in minor units. */
export type StayQuote = { quoteId: string; total: number; currency: TCurrency }

/** What the supplier booked: its booking id and the confirmation number the traveller shows at the desk. */
export type SupplierBooking = { supplierBookingId: string; confirmation: string }

export type StayGuest = { givenName: string; familyName: string }

/** Where the hotel results come from: the cms collection (offline) or a real supplier (Duffel Stays). */
export interface StaySupplier {
  readonly name: StaySupplierName
  search(payload: Payload, query: THotelSearchQuery, now: Date): Promise<THotelResult[]>
}

/** A supplier whose rates are quoted at checkout and booked after payment. */
export interface BookableStaySupplier extends StaySupplier {
  /** Prices a rate again; throws StayUnavailable when it is sold out. */
  quote(rateId: string): Promise<StayQuote>
  /** Books a quote; throws StayUnavailable when the supplier refuses it. */
  book(booking: {
    quoteId: string
    guests: StayGuest[]
    email: string
    phone: string
  }): Promise<SupplierBooking>
}

/** The supplier no longer sells the rate (sold out, expired, refused at booking). */
export class StayUnavailable extends Error {}
