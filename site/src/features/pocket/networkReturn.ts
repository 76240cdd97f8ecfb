/**
 * When a page opened offline should load again from the network: the browser says it is online, or a
 * probe of the network answers (the browser does not always say so). Never once the traveller has
 * started to leave the page: a reload then would cancel the navigation they asked for (a link clicked
 * on the kept trips, an address typed), and put them back where they were.
 */
export type NetworkReturnWatch = {
  /** The page's window: its `online` and `beforeunload` events. */
  target: EventTarget
  /** Asks the network once; resolves with its answer, rejects without one. */
  probe: () => Promise<Response>
  onReturn: () => void
  probeEveryMs: number
}

/** Starts watching; the returned function stops it. `onReturn` is called at most once. */
export function watchNetworkReturn({
  target,
  probe,
  onReturn,
  probeEveryMs,
}: NetworkReturnWatch): () => void {
  let isDone = false
  const stop = () => {
    isDone = true
    target.removeEventListener('online', returned)
    target.removeEventListener('beforeunload', stop)
    clearInterval(timer)
  }
  function returned() {
    if (isDone) return
    stop()
    onReturn()
  }
  // Only a page the server really answered: an error page would replace the kept trips for nothing.
  const timer = setInterval(() => {
    probe().then(
      (response) => response.ok && returned(),
      () => undefined,
    )
  }, probeEveryMs)
  target.addEventListener('online', returned)
  target.addEventListener('beforeunload', stop)
  return stop
}
