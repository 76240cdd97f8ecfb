import { type Locale, type TConciergeSubmit, translate } from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import { paragraphsMail } from '../mail/paragraphsMail'

type Request = Omit<TConciergeSubmit, 'locale'> & { locale: Locale }

/**
 * The acknowledgement the traveller receives, in the language of the page they wrote from. It goes
 * to an address nobody has verified, so it carries none of the visitor's words (name, trip details):
 * otherwise anyone could send their text to any inbox under Nexovia's name.
 */
export function confirmationMail(request: Request): SendEmailOptions {
  const t = (key: Parameters<typeof translate>[1]) => translate(request.locale, key)
  const lines = [
    t('concierge.mail.confirmation.greeting'),
    t('concierge.mail.confirmation.body'),
    t('concierge.mail.confirmation.signature'),
  ]
  return paragraphsMail(request.email, t('concierge.mail.confirmation.subject'), lines, {
    locale: request.locale,
  })
}

/** The notification the concierge team receives; the team reads English. */
export function teamNotificationMail(request: Request, teamAddress: string): SendEmailOptions {
  const lines = [
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone}`,
    `Language: ${request.locale}`,
    `Trip details:\n${request.tripDetails}`,
  ]
  return {
    ...paragraphsMail(
      teamAddress,
      translate('en', 'concierge.mail.team.subject', { name: request.name }),
      lines,
    ),
    replyTo: request.email,
  }
}
