import { COLLECTION_SLUGS, MESSAGE_EVENTS, PHONE_CHANNELS } from '@nexovia/content-schema'
import { defaultTemplateOf } from '../services/messages/defaultTemplates'
import type { SeedArgs } from './types'

/**
 * The WhatsApp and SMS templates (issue 45): one per event and channel missing, with its approved name
 * and its text in both languages; editors change the text in the panel afterwards.
 */
export async function seedMessageTemplates({ payload, req }: SeedArgs): Promise<void> {
  const existing = await payload.find({
    collection: COLLECTION_SLUGS.messageTemplates,
    pagination: false,
    depth: 0,
    select: { event: true, channel: true },
    req,
  })
  const known = new Set(existing.docs.map((doc) => `${doc.event}:${doc.channel}`))
  let seeded = 0
  for (const event of MESSAGE_EVENTS)
    for (const channel of PHONE_CHANNELS) {
      if (known.has(`${event}:${channel}`)) continue
      const { approvedName, body } = defaultTemplateOf(event, channel)
      const created = await payload.create({
        collection: COLLECTION_SLUGS.messageTemplates,
        locale: 'en',
        data: { event, channel, approvedName, body: body.en },
        req,
      })
      await payload.update({
        collection: COLLECTION_SLUGS.messageTemplates,
        id: created.id,
        locale: 'fr',
        data: { body: body.fr },
        req,
      })
      seeded += 1
    }
  if (seeded) payload.logger.info(`Seeded ${seeded} message templates`)
}
