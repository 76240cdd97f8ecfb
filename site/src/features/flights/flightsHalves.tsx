import { type FunctionComponent, lazy } from 'react'

/**
 * /flights shows either its criteria form (no search in the URL) or a search's results, and each page
 * carries only its own half's code (issue 41: ≤ 75 KB). The half the server's HTML shows is loaded
 * before the island hydrates (this module's top-level await), so it hydrates in place: a lazy part still
 * loading while the page updates is client-rendered through its fallback, and the list blinked (2f4013e).
 * The other half loads when it is first shown (the form opened, a first search) or touched.
 */
const loadForm = () => import('./FlightCriteriaForm')
const loadResults = () => import('./resultsHalf')

/** What the server sent: a search's results (the container's class, set by FlightSearch) or the form. */
const servedHalf = (): 'results' | 'form' =>
  document.querySelector('.flights-page--results') ? 'results' : 'form'

// The server renders either half, so it has both.
const served = typeof document === 'undefined' ? 'both' : servedHalf()
const [formHalf, resultsHalf] = await Promise.all([
  served === 'results' ? null : loadForm(),
  served === 'form' ? null : loadResults(),
])

/** The part itself once its half is loaded, else a lazy part that loads the half when first rendered. */
function partOf<Props extends object>(
  loaded: FunctionComponent<Props> | undefined,
  load: () => Promise<FunctionComponent<Props>>,
): FunctionComponent<Props> {
  if (loaded) return loaded
  const Lazy = lazy(async () => ({ default: await load() }))
  return (props: Props) => <Lazy {...props} />
}

export const FlightCriteriaForm = partOf(formHalf?.FlightCriteriaForm, () =>
  loadForm().then((half) => half.FlightCriteriaForm),
)
export const FoundItineraries = partOf(resultsHalf?.FoundItineraries, () =>
  loadResults().then((half) => half.FoundItineraries),
)
export const DateStrip = partOf(resultsHalf?.DateStrip, () => loadResults().then((half) => half.DateStrip))
export const EntryRequirementsPanel = partOf(resultsHalf?.EntryRequirementsPanel, () =>
  loadResults().then((half) => half.EntryRequirementsPanel),
)
export const TripLegs = partOf(resultsHalf?.TripLegs, () => loadResults().then((half) => half.TripLegs))

/** Starts loading the results half before the first search asks for it (a press or focus in the form). */
export const preloadResults = () => void loadResults()
