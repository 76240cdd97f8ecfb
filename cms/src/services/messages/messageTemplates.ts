import {
  COLLECTION_SLUGS,
  fillTemplate,
  type Locale,
  MESSAGE_EVENT_VARIABLES,
  type TMessageEvent,
  type TPhoneChannel,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { defaultTemplateOf } from './defaultTemplates'

export type FilledTemplate = { templateName: string; parameters: string[]; text: string }

/**
 * The event's template on this channel in this language, filled: the stored one (editors' text),
 * or the first text when none is stored yet. Parameters follow the event's variable order.
 */
export async function filledTemplate(
  payload: Payload,
  options: {
    event: TMessageEvent
    channel: TPhoneChannel
    locale: Locale
    variables: Record<string, string>
  },
): Promise<FilledTemplate> {
  const { event, channel, locale, variables } = options
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.messageTemplates,
    where: { and: [{ event: { equals: event } }, { channel: { equals: channel } }] },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const fallback = defaultTemplateOf(event, channel)
  const stored = docs[0]
  const body = stored?.body || fallback.body[locale]
  return {
    templateName: stored?.approvedName ?? fallback.approvedName,
    parameters: MESSAGE_EVENT_VARIABLES[event].map((name) => variables[name] ?? ''),
    text: fillTemplate(body, variables),
  }
}
