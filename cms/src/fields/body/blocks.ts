import {
  BODY_BLOCK_SLUGS,
  CALL_TO_BOOK_KINDS,
  COLLECTION_SLUGS,
  TIP_BOX_TONES,
} from '@nexovia/content-schema'
import type { Block } from 'payload'

// The body field is localized as a whole (one Lexical document per language), so nothing inside
// a block is localized on its own: the French body holds the French text of every block.

/** A ranked list of places with a picture, a text and tags: the format of the first article. */
export const rankedDestinationsBlock: Block = {
  slug: BODY_BLOCK_SLUGS.rankedDestinations,
  interfaceName: 'RankedDestinationsBlock',
  labels: { singular: 'Ranked destinations', plural: 'Ranked destinations' },
  fields: [
    {
      name: 'destinations',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Ranked destination', plural: 'Ranked destinations' },
      fields: [
        { name: 'rank', type: 'number', min: 1, required: true },
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'image', type: 'upload', relationTo: COLLECTION_SLUGS.media },
        { name: 'description', type: 'textarea', required: true, maxLength: 3000 },
        {
          name: 'highlights',
          type: 'array',
          fields: [{ name: 'label', type: 'text', required: true, maxLength: 60 }],
        },
      ],
    },
  ],
}

/** A link to the flight search (to an airport) or the hotel search (in a city), prefilled. */
export const callToBookBlock: Block = {
  slug: BODY_BLOCK_SLUGS.callToBook,
  interfaceName: 'CallToBookBlock',
  labels: { singular: 'Call to book', plural: 'Calls to book' },
  fields: [
    {
      name: 'kind',
      type: 'select',
      options: [...CALL_TO_BOOK_KINDS],
      required: true,
      defaultValue: 'flight',
    },
    {
      name: 'airportCode',
      type: 'text',
      maxLength: 3,
      admin: {
        description: 'IATA code of the arrival airport (e.g. DSS, LOS, ACC)',
        condition: (_, sibling) => sibling?.kind === 'flight',
      },
      validate: (value: null | string | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData?.kind !== 'flight' || (typeof value === 'string' && /^[A-Z]{3}$/.test(value))
          ? true
          : 'Give the airport as three capital letters (e.g. DSS).',
    },
    {
      name: 'city',
      type: 'text',
      maxLength: 120,
      admin: {
        description: 'City the hotel search opens with',
        condition: (_, sibling) => sibling?.kind === 'hotel',
      },
      validate: (value: null | string | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData?.kind !== 'hotel' || (typeof value === 'string' && value.trim().length > 0)
          ? true
          : 'Give the city the hotel search opens with.',
    },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 400 },
    { name: 'buttonLabel', type: 'text', required: true, maxLength: 60 },
  ],
}

/** The entry requirements of a destination, read from its guide (one source of truth). */
export const entryRequirementsBlock: Block = {
  slug: BODY_BLOCK_SLUGS.entryRequirements,
  interfaceName: 'EntryRequirementsBlock',
  labels: { singular: 'Entry requirements', plural: 'Entry requirements' },
  fields: [{ name: 'guide', type: 'relationship', relationTo: COLLECTION_SLUGS.guides, required: true }],
}

/** Questions and answers, published with FAQPage structured data. */
export const faqBlock: Block = {
  slug: BODY_BLOCK_SLUGS.faq,
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'title', type: 'text', maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
      ],
    },
  ],
}

/** A highlighted tip or warning. */
export const tipBoxBlock: Block = {
  slug: BODY_BLOCK_SLUGS.tipBox,
  interfaceName: 'TipBoxBlock',
  labels: { singular: 'Tip or warning', plural: 'Tips and warnings' },
  fields: [
    { name: 'tone', type: 'select', options: [...TIP_BOX_TONES], required: true, defaultValue: 'tip' },
    { name: 'title', type: 'text', maxLength: 120 },
    { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
  ],
}

export const bodyBlocks: Block[] = [
  rankedDestinationsBlock,
  callToBookBlock,
  entryRequirementsBlock,
  faqBlock,
  tipBoxBlock,
]
