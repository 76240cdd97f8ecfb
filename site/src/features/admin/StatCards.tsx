import type { ReactNode } from 'react'

/** A card's value while its figure loads: the card keeps its size (no layout shift, issue 41). */
export const STAT_PENDING = '–'

/** One figure of a console page's header: its label, its value and, for tests, a handle. */
export type StatCard = { label: ReactNode; value: ReactNode; testId?: string }

/** The row of stat cards every console page opens with (users, concierge, survey, taxi). */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <div className="admin-stats">
      {cards.map((card, index) => (
        // The cards of a page are a fixed list: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, never reordered
        <div className="admin-card" key={index} data-testid={card.testId}>
          {card.label}
          <strong>{card.value}</strong>
        </div>
      ))}
    </div>
  )
}
