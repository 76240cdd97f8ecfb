import type { TMessageStatus } from '@nexovia/content-schema'
import type { ProviderStatus } from '../messageStatus'
import { isStopReply } from '../messageStatus'

const STATUSES: Record<string, TMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
}

/**
 * What a signed Twilio callback says: a status callback (MessageSid, MessageStatus, ErrorCode), or an
 * incoming reply (From, Body; OptOutType=STOP where Twilio's Advanced Opt-Out handled it).
 */
export function readTwilioCallback(params: URLSearchParams): {
  status?: ProviderStatus
  stoppedPhone?: string
} {
  const sid = params.get('MessageSid') ?? ''
  const from = params.get('From') ?? ''
  const isReply = params.has('Body')
  if (isReply) {
    const isStop = params.get('OptOutType') === 'STOP' || isStopReply(params.get('Body') ?? '')
    return isStop && from ? { stoppedPhone: from } : {}
  }
  const status = STATUSES[params.get('MessageStatus') ?? '']
  if (!sid || !status) return {}
  const code = params.get('ErrorCode')
  return { status: { providerId: sid, status, error: code ? `Twilio ${code}` : undefined } }
}
