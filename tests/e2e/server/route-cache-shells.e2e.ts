import { expect, test } from '@playwright/test'

// Pages the same for every visitor (issue 20): the second read of each comes from the route cache.
const SHELLS = ['/airport-taxi', '/fr/airport-taxi', '/travel-savings', '/fr/travel-savings']

test.describe('route-cache shells', () => {
  for (const path of SHELLS) {
    test(`should answer ${path} from the route cache once it was read`, async ({ request }) => {
      await request.get(path)
      const again = await request.get(path)
      expect([again.status(), again.headers()['x-astro-cache']]).toEqual([200, 'HIT'])
    })
  }
})
