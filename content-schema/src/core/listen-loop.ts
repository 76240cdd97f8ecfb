/**
 * One PostgreSQL LISTEN loop for every server process (the site's page-cache purges, the cms's and
 * API process's in-memory caches). Postgres keeps no notification for a listener that is not
 * connected, so whenever the loop (re)connects it calls `onConnected`, for the caller to drop
 * everything it keeps, since a notification may have been missed. The caller hands in a way to make
 * a `pg` client, so this package stays free of a database driver.
 */

/** What the loop needs of a `pg.Client`. */
export type ListenClient = {
  on(event: string, listener: (...args: never[]) => void): unknown
  connect(): Promise<unknown>
  query(text: string): Promise<unknown>
  end(): Promise<unknown>
}

export type ChannelListener = {
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>
  stop: () => Promise<void>
}

type ListenOptions = {
  newClient: () => ListenClient
  /** A plain identifier (it is written into the LISTEN statement). */
  channel: string
  onMessage: (payload: string) => void | Promise<void>
  onConnected: () => void | Promise<void>
  retryMs?: number
  log: (message: string) => void
}

export function listenToChannel({
  newClient,
  channel,
  onMessage,
  onConnected,
  retryMs = 1000,
  log,
}: ListenOptions): ChannelListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  let client: ListenClient | undefined
  let isStopped = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const safely = async (what: string, work: () => void | Promise<void>) => {
    try {
      await work()
    } catch (error) {
      log(`${what} failed: ${String(error)}`)
    }
  }

  const retryLater = (reason: string) => {
    if (isStopped || retryTimer) return
    log(`listener disconnected (${reason}); reconnecting in ${retryMs} ms`)
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
  }

  const connect = async () => {
    const current = newClient()
    client = current
    current.on('notification', (message: { channel: string; payload?: string }) => {
      if (message.channel === channel)
        void safely('handling a notification', () => onMessage(message.payload ?? ''))
    })
    // 'error' alone would crash the process; the connection's end is what triggers the retry.
    current.on('error', (error: Error) => log(`listener error: ${error.message}`))
    current.on('end', () => {
      if (client === current) retryLater('connection ended')
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${channel}`)
    } catch (error) {
      await current.end().catch(() => {})
      retryLater(String(error))
      return
    }
    await safely('dropping what was kept', onConnected)
    markReady()
  }

  void connect()
  return {
    ready,
    stop: async () => {
      isStopped = true
      clearTimeout(retryTimer)
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
