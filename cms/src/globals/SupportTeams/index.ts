import { CACHE_TAGS, GLOBAL_SLUGS, SUPPORT_HOURS, TEAM_CODES } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { settingsAccess } from '../../access/globalAccess'
import { revalidateSite } from '../../hooks/revalidateSite'
import { typesetFrenchGlobal } from '../../hooks/typesetFrenchContent'

const WEEKDAYS = [
  { label: 'Monday', value: '1' },
  { label: 'Tuesday', value: '2' },
  { label: 'Wednesday', value: '3' },
  { label: 'Thursday', value: '4' },
  { label: 'Friday', value: '5' },
  { label: 'Saturday', value: '6' },
  { label: 'Sunday', value: '7' },
]

/**
 * The regional teams the live chat routes visitors to, and the one schedule of support hours: the chat
 * card's online state, the concierge section and the footer all read it, so they never disagree.
 */
export const SupportTeams: GlobalConfig = {
  slug: GLOBAL_SLUGS.supportTeams,
  access: settingsAccess,
  // Every page's footer shows the support hours: its pages carry the site settings' tag, so both go.
  // The chat's greetings are editors' French too: typeset on save.
  hooks: {
    beforeChange: [typesetFrenchGlobal],
    afterChange: [revalidateSite([CACHE_TAGS.supportTeams, CACHE_TAGS.siteSettings])],
  },
  fields: [
    {
      name: 'teams',
      type: 'array',
      fields: [
        { name: 'code', type: 'select', options: [...TEAM_CODES], required: true },
        { name: 'displayName', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'countries', type: 'text', hasMany: true, maxLength: 2 },
        { name: 'onlineMessage', type: 'textarea', localized: true, required: true, maxLength: 500 },
        { name: 'offlineMessage', type: 'textarea', localized: true, required: true, maxLength: 500 },
        { name: 'themeColour', type: 'text', required: true, maxLength: 7 },
      ],
    },
    {
      name: 'supportHours',
      type: 'group',
      admin: {
        description:
          'When support answers, in this time zone (e.g. America/New_York, Africa/Accra): the live-support card is online within these hours; the concierge section and the footer show them.',
      },
      fields: [
        {
          name: 'timezone',
          type: 'text',
          required: true,
          maxLength: 60,
          defaultValue: SUPPORT_HOURS.timezone,
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
              defaultValue: SUPPORT_HOURS.hoursStart,
            },
            {
              name: 'hoursEnd',
              type: 'number',
              required: true,
              min: 1,
              max: 24,
              defaultValue: SUPPORT_HOURS.hoursEnd,
            },
          ],
        },
        {
          name: 'days',
          type: 'select',
          hasMany: true,
          options: WEEKDAYS,
          required: true,
          defaultValue: SUPPORT_HOURS.days.map(String),
        },
      ],
    },
  ],
}
