import type { Endpoint } from 'payload'
import { repriceFlightEndpoint } from './repriceFlight'
import { searchFlightDataEndpoint } from './searchFlightData'
import { searchFlightsEndpoint } from './searchFlights'
import { submitFlightLeadEndpoint } from './submitFlightLead'

export const flightEndpoints: Endpoint[] = [
  searchFlightsEndpoint,
  repriceFlightEndpoint,
  submitFlightLeadEndpoint,
  searchFlightDataEndpoint,
]
