import {
  type ComponentProps,
  Suspense,
  type SyntheticEvent,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useReaderZone } from '../../lib/useReaderZone'
import { priceCheckedLine } from './priceCheckedLine'

/**
 * The result cards' code (ItineraryCard and its parts) comes on demand (issue 41: ≤ 75 KB): a card the
 * server drew is hydrated as its HTML, kept as it is, and becomes a React card when the visitor first
 * presses in it (its Details, Refresh Price, Contact Us); a card drawn in the browser (a new search, a
 * filter undone) waits for the code, which a search and the filters' panel load before they show cards.
 */
type CardModule = typeof import('./ItineraryCard')
type CardProps = ComponentProps<CardModule['ItineraryCard']>

let cards: CardModule | null = null
let cardsLoading: Promise<CardModule> | undefined

/** The cards' code, loaded once. */
export const loadCards = () => {
  cardsLoading ??= import('./ItineraryCard').then((module) => (cards = module))
  return cardsLoading
}
/** For a handler: starts loading the cards' code. */
export const preloadCards = () => void loadCards()

// The server draws every card whole.
if (typeof document === 'undefined') await loadCards()

/** React leaves an element's inner HTML alone while this string stays the same: the server's card stays. */
const KEPT_HTML = { __html: '' }
const subscribeToNothing = () => () => {}
/** True while React hydrates the server's HTML (and on the server): its server snapshot is read then. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )

/** What the visitor left in a kept card: its Details open or not, and the control that had the focus. */
type Handover = { isDetailsOpen: boolean; focusIndex: number }
const FOCUSABLE = 'summary, a, button'

/**
 * A card of the server's HTML, not yet React's: a press in it is honoured (Refresh Price and Contact Us
 * at once, through the page's handlers) and brings the card's code, which then draws it as the visitor
 * left it. The attributes are the server's (the same props as the card's <article>).
 */
function KeptCard({
  itinerary,
  locale,
  t,
  onRefresh,
  onContact,
  onLive,
}: CardProps & { onLive: (handover: Handover) => void }) {
  const article = useRef<HTMLElement>(null)
  // The one thing the browser writes differently from the server: the price's time on the reader's
  // clock (the server's HTML names UTC), written into the kept HTML once hydrated.
  const readerZone = useReaderZone()
  useEffect(() => {
    const line = article.current?.querySelector('[data-testid="itinerary-fetched"]')
    if (line) line.textContent = priceCheckedLine(itinerary.price_fetched_at, locale, readerZone, t)
  }, [itinerary.price_fetched_at, locale, readerZone, t])
  const press = (event: SyntheticEvent) => {
    const node = article.current
    if (!node) return
    const target = event.target as Element
    // Its Details open and close as the browser would, and stay so when the card becomes React's.
    const summary = target.closest('summary')
    if (summary?.parentElement instanceof HTMLDetailsElement) {
      event.preventDefault()
      summary.parentElement.open = !summary.parentElement.open
    }
    const action = target.closest('[data-card-action]')?.getAttribute('data-card-action')
    if (action === 'refresh') onRefresh()
    if (action === 'contact') onContact()
    const focusIndex = [...node.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement!)
    void loadCards().then(() =>
      onLive({ isDetailsOpen: Boolean(node.querySelector('details')?.open), focusIndex }),
    )
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's own controls (summary, buttons) take the keys; their clicks, keyboard ones included, bubble here.
    <article
      ref={article}
      className="itinerary"
      data-testid="itinerary"
      data-itinerary-id={itinerary.itinerary_id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never set: React keeps the server's HTML.
      dangerouslySetInnerHTML={KEPT_HTML}
      suppressHydrationWarning
      onFocus={preloadCards}
      onClick={press}
    />
  )
}

/** The card drawn by React, opened as the kept card was, the focus where it was. */
function LiveCard({ handover, ...props }: CardProps & { handover: Handover | null }) {
  const { ItineraryCard } = cards ?? use(loadCards())
  useLayoutEffect(() => {
    if (!handover || handover.focusIndex < 0) return
    const node = document.querySelector(`[data-itinerary-id="${CSS.escape(props.itinerary.itinerary_id)}"]`)
    const focusable = node?.querySelectorAll<HTMLElement>(FOCUSABLE)[handover.focusIndex]
    focusable?.focus()
  }, [handover, props.itinerary.itinerary_id])
  return <ItineraryCard {...props} isDetailsOpen={handover?.isDetailsOpen ?? false} />
}

/** One result card: the server's HTML kept until the visitor presses in it, else React's. */
export function ItinerarySlot(props: CardProps) {
  const isHydrating = useIsHydrating()
  const [isKept] = useState(() => isHydrating && !cards)
  const [handover, setHandover] = useState<Handover | null>(null)
  return (
    <Suspense fallback={<div className="itinerary itinerary--skeleton" aria-hidden="true" />}>
      {isKept && !handover ? (
        <KeptCard {...props} onLive={setHandover} />
      ) : (
        <LiveCard {...props} handover={handover} />
      )}
    </Suspense>
  )
}
