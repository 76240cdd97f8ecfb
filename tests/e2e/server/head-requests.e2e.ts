import { expect, test } from '@playwright/test'

/**
 * HEAD answers as GET without a body (issue 30, finding 5; it was a 404): on the API process
 * (/api/health), on Next's path (Payload's own routes), and through the site's /api proxy.
 */
const PATHS = ['/api/health', '/api/posts?limit=1', '/api/globals/site-settings']
const ORIGINS = {
  cms: () => process.env.E2E_CMS_URL!,
  api: () => process.env.E2E_API_URL!,
  'site proxy': () => '',
}

test.describe('HEAD', () => {
  for (const [through, origin] of Object.entries(ORIGINS)) {
    // The API process answers only its own routes (content-schema/src/api/apiProcess.ts).
    for (const path of through === 'api' ? PATHS.slice(0, 1) : PATHS) {
      test(`should answer ${path} as GET without a body (${through})`, async ({ request }) => {
        const [head, get] = [
          await request.head(`${origin()}${path}`),
          await request.get(`${origin()}${path}`),
        ]
        expect({
          status: head.status(),
          type: head.headers()['content-type'],
          body: (await head.body()).length,
        }).toEqual({ status: get.status(), type: get.headers()['content-type'], body: 0 })
        expect(head.status()).toBe(200)
      })
    }
  }
})
