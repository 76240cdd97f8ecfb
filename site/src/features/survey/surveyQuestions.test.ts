import { describe, expect, it } from 'vitest'
import { toggledBenefits } from './surveyQuestions'

describe('toggledBenefits', () => {
  it('should drop the oldest benefit when a third is chosen', () => {
    expect(toggledBenefits(['bank_security', 'travel_credit'], 'bonuses_discounts')).toEqual([
      'travel_credit',
      'bonuses_discounts',
    ])
  })

  it('should unselect a benefit chosen again', () => {
    expect(toggledBenefits(['bank_security', 'travel_credit'], 'bank_security')).toEqual(['travel_credit'])
  })
})
