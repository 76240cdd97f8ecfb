import { NATIONALITY_GROUPS, staleEntries, VISA_KINDS, YELLOW_FEVER_RULES } from '@nexovia/content-schema'
import type { Field } from 'payload'

const officialUrl = (value: unknown) =>
  !value || /^https:\/\/\S+$/.test(String(value)) ? true : 'Give the official page as an https:// address.'

/** "Entry requirements": one row per nationality group, each with when it was last checked and its source. */
export const entryRequirementsField: Field = {
  name: 'entryRequirements',
  type: 'array',
  maxRows: NATIONALITY_GROUPS.length,
  admin: {
    description:
      'One row per nationality group. Check each row against its official source at least every 90 days; the list shows which rows are older.',
  },
  fields: [
    { name: 'group', type: 'select', options: [...NATIONALITY_GROUPS], required: true },
    { name: 'visa', type: 'select', options: [...VISA_KINDS], required: true },
    { name: 'visaUrl', type: 'text', maxLength: 300, validate: officialUrl },
    { name: 'yellowFever', type: 'select', options: [...YELLOW_FEVER_RULES], required: true },
    { name: 'passportValidity', type: 'text', localized: true, maxLength: 200 },
    { name: 'notes', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'lastChecked', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'sourceUrl', type: 'text', required: true, maxLength: 300, validate: officialUrl },
  ],
}

type Row = { lastChecked?: string | null }

/** A list-view column telling editors how many entry rows need checking again (computed on read). */
export const entryRequirementsReviewField: Field = {
  name: 'entryRequirementsReview',
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Entry-requirement rows older than 90 days' },
  hooks: {
    afterRead: [
      ({ siblingData }) => {
        const rows = ((siblingData?.entryRequirements as Row[] | undefined) ?? []).filter(
          (row): row is { lastChecked: string } => Boolean(row.lastChecked),
        )
        if (rows.length === 0) return 'No entry requirements'
        const stale = staleEntries(rows, new Date())
        return stale.length === 0 ? 'Up to date' : `${stale.length} older than 90 days: check them`
      },
    ],
  },
}
