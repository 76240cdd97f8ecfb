/**
 * The chat status card's browser side (spec 01 §4): 2 s after load, detect the country, pick the
 * team, show it on the card and, when Crisp is configured, hand the decision to the widget.
 * Re-evaluated every 30 minutes and whenever the page's language changes.
 */
import {
  CHAT_DEBUG_QUERY,
  CHAT_REEVALUATE_MS,
  CHAT_START_DELAY_MS,
  IP_LOOKUP_TIMEOUT_MS,
  type Locale,
  SUPPORT_HOURS,
  type TSupportTeam,
  type WeeklyHours,
  weeklyHoursText,
} from '@nexovia/content-schema/core'
import { isRecord } from '../../lib/isRecord'
import { countryOf, supportHoursOf, teamsOf } from './chatAnswers'
import { type Routing, routeVisitor, type Signals } from './routing'

type Strings = Record<
  | 'online'
  | 'offline'
  | 'unknownCountry'
  | 'country'
  | 'hours'
  | 'everyDay'
  | 'dayRange'
  | 'fallback'
  | 'nickname',
  string
>

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)

/** The country the server-side lookup found for this visitor, or null (no provider, timeout, error). */
async function lookupIpCountry(): Promise<string | null> {
  try {
    const response = await fetch('/_chat/country', { signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS) })
    if (!response.ok) return null
    return countryOf(await response.json())
  } catch (error) {
    console.info('[chat] country lookup failed', error)
    return null
  }
}

type Support = { teams: TSupportTeam[]; hours: WeeklyHours }

/** The teams and the support hours, as the site's /_chat/teams read them from the cms (checked there by the shared schema). */
async function loadSupport(locale: Locale, fallback: Support): Promise<Support> {
  try {
    const response = await fetch(`/_chat/teams?locale=${locale}`)
    const body: unknown = response.ok ? await response.json() : null
    const teams = teamsOf(body)
    return { teams: teams.length ? teams : fallback.teams, hours: supportHoursOf(body) ?? fallback.hours }
  } catch {
    return fallback
  }
}

function browserSignals(ipCountry: string | null): Signals {
  let timeZone: string | null = null
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null
  } catch {
    timeZone = null
  }
  return { ipCountry, timeZone, browserLanguage: navigator.language ?? null }
}

function countryName(code: string | undefined, locale: Locale, strings: Strings): string {
  if (!code) return strings.unknownCountry
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function render(
  card: HTMLElement,
  routing: Routing,
  hours: WeeklyHours,
  locale: Locale,
  strings: Strings,
): void {
  const set = (name: string, text: string) => {
    const element = card.querySelector(`[data-chat-${name}]`)
    if (element) element.textContent = text
  }
  const team = routing.team
  set('team', team?.displayName ?? '')
  set('country', fill(strings.country, { country: countryName(routing.country, locale, strings) }))
  set('status', routing.isOnline ? strings.online : strings.offline)
  set(
    'hours',
    weeklyHoursText(hours, locale, {
      hours: strings.hours,
      everyDay: strings.everyDay,
      dayRange: strings.dayRange,
    }),
  )
  card.dataset.state = routing.isOnline ? 'online' : 'offline'
  card.dataset.team = team?.code ?? ''
}

/** The built-in teams the page carries per language (read like the cms's: a bad list is none), with the built-in support hours. */
function fallbackSupportOf(card: HTMLElement): Record<Locale, Support> {
  const kept: unknown = JSON.parse(card.dataset.fallbackTeams ?? '{}')
  const inLocale = (locale: Locale) => ({
    teams: teamsOf({ teams: isRecord(kept) ? kept[locale] : undefined }),
    hours: SUPPORT_HOURS,
  })
  return { en: inLocale('en'), fr: inLocale('fr') }
}

/** Starts the chat card found in the page. Never throws: a chat failure must not break a page. */
export function startChat(card: HTMLElement): void {
  const strings = JSON.parse(card.dataset.strings ?? '{}') as Strings
  // Set by the page only when the widget is on (ChatStatusCard.astro): its adapter loads then, not on every page.
  const crispId = card.dataset.crispWebsiteId ?? ''
  const isWidgetOn = crispId !== ''
  const fallbackSupport = fallbackSupportOf(card)
  const isDebug = new URLSearchParams(location.search).get(CHAT_DEBUG_QUERY.name) === CHAT_DEBUG_QUERY.value
  const pageLocale = (): Locale => (document.documentElement.lang === 'fr' ? 'fr' : 'en')
  let hasLoadedCrisp = false

  const evaluate = async () => {
    const locale = pageLocale()
    try {
      const [ipCountry, support] = await Promise.all([
        lookupIpCountry(),
        loadSupport(locale, fallbackSupport[locale]),
      ])
      const signals = browserSignals(ipCountry)
      const routing = routeVisitor(signals, support.teams, support.hours, new Date())
      render(card, routing, support.hours, locale, strings)
      // The debug panel and the widget load only when asked for (every page runs this script).
      if (isDebug) (await import('./chatDebug')).renderDebug(card, routing, signals, isWidgetOn)
      if (!isWidgetOn) return
      const crisp = await import('./crispLoader')
      if (!hasLoadedCrisp) crisp.loadCrisp(crispId, locale)
      hasLoadedCrisp = true
      await crisp.waitForCrisp()
      if (window.$crisp) crisp.assignTeam(window.$crisp, { routing, locale, nickname: strings.nickname })
    } catch (error) {
      console.warn('[chat] routing failed', error)
      const crisp = isWidgetOn ? await import('./crispLoader').catch(() => null) : null
      if (crisp && window.$crisp) crisp.showFallbackMessage(window.$crisp, strings.fallback)
    }
  }

  setTimeout(() => {
    void evaluate()
    setInterval(() => void evaluate(), CHAT_REEVALUATE_MS)
    // A language change rewrites <html lang>: route again so messages follow the new language.
    new MutationObserver(() => void evaluate()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
    })
  }, CHAT_START_DELAY_MS)
}
