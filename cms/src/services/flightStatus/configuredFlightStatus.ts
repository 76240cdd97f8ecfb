import { aeroApiFlightStatus } from './aeroApiFlightStatus'
import { offlineFlightStatus } from './offlineFlightStatus'
import type { FlightStatusSource } from './types'

const AEROAPI_URL = 'https://aeroapi.flightaware.com/aeroapi'

/**
 * FlightAware AeroAPI when FLIGHT_STATUS_API_KEY is set (FLIGHT_STATUS_API_URL may point it
 * elsewhere), else the offline timetable. Read on each call, so tests can point it at a double.
 */
export function configuredFlightStatus(
  env: Record<string, string | undefined> = process.env,
): FlightStatusSource {
  const apiKey = env.FLIGHT_STATUS_API_KEY?.trim()
  if (!apiKey) return offlineFlightStatus
  return aeroApiFlightStatus({ apiKey, baseUrl: env.FLIGHT_STATUS_API_URL?.trim() || AEROAPI_URL })
}
