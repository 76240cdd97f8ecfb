// The results half of /flights (flightsHalves.tsx): what a search shows, loaded before hydration on a
// page the server answered with results, and with the first search on a page that opened without one.

// The currencies of the prices shown (the visitor's, from their cookie; the route's equivalent): read
// only where prices show (issue 41).
export { storedCurrency } from '../../lib/money/currencyPreference'
export { DateStrip } from './DateStrip'
export { EntryRequirementsPanel } from './EntryRequirementsPanel'
export { FoundItineraries } from './FoundItineraries'
export { routeEquivalentCurrency } from './travelRegions'
