import { CACHE_TAGS, CONCIERGE_PROMISE, GLOBAL_SLUGS, TEAM_CODES } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { settingsAccess } from '../../access/globalAccess'
import { revalidateSite } from '../../hooks/revalidateSite'

const WEEKDAYS = [
  { label: 'Monday', value: '1' },
  { label: 'Tuesday', value: '2' },
  { label: 'Wednesday', value: '3' },
  { label: 'Thursday', value: '4' },
  { label: 'Friday', value: '5' },
  { label: 'Saturday', value: '6' },
  { label: 'Sunday', value: '7' },
]

/** The regional teams the live chat routes visitors to, and the concierge's hours: every opening hour the site shows. */
export const SupportTeams: GlobalConfig = {
  slug: GLOBAL_SLUGS.supportTeams,
  access: settingsAccess,
  // The home page's concierge section shows the concierge's hours.
  hooks: { afterChange: [revalidateSite([CACHE_TAGS.supportTeams])] },
  fields: [
    {
      name: 'teams',
      type: 'array',
      fields: [
        { name: 'code', type: 'select', options: [...TEAM_CODES], required: true },
        { name: 'displayName', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'timezone', type: 'text', required: true, maxLength: 60 },
        {
          type: 'row',
          fields: [
            { name: 'hoursStart', type: 'number', required: true, min: 0, max: 23 },
            { name: 'hoursEnd', type: 'number', required: true, min: 1, max: 24 },
          ],
        },
        { name: 'days', type: 'select', hasMany: true, options: WEEKDAYS, required: true },
        { name: 'countries', type: 'text', hasMany: true, maxLength: 2 },
        { name: 'onlineMessage', type: 'textarea', localized: true, required: true, maxLength: 500 },
        { name: 'offlineMessage', type: 'textarea', localized: true, required: true, maxLength: 500 },
        { name: 'themeColour', type: 'text', required: true, maxLength: 7 },
      ],
    },
    {
      name: 'concierge',
      type: 'group',
      admin: { description: "The concierge's hours, shown beside its form on the home page." },
      fields: [
        {
          name: 'timezone',
          type: 'text',
          required: true,
          maxLength: 60,
          defaultValue: CONCIERGE_PROMISE.timezone,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'hoursStart',
              type: 'number',
              required: true,
              min: 0,
              max: 23,
              defaultValue: CONCIERGE_PROMISE.hoursStart,
            },
            {
              name: 'hoursEnd',
              type: 'number',
              required: true,
              min: 1,
              max: 24,
              defaultValue: CONCIERGE_PROMISE.hoursEnd,
            },
          ],
        },
        {
          name: 'days',
          type: 'select',
          hasMany: true,
          options: WEEKDAYS,
          required: true,
          defaultValue: CONCIERGE_PROMISE.days.map(String),
        },
      ],
    },
  ],
}
