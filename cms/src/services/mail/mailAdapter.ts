import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { dataDir } from '../../dataDir'

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
    sendEmail: async (message: SendEmailOptions) => {
      const info = await transport.sendMail({ from: { name: FROM_NAME, address: FROM_ADDRESS }, ...message })
      if (smtpUrl) return info
      const file = writeToOutbox(info.message as Buffer)
      payload.logger.info(`Mail to ${String(message.to)} "${message.subject}" written to ${file}`)
      return info
    },
  })
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
