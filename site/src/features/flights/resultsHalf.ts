// The results half of /flights (flightsHalves.tsx): what a search found, loaded before
// hydration on a page the server answered with results, and with the first search on a page that
// opened without one (issue 41: ≤ 75 KB).

export { DateStrip } from './DateStrip'
export { EntryRequirementsPanel } from './EntryRequirementsPanel'
export { loadCards } from './ItinerarySlot'
export { nationalityInPage } from './nationalityInPage'
export { SearchOutcomeView } from './SearchOutcomeView'
export { adoptSearch, urlOf } from './searchAdoption'
// The currencies of the prices shown: read only where prices show.
export { shownCurrencies } from './shownCurrencies'
