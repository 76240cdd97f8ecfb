import { Section, Text } from '@react-email/components'
import { createElement as h } from 'react'
import type { CardRow } from '../mailParts'
import { card, cardTitle, label, value } from './mailStyles'

/** A titled card of labels over their values: the booking summary, a stay, a ride (stacked, so a phone never scrolls sideways). */
export function DetailsCard({ title, rows }: { title: string; rows: readonly CardRow[] }) {
  return h(
    Section,
    { style: card },
    h(Text, { style: cardTitle }, title),
    ...rows.map((row) =>
      h(
        'div',
        { key: row.label },
        h(Text, { style: label }, row.label),
        h(Text, { style: value }, row.value),
      ),
    ),
  )
}
