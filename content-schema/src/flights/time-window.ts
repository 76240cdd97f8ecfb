import type { TTimeWindow } from '../core/plain.ts'
import { TIME_WINDOW_HOURS } from './constants.ts'

/** True when an hour of the day (0–23) falls in a departure or arrival window. */
export const isInTimeWindow = (hour: number, window: TTimeWindow): boolean => {
  if (window === 'any') return true
  const { start, end } = TIME_WINDOW_HOURS[window]
  return hour >= start && hour < end
}
