import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import { createElement as h, type ReactNode } from 'react'
import { COLORS, FONT } from './mailStyles'

/** How the reader reaches the team, from the site settings editors keep. */
export type MailContact = { email: string; phone: string; address: string }

const footerLine = { margin: '0 0 6px', fontSize: '13px', lineHeight: '19px', color: COLORS.muted }
const brand = { margin: 0, color: '#ffffff', fontSize: '22px', lineHeight: '28px', fontWeight: 700 }

/** The one mail layout: the brand's header, the content, and a footer with the address and the support contact. */
export function MailLayout({
  lang,
  preview,
  footer,
  children,
}: {
  lang: string
  preview: string
  footer: { contact: string; why: string; address: string }
  children?: ReactNode
}) {
  return h(
    Html,
    { lang },
    h(Head, null, h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' })),
    h(Preview, null, preview),
    h(
      Body,
      { style: { margin: 0, backgroundColor: '#f3f5f8', fontFamily: FONT } },
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%', backgroundColor: COLORS.surface } },
        h(
          Section,
          { style: { backgroundColor: COLORS.brand, padding: '16px 20px' } },
          h(Text, { style: brand }, 'Nexovia'),
        ),
        h(Section, { style: { padding: '24px 20px 8px' } }, children),
        h(Hr, { style: { borderColor: COLORS.border, margin: '0' } }),
        h(
          Section,
          { style: { padding: '12px 20px 24px' } },
          ...[footer.contact, footer.address, footer.why].map((line) =>
            h(Text, { key: line, style: footerLine }, line),
          ),
        ),
      ),
    ),
  )
}
