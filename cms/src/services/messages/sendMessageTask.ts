import type { TaskConfig } from 'payload'
import { deliverMessage, MAX_ATTEMPTS } from './messageDelivery'
import { MESSAGES_QUEUE, SEND_MESSAGE_TASK } from './messageQueue'

/**
 * One WhatsApp or SMS message (queued by the notifier): sent by its job on the messages queue; a
 * provider that is down makes the job fail and Payload run it again later, 30 s then doubling.
 */
export const sendMessageTask: TaskConfig<{ input: { messageId: number }; output: { result: string } }> = {
  slug: SEND_MESSAGE_TASK,
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const result = await deliverMessage(req.payload, input.messageId)
    if (result === 'retry') throw new Error(`Message ${input.messageId}: provider unavailable, retried later`)
    return { output: { result } }
  },
}

export { MESSAGES_QUEUE }
