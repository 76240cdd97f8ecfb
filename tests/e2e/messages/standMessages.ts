import { RECEIVED_PATH, type StandMessage } from '../../fixtures/messagingStand.ts'

/** A WhatsApp template message as the stand received it. */
export type StandWhatsApp = Extract<StandMessage, { channel: 'whatsapp' }>

/**
 * The messages the stand received for this number (WhatsApp or SMS). The stand runs in the e2e
 * runner's process (scripts/e2e.ts), so the tests read it over HTTP at E2E_MESSAGING_URL.
 */
export async function messagesSentTo(phone: string): Promise<StandMessage[]> {
  const answer = await fetch(`${process.env.E2E_MESSAGING_URL}${RECEIVED_PATH}`)
  if (!answer.ok) throw new Error(`the messaging stand answered ${answer.status}`)
  return ((await answer.json()) as StandMessage[]).filter((message) => message.to === phone)
}

/** The WhatsApp templates sent to this number, by name, in the order received. */
export async function whatsappTemplatesSentTo(phone: string): Promise<StandWhatsApp[]> {
  return (await messagesSentTo(phone)).filter(
    (message): message is StandWhatsApp => message.channel === 'whatsapp',
  )
}

/** A Ghanaian mobile number in E.164 that no other test uses (+233 24 then seven digits). */
export const freshPhone = () =>
  `+23324${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000).padStart(7, '0')}`

/** What the stand received on this phone by WhatsApp: template, language and the booking's reference. */
export const templatesOn = async (phone: string) =>
  (await whatsappTemplatesSentTo(phone)).map(({ template, language, parameters }) => [
    template,
    language,
    parameters[0],
  ])

/**
 * A message leaves at once (the queue is kicked), else with the queue's pass of every minute, or the
 * next one when the kick met that pass holding the queue's lock (messagesQueueRun.ts).
 */
export const MESSAGE_WAIT = { timeout: 130_000 }
