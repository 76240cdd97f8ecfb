/** Average cruise ground speed of a jet over a whole flight, km/h. */
export const CRUISE_KMH = 830
/** Taxi out, climb, descent and taxi in, minutes, added to every flight. */
export const GROUND_AND_CLIMB_MIN = 40
/** Connections: the shortest a hub sells on one ticket, and the longest the engine offers. */
export const CONNECTION_MIN = 75
export const CONNECTION_MAX = 360

/** Scheduled block time in minutes for a distance, rounded up to 5 minutes as timetables are. */
export function blockMinutes(distanceKm: number): number {
  const raw = (distanceKm / CRUISE_KMH) * 60 + GROUND_AND_CLIMB_MIN
  return Math.ceil(raw / 5) * 5
}
