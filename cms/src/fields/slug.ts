import type { TextField } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL slug shared by both languages: unique, kebab-case. */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 120,
  admin: { position: 'sidebar' },
  validate: (value: null | string | undefined) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, digits and dashes',
})
