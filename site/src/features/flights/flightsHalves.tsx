import { type ComponentProps, use } from 'react'
import type { AirportCountry } from './travelRegions'

/**
 * /flights shows either its criteria form (no search in the URL) or a search's results, and each page
 * carries only its own half's code (issue 41: ≤ 75 KB). The half the server's HTML shows is loaded
 * before the island hydrates (this module's top-level await), so it hydrates in place: a lazy part still
 * loading while the page updates is client-rendered through its fallback, and the list blinked (2f4013e).
 * The other half loads when it is first shown (the form opened, a first search) or touched; once it is
 * here its parts render at once, never through a fallback. A search awaits the results half before it shows what
 * it found (searchRuns.ts), so the results' parts never suspend (a first render of React.lazy always suspends,
 * and what sat below the results moved when they replaced it).
 */
type FormHalf = typeof import('./FlightCriteriaForm')
type ResultsHalf = typeof import('./resultsHalf')

let form: FormHalf | null = null
let results: ResultsHalf | null = null
let formLoading: Promise<FormHalf> | undefined
let resultsLoading: Promise<ResultsHalf> | undefined

/** The form half, loaded once (the same promise for every caller, as `use` wants). */
const loadForm = () => {
  formLoading ??= import('./FlightCriteriaForm').then((half) => (form = half))
  return formLoading
}

/** The results half, loaded once; awaited by a search before it shows its outcome (useFlightSearch). */
export const loadResults = () => {
  resultsLoading ??= import('./resultsHalf').then((half) => (results = half))
  return resultsLoading
}

// The server renders either half, so it loads both; a browser loads the half its HTML shows (the
// container's class, set by FlightSearch).
const served =
  typeof document === 'undefined'
    ? 'both'
    : document.querySelector('.flights-page--results')
      ? 'results'
      : 'form'
await Promise.all([served === 'results' ? null : loadForm(), served === 'form' ? null : loadResults()])

/** The criteria form: at once when its half is here, else once it has loaded (the caller's Suspense shows meanwhile). */
export function FlightCriteriaForm(props: ComponentProps<FormHalf['FlightCriteriaForm']>) {
  const { FlightCriteriaForm: Form } = form ?? use(loadForm())
  return <Form {...props} />
}

/**
 * The money view of the prices shown: the visitor's currency (their cookie) and the route's equivalent,
 * read by the results half, which is here whenever prices are (a search shows its prices once it has
 * loaded); the page's view before that, and on the server.
 */
export function shownMoneyOf<M extends { currency: string }>(
  money: M,
  route: { origin: string; destination: string; airports: readonly AirportCountry[] },
) {
  if (!results) return money
  const { visitor, destination } = results.shownCurrencies(route)
  return { ...money, currency: visitor ?? money.currency, destination }
}

/** The results half: at once when it is here, else once it has loaded (the caller's Suspense shows meanwhile). */
const useResultsHalf = () => results ?? use(loadResults())

export function DateStrip(props: ComponentProps<ResultsHalf['DateStrip']>) {
  const { DateStrip: Part } = useResultsHalf()
  return <Part {...props} />
}

export function EntryRequirementsPanel(props: ComponentProps<ResultsHalf['EntryRequirementsPanel']>) {
  const { EntryRequirementsPanel: Part } = useResultsHalf()
  return <Part {...props} />
}

export type { SearchOutcomeViewProps } from './SearchOutcomeView'

export function SearchOutcomeView(props: ComponentProps<ResultsHalf['SearchOutcomeView']>) {
  const { SearchOutcomeView: Part } = useResultsHalf()
  return <Part {...props} />
}

/** The nationality chosen in the server's entry-requirements panel (only a page with results has one). */
export const nationalityInPage = () => results?.nationalityInPage()
