import {
  isRetryableStatus,
  type OutgoingMessage,
  type PhoneChannel,
  PROVIDER_TIMEOUT_MS,
  type SendOutcome,
} from '../phoneChannel'

export type WhatsAppConfig = { apiUrl: string; accessToken: string; phoneNumberId: string }

/** WhatsApp's language codes for our locales (the template is approved once per language). */
const LANGUAGE_CODES = { en: 'en', fr: 'fr' } as const

/**
 * The Cloud API's request for a template message (POST /{phone-number-id}/messages): the approved
 * template by name and language, the body's positional parameters ({{1}}, {{2}}…) in order.
 */
export function whatsappTemplateRequest(message: OutgoingMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // The Cloud API takes the number without its "+".
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.templateName,
      language: { code: LANGUAGE_CODES[message.locale] },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
    biz_opaque_callback_data: message.idempotencyKey,
  }
}

type CloudAnswer = {
  messages?: { id?: string }[]
  error?: { code?: number; message?: string }
}

/** Meta's error codes that say the user cannot or will not receive it: refused, never retried. */
const OPTED_OUT_CODES = new Set([131050])

/** The Cloud API's answer read as an outcome (its documented success and error shapes). */
export function whatsappOutcome(status: number, answer: CloudAnswer): SendOutcome {
  const id = answer.messages?.[0]?.id
  if (status >= 200 && status < 300 && id) return { kind: 'sent', providerId: id }
  const reason = `WhatsApp ${status}: ${answer.error?.code ?? ''} ${answer.error?.message ?? ''}`.trim()
  if (isRetryableStatus(status)) return { kind: 'unavailable', reason }
  return { kind: 'refused', reason, hasOptedOut: OPTED_OUT_CODES.has(answer.error?.code ?? 0) }
}

/** WhatsApp Business Cloud API: template messages from the business's phone number. */
export function whatsappCloud(config: WhatsAppConfig): PhoneChannel {
  return {
    channel: 'whatsapp',
    send: async (message) => {
      try {
        const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsappTemplateRequest(message)),
          redirect: 'error',
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        })
        const answer = (await response.json().catch(() => ({}))) as CloudAnswer
        return whatsappOutcome(response.status, answer)
      } catch (cause) {
        return { kind: 'unavailable', reason: `WhatsApp unreachable: ${String(cause)}` }
      }
    },
  }
}
