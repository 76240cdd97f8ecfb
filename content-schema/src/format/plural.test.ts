import { describe, expect, it } from 'vitest'
import { pluralForm } from './plural.ts'

describe('pluralForm', () => {
  it.each([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['fr', 0, 'one'],
    ['fr', 1, 'one'],
    ['fr', 1.5, 'one'],
    ['fr', 2, 'other'],
  ] as const)('%s writes %d with the %s form', (locale, count, form) => {
    expect(pluralForm(locale, count)).toBe(form)
  })
})
