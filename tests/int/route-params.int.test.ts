/**
 * Route parameters read by the contract (content-schema/src/api/route-params.ts) before any handler:
 * a parameter of the wrong shape is a 400 whose message is the parameter's own key, in the console
 * (an admin route), on the API process (the payment status) and on the cms (an itinerary).
 */
import { describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { adminForFile, callConsole } from '../fixtures/staffApi.ts'

const file = adminForFile()

describe('a route parameter of the wrong shape', () => {
  it.each(['abc', '3000000000', '1.5', '-1'])(
    'should answer 400 with validation.invalidId to a console id of %s',
    async (id) => {
      const { status, json } = await callConsole(`/admin/users/${id}`, {
        method: 'DELETE',
        cookie: file.admin.cookie,
      })
      expect([status, json.message, json.fieldErrors]).toEqual([
        400,
        'validation.invalidId',
        { id: 'validation.invalidId' },
      ])
    },
  )

  it('should answer 400 with validation.invalidId to a booking history of another shape', async () => {
    const { status, json } = await callConsole('/admin/bookings/x%27%20OR%201=1/history', {
      cookie: file.admin.cookie,
    })
    expect([status, json.message]).toEqual([400, 'validation.invalidId'])
  })

  it('should answer 400 with the session key to a payment status of another shape', async () => {
    const { status, json } = await callApi('/payments/status/not-a-session')
    expect([status, json.message]).toEqual([400, 'paymentErrors.sessionNotFound'])
  })

  it('should still answer 404 to an id of the right shape that names nothing', async () => {
    const [user, session] = await Promise.all([
      callConsole('/admin/users/2000000000', { method: 'DELETE', cookie: file.admin.cookie }),
      callApi(`/payments/status/cs_test_${'0'.repeat(48)}`),
    ])
    expect([user.status, session.status]).toEqual([404, 404])
  })
})

describe('a query read by the contract', () => {
  it('should answer the packages in English to a language it does not know, in French to fr', async () => {
    const packagesIn = (locale: string) => callApi(`/payments/packages/flights?locale=${locale}`)
    const [unknown, english, french] = await Promise.all([
      packagesIn('xx'),
      packagesIn('en'),
      packagesIn('fr'),
    ])
    expect([unknown.status, french.status]).toEqual([200, 200])
    expect(unknown.json).toEqual(english.json)
    expect(french.json).not.toEqual(english.json)
  })

  it('should refuse a preview without its token with 403, not a 400 or a 500', async () => {
    const { status } = await callApi('/content/preview')
    expect(status).toBe(403)
  })
})
