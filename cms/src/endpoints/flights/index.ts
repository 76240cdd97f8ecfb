import type { Endpoint } from 'payload'
import { flightDatePricesEndpoint } from './flightDatePrices'
import { readItineraryEndpoint } from './readItinerary'
import { repriceFlightEndpoint } from './repriceFlight'
import { searchFlightDataEndpoint } from './searchFlightData'
import { searchFlightsEndpoint } from './searchFlights'
import { submitFlightLeadEndpoint } from './submitFlightLead'

export const flightEndpoints: Endpoint[] = [
  searchFlightsEndpoint,
  flightDatePricesEndpoint,
  repriceFlightEndpoint,
  readItineraryEndpoint,
  submitFlightLeadEndpoint,
  searchFlightDataEndpoint,
]
