import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { GLOBAL_SLUGS } from '@nexovia/content-schema'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'
import { dataDir } from '../../dataDir'
import type { MailContact } from './components/MailLayout'
import { type LaidOutMail, MAIL_CONTENT } from './paragraphsMail'
import { FALLBACK_CONTACT, renderMail } from './renderMail'

const FROM_ADDRESS = process.env.MAIL_FROM_ADDRESS ?? 'no-reply@nexovia.travel'
const FROM_NAME = process.env.MAIL_FROM_NAME ?? 'Nexovia'

/**
 * Real SMTP when SMTP_URL is set (tests run a local SMTP server); otherwise every message is
 * rendered exactly as it would be sent, written to `.data/outbox/` and announced in the log.
 */
export const mailAdapter = (): EmailAdapter => {
  const smtpUrl = process.env.SMTP_URL
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return ({ payload }) => ({
    name: smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: FROM_ADDRESS,
    defaultFromName: FROM_NAME,
    sendEmail: async (laidOut: LaidOutMail) => {
      const message = await renderMail(laidOut, await contactOf(payload, laidOut))
      const info = await transport.sendMail({ from: { name: FROM_NAME, address: FROM_ADDRESS }, ...message })
      if (smtpUrl) return info
      const file = writeToOutbox(info.message as Buffer)
      payload.logger.info(`Mail to ${String(message.to)} "${message.subject}" written to ${file}`)
      return info
    },
  })
}

/** The footer's contact as editors keep it in the site settings: the Abidjan desk for French readers. */
async function contactOf(payload: Payload, message: LaidOutMail): Promise<MailContact> {
  const content = message[MAIL_CONTENT]
  if (!content) return FALLBACK_CONTACT
  try {
    const settings = await payload.findGlobal({
      slug: GLOBAL_SLUGS.siteSettings,
      depth: 0,
      locale: content.locale,
    })
    return {
      email: settings.email || FALLBACK_CONTACT.email,
      phone: (content.locale === 'fr' ? settings.phones?.ci : settings.phones?.us) || FALLBACK_CONTACT.phone,
      address: settings.address || FALLBACK_CONTACT.address,
    }
  } catch {
    // A mail is worth more than its footer: send it with the seeded contact.
    return FALLBACK_CONTACT
  }
}

function writeToOutbox(rendered: Buffer): string {
  const outbox = path.join(dataDir, 'outbox')
  mkdirSync(outbox, { recursive: true })
  const file = path.join(
    outbox,
    `${new Date().toISOString().replaceAll(':', '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
  )
  writeFileSync(file, rendered)
  return file
}
