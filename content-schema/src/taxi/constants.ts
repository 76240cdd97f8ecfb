export const TAXI_LIMITS = {
  passengers: { min: 1, max: 8 },
  luggage: { min: 1, max: 8 },
} as const

export const TAXI_SLOT_MINUTES = 30

/** The 48 half-hour pick-up times of a day, "00:00" to "23:30". */
export const TAXI_TIME_SLOTS: readonly string[] = Array.from(
  { length: (24 * 60) / TAXI_SLOT_MINUTES },
  (_, index) => {
    const minutes = index * TAXI_SLOT_MINUTES
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  },
)

export const TAXI_AUTOCOMPLETE_DEBOUNCE_MS = 500
export const TAXI_QUOTE_DEBOUNCE_MS = 1000
export const TAXI_CURRENCIES = ['USD', 'EUR', 'XOF'] as const

/**
 * What a flight-status source says of an arrival: "scheduled" before the day of the flight (nothing
 * is tracked yet), then on time, delayed, landed or cancelled.
 */
export const FLIGHT_ARRIVAL_STATUSES = ['scheduled', 'on_time', 'delayed', 'landed', 'cancelled'] as const
export type TFlightArrivalStatus = (typeof FLIGHT_ARRIVAL_STATUSES)[number]
