import { LOCALE_TAGS, translate } from '@nexovia/content-schema'
import { createElement as h } from 'react'
import type { MailContent, MailPart } from '../mailParts'
import { DetailsCard } from './DetailsCard'
import { FlightLegs } from './FlightLegs'
import { type MailContact, MailLayout } from './MailLayout'
import { Paragraph } from './Paragraph'

/** A mail's HTML: its paragraphs and blocks in the layout, in the reader's language. */
export function MailDocument({ content, contact }: { content: MailContent; contact: MailContact }) {
  const { locale, parts } = content
  const words = {
    departs: translate(locale, 'mail.leg.departs'),
    arrives: translate(locale, 'mail.leg.arrives'),
  }
  // A mail's parts are fixed once built: their places are their keys.
  const block = (part: MailPart, key: number) => {
    if (typeof part === 'string') return h(Paragraph, { key, text: part })
    if (part.kind === 'card') return h(DetailsCard, { key, title: part.title, rows: part.rows })
    return h(FlightLegs, { key, journeys: part.journeys, words })
  }
  return h(
    MailLayout,
    {
      lang: LOCALE_TAGS[locale],
      preview: parts.find((part): part is string => typeof part === 'string') ?? '',
      footer: {
        contact: translate(locale, 'mail.footer.contact', { email: contact.email, phone: contact.phone }),
        why: translate(locale, 'mail.footer.why'),
        address: contact.address,
      },
    },
    ...parts.map(block),
  )
}
