import { expect, test } from '@playwright/test'
import { whatsappSignature } from '../../../cms/src/services/messages/whatsapp/whatsappSignature.ts'

// Meta calls the site's origin (docs/features/messages.md) and batches up to a thousand statuses in one
// notification: the site's /api proxy, which caps other bodies at 64 KB, must let it through to the cms.
const webhook = () => new URL('/api/messages/whatsapp/webhook', process.env.PUBLIC_SITE_URL).href

/** A signed notification of `count` statuses of messages the cms never sent (answered 200 and logged). */
function signedBatch(count: number) {
  const statuses = Array.from({ length: count }, (_, index) => ({
    id: `wamid.e2e-batch-${crypto.randomUUID()}-${index}`,
    status: 'delivered',
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: '233241234567',
  }))
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { statuses } }] }],
  })
  const signature = whatsappSignature(process.env.WHATSAPP_APP_SECRET!, body)
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } }
}

test('should pass a signed batch of WhatsApp statuses over 64 KB through the site to the cms', async ({
  request,
}) => {
  const batch = signedBatch(800)
  expect(batch.body.length).toBeGreaterThan(64 * 1024)
  const answer = await request.post(webhook(), { headers: batch.headers, data: batch.body })
  expect(answer.status()).toBe(200)
})
