import { createTranslator, type Locale, type UiKey } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { sitePage } from '../lib/sitePage'
import { paragraphsMail } from '../mail/paragraphsMail'

type Traveller = { email: string; locale?: string | null }

const NOTICES = {
  passwordChanged: { subject: 'auth.mail.passwordChangedSubject', intro: 'auth.mail.passwordChangedIntro' },
  signedOutEverywhere: { subject: 'auth.mail.signedOutSubject', intro: 'auth.mail.signedOutIntro' },
} as const satisfies Record<string, { subject: UiKey; intro: UiKey }>

export type AccountNotice = keyof typeof NOTICES

/**
 * Tells the account's address, in the account's language, that something changed its security, with
 * the way to take the account back if it was not its owner. A failed send is logged, not thrown.
 */
export async function mailAccountNotice(payload: Payload, user: Traveller, notice: AccountNotice) {
  const locale: Locale = user.locale === 'fr' ? 'fr' : 'en'
  const t = createTranslator(locale)
  const { subject, intro } = NOTICES[notice]
  const lines = [t(intro), t('auth.mail.noticeNotYou'), sitePage(locale, '/forgot-password')]
  await payload
    .sendEmail(paragraphsMail(user.email, t(subject), lines, { locale }))
    .catch((cause: unknown) => payload.logger.error(`Account notice not sent: ${String(cause)}`))
}
