import { Link, Text } from '@react-email/components'
import { createElement as h } from 'react'
import { COLORS, paragraph } from './mailStyles'

const WEB_ADDRESS = /(https?:\/\/[^\s]+)/

/** A paragraph whose web addresses are links (the text part keeps them as typed). */
export function Paragraph({ text }: { text: string }) {
  const pieces = text
    .split(WEB_ADDRESS)
    .map((piece, index) =>
      index % 2 === 1
        ? h(Link, { key: index, href: piece, style: { color: COLORS.brand, wordBreak: 'break-all' } }, piece)
        : piece,
    )
  return h(Text, { style: paragraph }, ...pieces)
}
