import { render } from '@react-email/render'
import type { SendEmailOptions } from 'payload'
import { createElement as h } from 'react'
import { MailDocument } from './components/MailDocument'
import type { MailContact } from './components/MailLayout'
import { type LaidOutMail, MAIL_CONTENT } from './paragraphsMail'

/** The contact the footer names when the site settings cannot be read (the seeded ones). */
export const FALLBACK_CONTACT: MailContact = {
  email: 'support@nexovia.travel',
  phone: '+1 617 555 0142',
  address: '100 Summer Street, Boston, MA 02110, USA',
}

/**
 * The message as sent: a laid-out mail gains its HTML part (React Email, in the reader's language)
 * and loses the content it was drawn from; any other message goes as it is. The components are
 * written with createElement, not JSX: the cms's tsconfig preserves JSX for Next, which the Payload
 * CLI and Vitest then could not run.
 */
export async function renderMail(
  message: LaidOutMail,
  contact: MailContact = FALLBACK_CONTACT,
): Promise<SendEmailOptions> {
  const content = message[MAIL_CONTENT]
  if (!content) return message
  const { [MAIL_CONTENT]: _drawn, ...rest } = message
  return { ...rest, html: await render(h(MailDocument, { content, contact })) }
}
