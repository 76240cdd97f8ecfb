import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { isAdminUser, isStaffUser, isTravellerUser } from './roles'

const user = (collection: string, roles?: string[]) =>
  ({ id: 1, collection, roles }) as unknown as PayloadRequest['user']

describe('roles', () => {
  it('should treat only an admins-collection user with the admin role as an administrator', () => {
    expect(
      [user('admins', ['admin']), user('admins', ['editor']), user('users', ['admin'])].map(isAdminUser),
    ).toEqual([true, false, false])
  })

  it('should count editors and administrators as staff, never travellers', () => {
    expect([user('admins', ['editor']), user('admins', ['admin']), user('users')].map(isStaffUser)).toEqual([
      true,
      true,
      false,
    ])
  })

  it('should recognise a traveller by their collection and nobody when signed out', () => {
    expect([user('users'), user('admins', ['admin']), null].map(isTravellerUser)).toEqual([
      true,
      false,
      false,
    ])
  })
})
