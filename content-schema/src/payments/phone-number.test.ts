import { describe, expect, it } from 'vitest'
import { composePhone, splitPhone } from './phone-number.ts'

describe('composePhone', () => {
  it('should compose the corridor numbers as typed at home, the trunk 0 dropped where it is one', () => {
    expect([
      composePhone({ country: 'GH', national: '020 123 4567' }),
      composePhone({ country: 'NG', national: '0803 123 4567' }),
      composePhone({ country: 'CI', national: '07 07 12 34 56' }),
      composePhone({ country: 'SN', national: '77 123 45 67' }),
      composePhone({ country: 'US', national: '(212) 555-0100' }),
      composePhone({ country: 'US', national: '1 212 555 0100' }),
    ]).toEqual([
      { phone: '+233201234567' },
      { phone: '+2348031234567' },
      { phone: '+2250707123456' },
      { phone: '+221771234567' },
      { phone: '+12125550100' },
      { phone: '+12125550100' },
    ])
  })

  it('should read a number typed with its + or 00 prefix as it is, whatever the picker says', () => {
    expect([
      composePhone({ country: 'US', national: '+233 20 123 4567' }),
      composePhone({ country: '', national: '00221 77 123 45 67' }),
    ]).toEqual([{ phone: '+233201234567' }, { phone: '+221771234567' }])
  })

  it('should say why a number is refused: not a number, too short, too long, no country', () => {
    expect([
      composePhone({ country: 'GH', national: '020 12x 4567' }),
      composePhone({ country: 'GH', national: '020 123 456' }),
      composePhone({ country: 'SN', national: '77 123 45 678' }),
      composePhone({ country: 'FR', national: '06 12' }),
      composePhone({ country: 'DE', national: '0151 1234 5678 9012 3' }),
      composePhone({ country: '', national: '020 123 4567' }),
      composePhone({ country: 'GH', national: '+999 1234 5678' }),
    ]).toEqual([
      { problem: 'manage.messages.phoneNotNumber' },
      { problem: 'manage.messages.phoneTooShort' },
      { problem: 'manage.messages.phoneTooLong' },
      { problem: 'manage.messages.phoneTooShort' },
      { problem: 'manage.messages.phoneTooLong' },
      { problem: 'manage.messages.phoneCountryRequired' },
      { problem: 'manage.messages.phoneInvalid' },
    ])
  })

  it('should give nothing for nothing typed, so an empty field is the form’s rule to judge', () => {
    expect(composePhone({ country: 'GH', national: '  ' })).toEqual({ phone: '' })
  })
})

describe('splitPhone', () => {
  it('should split a stored number back into its country and national number', () => {
    expect([
      splitPhone('+233201234567'),
      splitPhone('+2250707123456'),
      splitPhone('+12125550100'),
      splitPhone('+447911123456'),
    ]).toEqual([
      { country: 'GH', national: '201234567' },
      { country: 'CI', national: '0707123456' },
      { country: 'US', national: '2125550100' },
      { country: 'GB', national: '7911123456' },
    ])
  })

  it('should prefer the traveller’s country among those sharing a code, and keep what is not E.164', () => {
    expect([splitPhone('+14165550100', 'CA'), splitPhone('0201234567', 'GH'), splitPhone('')]).toEqual([
      { country: 'CA', national: '4165550100' },
      { country: 'GH', national: '0201234567' },
      { country: '', national: '' },
    ])
  })

  it('should compose what it split back into the same number', () => {
    for (const phone of [
      '+233241234567',
      '+2348031234567',
      '+2250707123456',
      '+221771234567',
      '+33612345678',
    ])
      expect(composePhone(splitPhone(phone))).toEqual({ phone })
  })
})
