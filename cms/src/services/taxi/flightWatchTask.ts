import type { TaskConfig } from 'payload'
import { recheckFlightRides } from './flightWatch'

export const FLIGHT_WATCH_TASK = 'recheckFlights'
export const TAXI_QUEUE = 'taxi'

/** Every five minutes on the taxi queue: upcoming airport rides follow their flight (flightWatch.ts). */
export const flightWatchTask: TaskConfig<{
  input: object
  output: { checked: number; moved: number; mailed: number }
}> = {
  slug: FLIGHT_WATCH_TASK,
  schedule: [{ cron: '*/5 * * * *', queue: TAXI_QUEUE }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'moved', type: 'number', required: true },
    { name: 'mailed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await recheckFlightRides(req.payload, new Date()) }),
}
