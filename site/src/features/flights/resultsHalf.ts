// The results half of /flights (flightsHalves.tsx): what a search shows, loaded before hydration on a
// page the server answered with results, and with the first search on a page that opened without one.
export { DateStrip } from './DateStrip'
export { EntryRequirementsPanel } from './EntryRequirementsPanel'
export { FoundItineraries } from './FoundItineraries'
