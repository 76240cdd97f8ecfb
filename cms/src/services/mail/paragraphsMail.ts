import type { Locale } from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import type { MailAttachment } from './mailAttachment'
import { type MailContent, type MailPart, textOf } from './mailParts'

/**
 * Where a message keeps what its HTML part is drawn from. React Email renders asynchronously, so the
 * builders stay synchronous and the mail adapter renders on sending (renderMail).
 */
export const MAIL_CONTENT = Symbol.for('nexovia.mailContent')

/** A message whose HTML part the mail adapter draws with the mail layout. */
export type LaidOutMail = SendEmailOptions & { [MAIL_CONTENT]?: MailContent }

/**
 * A mail of short paragraphs (and blocks: a booking summary, flights, a stay, a ride) in the reader's
 * language: the text part now, the HTML part in the Nexovia layout when the adapter sends it. React
 * escapes every paragraph (they carry what travellers typed: names, addresses).
 */
export function paragraphsMail(
  to: string,
  subject: string,
  parts: readonly MailPart[],
  options: { locale?: Locale; attachments?: MailAttachment[] } = {},
): LaidOutMail {
  return {
    to,
    subject,
    text: textOf(parts),
    ...(options.attachments?.length ? { attachments: options.attachments } : {}),
    [MAIL_CONTENT]: { locale: options.locale ?? 'en', parts },
  }
}
