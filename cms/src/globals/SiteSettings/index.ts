import { CACHE_TAGS, DEFAULT_TICKETING_HOURS, GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { settingsAccess } from '../../access/globalAccess'
import { revalidateSite } from '../../hooks/revalidateSite'

/** Contact details, social links and the marketing figures shown across the site. */
export const SiteSettings: GlobalConfig = {
  slug: GLOBAL_SLUGS.siteSettings,
  access: settingsAccess,
  // Pages showing these values (contact details, figures) are cached under this tag.
  hooks: { afterChange: [revalidateSite([CACHE_TAGS.siteSettings])] },
  fields: [
    {
      name: 'phones',
      type: 'group',
      fields: [
        { name: 'us', type: 'text', required: true, maxLength: 40 },
        { name: 'ci', type: 'text', required: true, maxLength: 40 },
      ],
    },
    { name: 'email', type: 'email', required: true },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'whatsapp', type: 'text', maxLength: 40 },
    {
      // What the under-construction pages show, set by editors (never computed or animated on the page).
      name: 'constructionProgress',
      type: 'group',
      admin: { description: 'Percent done shown on the cars and activities under-construction pages' },
      fields: [
        { name: 'cars', type: 'number', min: 0, max: 100, defaultValue: 0, required: true },
        { name: 'activities', type: 'number', min: 0, max: 100, defaultValue: 0, required: true },
      ],
    },
    {
      // What a paid flight's traveller is told while staff issue the tickets (issue 31).
      name: 'ticketingHours',
      type: 'number',
      min: 1,
      max: 168,
      defaultValue: DEFAULT_TICKETING_HOURS,
      required: true,
      admin: { description: 'Hours travellers are told ticketing usually takes ("usually within N hours")' },
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'network', type: 'text', required: true, maxLength: 40 },
        { name: 'url', type: 'text', required: true, maxLength: 500 },
      ],
    },
    {
      name: 'marketingFigures',
      type: 'array',
      fields: [
        { name: 'key', type: 'text', required: true, maxLength: 40 },
        { name: 'value', type: 'text', required: true, maxLength: 20 },
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
      ],
    },
  ],
}
