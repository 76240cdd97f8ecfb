import {
  isRetryableStatus,
  type OutgoingMessage,
  type PhoneChannel,
  PROVIDER_TIMEOUT_MS,
  type SendOutcome,
} from '../phoneChannel'

/** Twilio's account, its sender (a number or a Messaging Service), and where it reports delivery. */
export type TwilioConfig = {
  apiUrl: string
  accountSid: string
  authToken: string
  from?: string
  messagingServiceSid?: string
  statusCallback?: string
}

/** The form Twilio's Messages resource takes (POST /2010-04-01/Accounts/{Sid}/Messages.json). */
export function twilioMessageForm(config: TwilioConfig, message: OutgoingMessage): URLSearchParams {
  const form = new URLSearchParams({ To: message.to, Body: message.text })
  if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid)
  else if (config.from) form.set('From', config.from)
  if (config.statusCallback) form.set('StatusCallback', config.statusCallback)
  return form
}

type TwilioAnswer = { sid?: string; code?: number; message?: string }

/** Twilio's error 21610: the number replied STOP; Twilio refuses to send to it until START. */
const UNSUBSCRIBED_RECIPIENT = 21610

/** Twilio's answer read as an outcome (201 with the message's sid; an error with its code). */
export function twilioOutcome(status: number, answer: TwilioAnswer): SendOutcome {
  if (status >= 200 && status < 300 && answer.sid) return { kind: 'sent', providerId: answer.sid }
  const reason = `Twilio ${status}: ${answer.code ?? ''} ${answer.message ?? ''}`.trim()
  if (isRetryableStatus(status)) return { kind: 'unavailable', reason }
  return { kind: 'refused', reason, hasOptedOut: answer.code === UNSUBSCRIBED_RECIPIENT }
}

/** SMS through Twilio's REST API (Basic auth with the account's sid and token). */
export function twilioSms(config: TwilioConfig): PhoneChannel {
  const basic = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')
  return {
    channel: 'sms',
    send: async (message) => {
      try {
        const response = await fetch(
          `${config.apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`,
          {
            method: 'POST',
            headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
            body: twilioMessageForm(config, message),
            redirect: 'error',
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          },
        )
        const answer = (await response.json().catch(() => ({}))) as TwilioAnswer
        return twilioOutcome(response.status, answer)
      } catch (cause) {
        return { kind: 'unavailable', reason: `Twilio unreachable: ${String(cause)}` }
      }
    },
  }
}
