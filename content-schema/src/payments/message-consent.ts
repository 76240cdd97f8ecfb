import { z } from 'zod'
import { msg } from '../core/primitives.ts'
import { toE164 } from './message-events.ts'

/** A phone number as typed, stored in E.164; a number without its country code is refused. */
export const ZMessagePhone = z
  .string(msg('manage.messages.phoneInvalid'))
  .max(30, msg('manage.messages.phoneInvalid'))
  .transform((typed, context) => {
    if (typed.trim() === '') return ''
    const phone = toE164(typed)
    if (!phone) context.addIssue({ code: 'custom', message: 'manage.messages.phoneInvalid' })
    return phone ?? z.NEVER
  })

/** The traveller's choice of phone channels (checkout, account): a channel chosen needs a number. */
export const ZMessageConsent = z
  .object({
    phone: ZMessagePhone.default(''),
    whatsapp: z.boolean().default(false),
    sms: z.boolean().default(false),
  })
  .superRefine((consent, context) => {
    if ((consent.whatsapp || consent.sms) && consent.phone === '')
      context.addIssue({ code: 'custom', path: ['phone'], message: 'manage.messages.phoneRequired' })
  })
export type TMessageConsent = z.infer<typeof ZMessageConsent>
