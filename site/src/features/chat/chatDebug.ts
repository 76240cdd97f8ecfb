import type { Routing, Signals } from './routing'

/** The chat's debug panel (`?debug=true`): what routing saw and chose. Loaded only when asked for. */
export function renderDebug(
  card: HTMLElement,
  routing: Routing,
  signals: Signals,
  isWidgetOn: boolean,
): void {
  const panel = card.querySelector<HTMLElement>('[data-chat-debug]')
  const list = panel?.querySelector('dl')
  if (!panel || !list) return
  const rows: [string, string][] = [
    ['ipCountry', signals.ipCountry ?? '—'],
    ['timeZone', signals.timeZone ?? '—'],
    ['browserLanguage', signals.browserLanguage ?? '—'],
    ['country', routing.country ?? '—'],
    ['countrySource', routing.countrySource],
    ['team', routing.team?.code ?? '—'],
    ['teamOnline', String(routing.isOnline)],
    ['widget', isWidgetOn ? 'crisp' : 'off'],
    ['detectedAt', routing.detectedAt],
  ]
  list.replaceChildren(
    ...rows.flatMap(([name, value]) => {
      const term = document.createElement('dt')
      term.textContent = name
      const detail = document.createElement('dd')
      detail.textContent = value
      detail.dataset.debugValue = name
      return [term, detail]
    }),
  )
  panel.hidden = false
  // A developer asked for the panel: the card opens to show it.
  card.dataset.expanded = 'true'
  card.querySelector('[data-chat-toggle]')?.setAttribute('aria-expanded', 'true')
}
