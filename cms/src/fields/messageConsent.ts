import type { Field, FieldAccess } from 'payload'

type Writers = { create?: FieldAccess; update?: FieldAccess }

/**
 * The traveller's phone channels (issue 45): the number in E.164 and one consent per channel, given
 * at checkout or in the account, taken back by STOP or WhatsApp's opt-out. Staff read them; nothing
 * is sent to a number whose channel is off.
 */
export const messageConsentFields = (access?: Writers): Field[] => [
  { name: 'messagePhone', type: 'text', maxLength: 20, ...(access ? { access } : {}) },
  { name: 'whatsappConsent', type: 'checkbox', defaultValue: false, ...(access ? { access } : {}) },
  { name: 'smsConsent', type: 'checkbox', defaultValue: false, ...(access ? { access } : {}) },
]
