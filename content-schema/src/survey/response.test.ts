import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import { ZSurveySubmit } from './response.ts'

const answers = {
  travelsAnnually: 'yes',
  interestedSavingsAccount: 'maybe',
  monthlyAmount: '200_plus',
  moneyPreference: 'partner_bank',
  attractiveBenefits: ['bank_security', 'travel_credit'],
  concerns: 'other',
  concernsOther: ' Exchange rates ',
  readyToTry: 'yes',
  email: '',
  language: 'fr',
}

describe('ZSurveySubmit', () => {
  it('should accept a full set of answers', () => {
    expect(ZSurveySubmit.parse(answers)).toEqual({
      ...answers,
      concernsOther: 'Exchange rates',
      email: undefined,
    })
  })

  it('should accept a survey with no answer but the language', () => {
    expect(ZSurveySubmit.parse({ language: 'en' })).toEqual({ attractiveBenefits: [], language: 'en' })
  })

  it('should refuse a third benefit', () => {
    const three = { ...answers, attractiveBenefits: ['bank_security', 'travel_credit', 'bonuses_discounts'] }
    expect(messageAt(ZSurveySubmit, three, 'attractiveBenefits')).toBe('validation.benefitsMax')
  })

  it('should refuse a free-text concern when the concern is not other', () => {
    expect(messageAt(ZSurveySubmit, { ...answers, concerns: 'service_fees' }, 'concernsOther')).toBe(
      'validation.concernsOtherOnlyWithOther',
    )
  })

  it('should accept a blank free-text concern whatever the concern', () => {
    expect(
      ZSurveySubmit.parse({ ...answers, concerns: 'service_fees', concernsOther: ' ' }).concernsOther,
    ).toBe(undefined)
  })

  it('should refuse an answer outside the options', () => {
    expect(messageAt(ZSurveySubmit, { ...answers, monthlyAmount: '75' }, 'monthlyAmount')).toBe(
      'validation.invalidOption',
    )
  })

  it('should refuse a malformed optional email', () => {
    expect(messageAt(ZSurveySubmit, { ...answers, email: 'me@' }, 'email')).toBe('validation.validEmail')
  })
})
