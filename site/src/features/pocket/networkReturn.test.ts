import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchNetworkReturn } from './networkReturn'

const EVERY_MS = 5_000

/** A page's window, a probe answering as told, and how often the page was reloaded. */
function offlinePage(answer: () => Promise<Response>) {
  const target = new EventTarget()
  const onReturn = vi.fn()
  const stop = watchNetworkReturn({ target, probe: answer, onReturn, probeEveryMs: EVERY_MS })
  return { target, onReturn, stop }
}

describe('a page opened offline, watching for the network', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('should load again once a probe is answered, and only once', async () => {
    const { onReturn } = offlinePage(async () => new Response(null, { status: 200 }))
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3)
    expect(onReturn).toHaveBeenCalledTimes(1)
  })

  it('should stay while the probe fails or the server answers with an error', async () => {
    const failing = offlinePage(() => Promise.reject(new TypeError('Failed to fetch')))
    const erring = offlinePage(async () => new Response(null, { status: 503 }))
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3)
    expect(failing.onReturn).not.toHaveBeenCalled()
    expect(erring.onReturn).not.toHaveBeenCalled()
  })

  it('should load again when the browser says it is online', () => {
    const { target, onReturn } = offlinePage(() => Promise.reject(new TypeError('Failed to fetch')))
    target.dispatchEvent(new Event('online'))
    target.dispatchEvent(new Event('online'))
    expect(onReturn).toHaveBeenCalledTimes(1)
  })

  it('should not undo a navigation the traveller started, whatever answers after it', async () => {
    let answer = (_: Response) => {}
    const { target, onReturn } = offlinePage(() => new Promise((resolve) => (answer = resolve)))
    await vi.advanceTimersByTimeAsync(EVERY_MS)
    target.dispatchEvent(new Event('beforeunload'))
    answer(new Response(null, { status: 200 }))
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2)
    expect(onReturn).not.toHaveBeenCalled()
  })

  it('should ask nothing more once stopped', async () => {
    const probe = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const target = new EventTarget()
    const stop = watchNetworkReturn({ target, probe, onReturn: vi.fn(), probeEveryMs: EVERY_MS })
    await vi.advanceTimersByTimeAsync(EVERY_MS)
    stop()
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3)
    expect(probe).toHaveBeenCalledTimes(1)
  })
})
