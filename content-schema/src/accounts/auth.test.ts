import { describe, expect, it } from 'vitest'
import { messageAt } from '../core/test-support.ts'
import {
  ZAdminLoginInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZOidcCallbackInput,
  ZProfileUpdateInput,
  ZRegisterInput,
  ZResetPasswordForm,
  ZResetPasswordInput,
  ZSignupForm,
} from './auth.ts'

const registration = {
  firstName: ' Awa ',
  lastName: 'Koné',
  email: ' Awa.Kone@Example.com ',
  phone: '',
  password: 'secret-passage',
  country: 'ci',
  preferredDestination: 'Abidjan',
}

describe('ZRegisterInput', () => {
  it('should accept a registration and normalise it', () => {
    expect(ZRegisterInput.parse(registration)).toEqual({
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'awa.kone@example.com',
      password: 'secret-passage',
      country: 'CI',
      preferredDestination: 'Abidjan',
      locale: 'en',
    })
  })

  it('should accept a registration without the optional fields', () => {
    expect(
      ZRegisterInput.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret-passage' })
        .success,
    ).toBe(true)
  })

  it('should require the first name', () => {
    expect(messageAt(ZRegisterInput, { ...registration, firstName: '  ' }, 'firstName')).toBe(
      'validation.firstNameRequired',
    )
  })

  it('should require the last name', () => {
    expect(messageAt(ZRegisterInput, { ...registration, lastName: undefined }, 'lastName')).toBe(
      'validation.lastNameRequired',
    )
  })

  it('should refuse a malformed email', () => {
    expect(messageAt(ZRegisterInput, { ...registration, email: 'awa@' }, 'email')).toBe(
      'validation.emailInvalid',
    )
  })

  it('should refuse a password under 8 characters', () => {
    expect(messageAt(ZRegisterInput, { ...registration, password: 'abc1234' }, 'password')).toBe(
      'validation.passwordMin',
    )
  })

  it('should refuse a country that is not a two-letter code', () => {
    expect(messageAt(ZRegisterInput, { ...registration, country: 'Ivory Coast' }, 'country')).toBe(
      'validation.countryInvalid',
    )
  })
})

describe('ZSignupForm', () => {
  const form = { ...registration, confirmPassword: 'secret-passage', acceptTerms: true }

  it('should accept a complete form', () => {
    expect(ZSignupForm.safeParse(form).success).toBe(true)
  })

  it('should refuse a confirmation that differs', () => {
    expect(messageAt(ZSignupForm, { ...form, confirmPassword: 'secret2' }, 'confirmPassword')).toBe(
      'validation.passwordsMismatch',
    )
  })

  it('should refuse a confirmation that differs even when the password is too short', () => {
    const short = { ...form, password: 'abc', confirmPassword: 'abd' }
    expect(messageAt(ZSignupForm, short, 'confirmPassword')).toBe('validation.passwordsMismatch')
  })

  it('should still report the too-short password beside a differing confirmation', () => {
    const short = { ...form, password: 'abc', confirmPassword: 'abd' }
    expect(messageAt(ZSignupForm, short, 'password')).toBe('validation.passwordMin')
  })

  it('should refuse a differing confirmation while other fields are missing', () => {
    const incomplete = { ...form, firstName: '', acceptTerms: false, confirmPassword: 'secret2' }
    expect(messageAt(ZSignupForm, incomplete, 'confirmPassword')).toBe('validation.passwordsMismatch')
  })

  it('should require the terms to be accepted', () => {
    expect(messageAt(ZSignupForm, { ...form, acceptTerms: false }, 'acceptTerms')).toBe(
      'validation.termsRequired',
    )
  })
})

describe('ZLoginInput', () => {
  it('should accept an email and a password', () => {
    expect(ZLoginInput.parse({ email: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' })
  })

  it('should require the email', () => {
    expect(messageAt(ZLoginInput, { email: ' ', password: 'x' }, 'email')).toBe('validation.emailRequired')
  })

  it('should require the password', () => {
    expect(messageAt(ZLoginInput, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'validation.passwordRequired',
    )
  })
})

describe('ZForgotPasswordInput', () => {
  it('should accept an email', () => {
    expect(ZForgotPasswordInput.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', locale: 'en' })
  })

  it('should refuse a malformed email', () => {
    expect(messageAt(ZForgotPasswordInput, { email: 'nope' }, 'email')).toBe('validation.emailInvalid')
  })
})

describe('ZResetPasswordInput', () => {
  it('should trim the token', () => {
    expect(ZResetPasswordInput.parse({ token: '  abc123 ', password: 'secret-passage' }).token).toBe('abc123')
  })

  it('should require the token', () => {
    expect(messageAt(ZResetPasswordInput, { token: '   ', password: 'secret' }, 'token')).toBe(
      'validation.tokenRequired',
    )
  })

  it('should refuse a password under 8 characters', () => {
    expect(messageAt(ZResetPasswordInput, { token: 't', password: '1234567' }, 'password')).toBe(
      'validation.passwordMin',
    )
  })

  it('should refuse a confirmation that differs in the form', () => {
    const form = { token: 't', password: 'secret', confirmPassword: 'secreT' }
    expect(messageAt(ZResetPasswordForm, form, 'confirmPassword')).toBe('validation.passwordsMismatch')
  })

  it('should refuse a differing confirmation even when the new password is too short', () => {
    const form = { token: 't', password: 'abc', confirmPassword: 'abd' }
    expect(messageAt(ZResetPasswordForm, form, 'confirmPassword')).toBe('validation.passwordsMismatch')
  })
})

describe('ZAdminLoginInput', () => {
  it('should accept a username and a password', () => {
    expect(ZAdminLoginInput.safeParse({ username: 'admin', password: ' pass ' }).success).toBe(true)
  })

  it('should refuse a blank password', () => {
    expect(messageAt(ZAdminLoginInput, { username: 'admin', password: '   ' }, 'password')).toBe(
      'validation.fillAllFields',
    )
  })
})

describe('ZProfileUpdateInput', () => {
  const profile = { firstName: 'Awa', lastName: 'Koné', email: 'awa@example.com', phone: ' ', country: 'ci' }

  it('should normalise a profile and drop blank optional fields', () => {
    expect(ZProfileUpdateInput.parse(profile)).toEqual({
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'awa@example.com',
      country: 'CI',
    })
  })

  it('should require the first name', () => {
    expect(messageAt(ZProfileUpdateInput, { ...profile, firstName: '' }, 'firstName')).toBe(
      'validation.firstNameRequired',
    )
  })

  it('should refuse a malformed email', () => {
    expect(messageAt(ZProfileUpdateInput, { ...profile, email: 'awa@' }, 'email')).toBe(
      'validation.emailInvalid',
    )
  })
})

describe('ZOidcCallbackInput', () => {
  it('should require the code', () => {
    expect(messageAt(ZOidcCallbackInput, { state: 's' }, 'code')).toBe('errors.sessionFailed')
  })
})
