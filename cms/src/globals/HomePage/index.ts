import { CACHE_TAGS, COLLECTION_SLUGS, GLOBAL_SLUGS, isSitePath } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { editorialAccess } from '../../access/globalAccess'
import { moneyFields } from '../../fields/money'
import { revalidateSite } from '../../hooks/revalidateSite'

const image = { name: 'image', type: 'upload', relationTo: COLLECTION_SLUGS.media } as const

/** The home page's editorial blocks: slides, testimonials, partners, destination and capital cards. */
export const HomePage: GlobalConfig = {
  slug: GLOBAL_SLUGS.homePage,
  access: editorialAccess,
  versions: { drafts: true },
  hooks: { afterChange: [revalidateSite([CACHE_TAGS.home])] },
  fields: [
    {
      name: 'heroSlides',
      type: 'array',
      maxRows: 8,
      fields: [
        image,
        { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'subtitle', type: 'text', localized: true, required: true, maxLength: 240 },
        {
          name: 'link',
          type: 'text',
          maxLength: 300,
          admin: {
            description:
              'Where Book Now leads: a page of this site, e.g. /flights?destination=ACC (default /flights)',
          },
          // A page of this site only: a slide never sends visitors to another origin.
          validate: (value: string | null | undefined) =>
            !value ||
            isSitePath(value) ||
            'A page of this site, starting with / (e.g. /flights?destination=ACC)',
        },
      ],
    },
    {
      name: 'testimonials',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        { name: 'location', type: 'text', localized: true, maxLength: 100 },
        { name: 'quote', type: 'textarea', localized: true, required: true, maxLength: 1000 },
        { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5, required: true },
      ],
    },
    {
      name: 'partnerAirlines',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100 },
        { name: 'code', type: 'text', required: true, minLength: 2, maxLength: 2 },
        { name: 'logo', type: 'upload', relationTo: COLLECTION_SLUGS.media },
      ],
    },
    {
      name: 'destinationCards',
      type: 'array',
      fields: [
        { name: 'slug', type: 'text', required: true, maxLength: 60 },
        { name: 'name', type: 'text', localized: true, required: true, maxLength: 100 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 500 },
        image,
        ...moneyFields('priceFrom'),
      ],
    },
    {
      name: 'capitalCards',
      type: 'array',
      maxRows: 8,
      admin: {
        description:
          'Each card opens its guide, in this order. The name comes from the guide; tagline, description and image are optional (the guide’s subtitle and hero image otherwise).',
      },
      fields: [
        // Not required: a guide deleted later must not make the home page impossible to save; a card
        // without a published guide is simply not shown (site/src/features/home/homeContent.ts).
        {
          name: 'guide',
          type: 'relationship',
          relationTo: COLLECTION_SLUGS.guides,
          admin: { description: 'A card whose guide is missing or unpublished is not shown.' },
        },
        { name: 'tagline', type: 'text', localized: true, maxLength: 200 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 500 },
        image,
      ],
    },
  ],
}
