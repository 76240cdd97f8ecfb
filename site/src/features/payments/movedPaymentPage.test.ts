import { describe, expect, it } from 'vitest'
import { movedPaymentPageHref } from './movedPaymentPage'

const movedFrom = (address: string) => movedPaymentPageHref(new URL(address, 'https://nexovia.example'))

describe('movedPaymentPageHref', () => {
  it('should send /payment/test to /payment with its query whole', () => {
    expect(movedFrom('/payment/test?itinerary_id=fo_abc-1&currency=EUR')).toBe(
      '/payment?itinerary_id=fo_abc-1&currency=EUR',
    )
  })

  it('should keep the French page in French', () => {
    expect(
      movedFrom(
        '/fr/payment/test?hotel_id=17&check_in_date=2030-03-10&check_out_date=2030-03-13&num_adults=2',
      ),
    ).toBe('/fr/payment?hotel_id=17&check_in_date=2030-03-10&check_out_date=2030-03-13&num_adults=2')
  })

  it('should keep an encoded value as it was sent', () => {
    expect(movedFrom('/payment/test?stay_rate=sr_e30%2Bx&passengers=2')).toBe(
      '/payment?stay_rate=sr_e30%2Bx&passengers=2',
    )
  })

  it('should send a bare /payment/test or /fr/payment/test/ to the bare page', () => {
    expect([movedFrom('/payment/test'), movedFrom('/fr/payment/test/')]).toEqual(['/payment', '/fr/payment'])
  })

  it("should lead only to this site's payment page, whatever the query holds", () => {
    const hostile = [
      '/payment/test?//evil.example',
      '/payment/test?@evil.example',
      '/fr/payment/test?x=%00%0d%0aLocation:%20https://evil.example',
    ]
    const leads = hostile.map((address) => new URL(movedFrom(address), 'https://nexovia.example'))
    expect(leads.map(({ origin, pathname }) => `${origin}${pathname}`)).toEqual([
      'https://nexovia.example/payment',
      'https://nexovia.example/payment',
      'https://nexovia.example/fr/payment',
    ])
  })
})
