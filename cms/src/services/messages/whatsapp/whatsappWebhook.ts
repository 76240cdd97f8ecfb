import type { TMessageStatus } from '@nexovia/content-schema'
import type { ProviderStatus } from '../messageStatus'
import { isStopReply } from '../messageStatus'

/** The parts of Meta's "messages" webhook we read: delivery statuses and the traveller's replies. */
type WhatsAppNotification = {
  entry?: {
    changes?: {
      value?: {
        statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[]
        messages?: {
          from?: string
          type?: string
          text?: { body?: string }
          button?: { payload?: string; text?: string }
        }[]
      }
    }[]
  }[]
}

const STATUSES: Record<string, TMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
}

/** What a signed notification says: the statuses it reports and the numbers that asked to stop. */
export function readWhatsAppNotification(body: unknown): {
  statuses: ProviderStatus[]
  stoppedPhones: string[]
} {
  const changes = ((body as WhatsAppNotification)?.entry ?? []).flatMap((entry) => entry.changes ?? [])
  const values = changes.map((change) => change.value ?? {})
  const statuses = values.flatMap((value) =>
    (value.statuses ?? []).flatMap((status): ProviderStatus[] => {
      const mapped = STATUSES[status.status ?? '']
      if (!status.id || !mapped) return []
      const error = status.errors?.[0]
      return [
        { providerId: status.id, status: mapped, error: error ? `${error.code} ${error.title}` : undefined },
      ]
    }),
  )
  // WhatsApp's opt-out: a "Stop" quick-reply button or a STOP text; the sender's number comes without "+".
  const stoppedPhones = values.flatMap((value) =>
    (value.messages ?? [])
      .filter((message) =>
        isStopReply(message.text?.body ?? message.button?.payload ?? message.button?.text ?? ''),
      )
      .flatMap((message) => (message.from ? [`+${message.from}`] : [])),
  )
  return { statuses, stoppedPhones }
}
