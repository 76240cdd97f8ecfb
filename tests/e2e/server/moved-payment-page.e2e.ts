import { expect, test } from '@playwright/test'

/**
 * The payment page's first address (issue 43), as results pages, mails and bookmarks wrote it, each
 * with a traveller's choice in its query, and where it leads now.
 */
const MOVED = [
  ['/payment/test?itinerary_id=fo_moved-1', '/payment?itinerary_id=fo_moved-1'],
  [
    '/fr/payment/test?hotel_id=17&check_in_date=2030-03-10&check_out_date=2030-03-13&num_adults=2&num_rooms=1',
    '/fr/payment?hotel_id=17&check_in_date=2030-03-10&check_out_date=2030-03-13&num_adults=2&num_rooms=1',
  ],
  ['/fr/payment/test?stay_rate=sr_e30%2Bx&passengers=2', '/fr/payment?stay_rate=sr_e30%2Bx&passengers=2'],
  ['/payment/test', '/payment'],
] as const

test.describe('the payment page moved from /payment/test to /payment', () => {
  for (const [from, to] of MOVED) {
    test(`should send ${from} on to ${to} for good, the query whole`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      const location = new URL(response.headers().location ?? '', baseURL).href
      expect([response.status(), location]).toEqual([301, new URL(to, baseURL).href])
    })
  }
})
