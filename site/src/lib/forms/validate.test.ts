import { ZSignupForm } from '@nexovia/content-schema/accounts/auth'
import { ZConciergeSubmit } from '@nexovia/content-schema/concierge/request'
import { describe, expect, it } from 'vitest'
import { validate } from './validate'

const signup = {
  firstName: 'Awa',
  lastName: 'Koné',
  email: 'awa@example.com',
  phone: '',
  password: 'secret-passage',
  confirmPassword: 'secret-passage',
  country: '',
  preferredDestination: '',
  acceptTerms: true,
  locale: 'en',
}

describe('validate', () => {
  it('should give the parsed data of a valid form', () => {
    expect(validate(ZSignupForm, signup).data?.email).toBe('awa@example.com')
  })

  it('should report the short password and the differing confirmation each on its own', () => {
    const { errors } = validate(ZSignupForm, { ...signup, password: 'abc', confirmPassword: 'abd' })
    expect(errors).toEqual({
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordsMismatch',
    })
  })

  it('should report the differing confirmation beside every empty required field', () => {
    const empty = { ...signup, firstName: '', lastName: '', email: '', acceptTerms: false }
    const { errors } = validate(ZSignupForm, { ...empty, password: 'abc', confirmPassword: 'abd' })
    expect(errors).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordsMismatch',
      acceptTerms: 'validation.termsRequired',
    })
  })

  it('should keep the first issue of a field, in the order the schema checks them', () => {
    const { errors } = validate(ZConciergeSubmit, {
      name: '',
      email: '',
      phone: '',
      tripDetails: '',
      locale: 'en',
    })
    expect(Object.keys(errors ?? {})).toEqual(['name', 'email', 'phone', 'tripDetails'])
  })
})
