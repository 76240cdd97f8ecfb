import { describe, expect, it } from 'vitest'
import { type ListenClient, listenToChannel } from './listen-loop'

type Listener = (...args: never[]) => void

/** A client that connects at once and records what it was asked. */
class FakeClient implements ListenClient {
  queries: string[] = []
  private listeners = new Map<string, Listener[]>()
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...args: unknown[]) => void)(...args)
  }
  async connect() {}
  async query(text: string) {
    this.queries.push(text)
  }
  async end() {
    this.emit('end')
  }
}

function listen() {
  const clients: FakeClient[] = []
  const events: string[] = []
  const listener = listenToChannel({
    newClient: () => {
      const client = new FakeClient()
      clients.push(client)
      return client
    },
    channel: 'nexovia_test',
    onMessage: (payload) => {
      events.push(`message ${payload}`)
    },
    onConnected: () => {
      events.push('connected')
    },
    retryMs: 5,
    log: () => {},
  })
  return { clients, events, listener }
}

describe('listenToChannel', () => {
  it("should listen on its channel and hand on only that channel's messages", async () => {
    const { clients, events, listener } = listen()
    await listener.ready
    expect(clients[0]?.queries).toEqual(['LISTEN nexovia_test'])
    clients[0]?.emit('notification', { channel: 'other', payload: 'x' })
    clients[0]?.emit('notification', { channel: 'nexovia_test', payload: 'y' })
    expect(events).toEqual(['connected', 'message y'])
    await listener.stop()
  })

  it('should reconnect when the connection ends, and say so (a notification may have been missed)', async () => {
    const { clients, events, listener } = listen()
    await listener.ready
    clients[0]?.emit('end')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(clients).toHaveLength(2)
    expect(events).toEqual(['connected', 'connected'])
    await listener.stop()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(clients).toHaveLength(2)
  })

  it('should refuse a channel name that is not a plain identifier', () => {
    expect(() =>
      listenToChannel({
        newClient: () => new FakeClient(),
        channel: 'x; DROP TABLE users',
        onMessage: () => {},
        onConnected: () => {},
        log: () => {},
      }),
    ).toThrow('Not a channel name')
  })
})
