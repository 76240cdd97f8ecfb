import type { Locale, TPhoneChannel } from '@nexovia/content-schema'

/** One message for one number: the template's approved name, its parameters in order, and its text. */
export type OutgoingMessage = {
  to: string
  locale: Locale
  templateName: string
  parameters: string[]
  text: string
  /** Ours, passed to the provider where it keeps one, so its status reports name the message. */
  idempotencyKey: string
}

/**
 * What a provider said: `sent` with its id; `refused` for good (a bad number, an opted-out one,
 * a template it does not know), never retried; `unavailable` for now (5xx, timeout), retried later.
 */
export type SendOutcome =
  | { kind: 'sent'; providerId: string }
  | { kind: 'refused'; reason: string; hasOptedOut?: boolean }
  | { kind: 'unavailable'; reason: string }

/** A channel that reaches a phone: WhatsApp's Cloud API or an SMS provider, or their stands in tests. */
export type PhoneChannel = {
  channel: TPhoneChannel
  send: (message: OutgoingMessage) => Promise<SendOutcome>
}

/** How long a provider may take before the attempt counts as unavailable (the job retries it). */
export const PROVIDER_TIMEOUT_MS = 10_000

/** A provider's answer status read as an outcome: 429 and 5xx are worth retrying, other 4xx are not. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500
