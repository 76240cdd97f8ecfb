import { CHAT_WIDGET_POLL_MS, type Locale } from '@nexovia/content-schema/core'
import type { CrispQueue } from './crispAdapter'

// The Crisp widget's loading, apart from the chat's script every page runs: loaded only when the widget is on.
export { assignTeam, showFallbackMessage } from './crispAdapter'

declare global {
  interface Window {
    $crisp?: CrispQueue & { is?: unknown }
    CRISP_WEBSITE_ID?: string
    CRISP_RUNTIME_CONFIG?: { locale: string }
  }
}

const CRISP_SCRIPT = 'https://client.crisp.chat/l.js'
/** How long to keep polling for the widget before pushing to its queue anyway. */
const CRISP_WAIT_LIMIT_MS = 10_000

export function loadCrisp(websiteId: string, locale: Locale): void {
  window.$crisp = window.$crisp ?? ([] as unknown[])
  window.CRISP_WEBSITE_ID = websiteId
  window.CRISP_RUNTIME_CONFIG = { locale }
  const script = document.createElement('script')
  script.src = CRISP_SCRIPT
  script.async = true
  document.head.appendChild(script)
}

/** Resolves once Crisp has replaced its queue with the loaded SDK, or after the wait limit. */
export function waitForCrisp(): Promise<void> {
  const startedAt = Date.now()
  return new Promise((resolve) => {
    const poll = () => {
      const isLoaded = typeof window.$crisp?.is === 'function'
      if (isLoaded || Date.now() - startedAt > CRISP_WAIT_LIMIT_MS) resolve()
      else setTimeout(poll, CHAT_WIDGET_POLL_MS)
    }
    poll()
  })
}
