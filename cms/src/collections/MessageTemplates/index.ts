import {
  COLLECTION_SLUGS,
  MESSAGE_EVENTS,
  PHONE_CHANNELS,
  type TMessageEvent,
  unknownTemplateVariables,
} from '@nexovia/content-schema'
import type { CollectionConfig, TextareaFieldValidation } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'

/** A template's text may use only its event's variables: a typo would reach travellers as "{{refrence}}". */
const onlyTheEventsVariables: TextareaFieldValidation = (value, { siblingData }) => {
  const event = (siblingData as { event?: TMessageEvent }).event
  if (!value || !event) return true
  const unknown = unknownTemplateVariables(event, value)
  return unknown.length === 0 || `Unknown variables: ${unknown.join(', ')} (this event has only its own).`
}

/**
 * The WhatsApp and SMS texts, one per event and channel, in both languages (issue 45). A WhatsApp
 * template's text is the one Meta approved under `approvedName`: editing it here changes what staff
 * and SMS read, and must be submitted to Meta again (docs/features/messages.md). Editors edit them;
 * only administrators add or delete one.
 */
export const MessageTemplates: CollectionConfig = {
  slug: COLLECTION_SLUGS.messageTemplates,
  admin: {
    group: 'Settings',
    useAsTitle: 'approvedName',
    defaultColumns: ['event', 'channel', 'approvedName'],
  },
  // A data migration that runs the Local API before this table exists would otherwise look it up in
  // the locked documents (as PushSubscriptions); two editors on one template is rare.
  lockDocuments: false,
  access: { read: isStaff, create: isAdmin, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'event', type: 'select', options: [...MESSAGE_EVENTS], required: true },
    { name: 'channel', type: 'select', options: [...PHONE_CHANNELS], required: true },
    // The template's name as Meta approved it (WhatsApp); SMS has no registration, the name is a label.
    { name: 'approvedName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 1000,
      validate: onlyTheEventsVariables,
    },
  ],
  indexes: [{ fields: ['event', 'channel'], unique: true }],
}
