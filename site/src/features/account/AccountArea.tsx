import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { messagesTranslator } from '../../lib/forms/messages'
import type { AccountBooking, Profile, SupportContacts } from '../../lib/session'
import { pathIn } from '../auth/client'
import { forgetDevice } from '../pocket/forgetDevice'
import { AdminPanel } from './AdminPanel'
import type { AccountMessages } from './accountMessages'
import { type AccountTab, accountTabHref, accountTabsFor } from './accountTabs'
import { BookingsPanel } from './BookingsPanel'
import type { CountryOption } from './countries'
import { EmailVerificationNotice } from './EmailVerificationNotice'
import { MessagesPanel } from './MessagesPanel'
import { PriceAlertsPanel } from './PriceAlertsPanel'
import { ProfilePanel } from './ProfilePanel'
import { SavingsPanel } from './SavingsPanel'
import { SecurityPanel } from './SecurityPanel'
import { SupportPanel } from './SupportPanel'

type Props = {
  locale: Locale
  messages: AccountMessages
  user: Profile
  bookings: AccountBooking[]
  isAdmin: boolean
  support: SupportContacts
  /** The country picker's list, named on the server (countries.ts). */
  countries: readonly CountryOption[]
  /** The tab the address names (`?tab=`), rendered by the server. */
  initialTab: AccountTab
  /** The site's Web Push key, when notices are configured. */
  pushKey?: string
}

/**
 * The account: a vertical tab list (arrow keys move between tabs) and one panel per tab. Each tab is a
 * link to its `?tab=` address, which the server renders with that tab open: a click before the island
 * hydrates loads it; once hydrated, a click switches in place and keeps the address in step.
 */
export default function AccountArea({
  locale,
  messages,
  user: initialUser,
  bookings,
  isAdmin,
  support,
  countries,
  initialTab,
  pushKey,
}: Props) {
  const t = messagesTranslator(messages)
  const tabs = accountTabsFor(isAdmin)
  const [tab, setShownTab] = useState<AccountTab>(initialTab)
  const [user, setUser] = useState(initialUser)
  const tabRefs = useRef<Record<string, HTMLAnchorElement | null>>({})

  function setTab(next: AccountTab) {
    setShownTab(next)
    const url = new URL(window.location.href)
    if (next === 'profile') url.searchParams.delete('tab')
    else url.searchParams.set('tab', next)
    window.history.replaceState(window.history.state, '', url)
  }
  const baseId = useId()

  async function logout() {
    await callEndpoint(API.logout)
    // The next person on this browser sees nothing of this traveller's trips, online or not, and gets
    // none of their notices.
    await forgetDevice()
    window.location.assign(pathIn(locale, '/login'))
  }

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  function onTabKey(event: KeyboardEvent) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? 'profile'
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  // The profile and security panels work on the traveller's own record with the island's strings.
  const ownPanel = { locale, messages, user }

  return (
    <div className="account">
      <div className="account__menu">
        <div role="tablist" aria-label={t('account.menu')} aria-orientation="vertical" onKeyDown={onTabKey}>
          {tabs.map((name) => (
            <a
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element
              }}
              id={`${baseId}-tab-${name}`}
              role="tab"
              href={accountTabHref(name)}
              aria-selected={tab === name}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={(event) => {
                // A click with a modifier opens the tab's address elsewhere, as any link does.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                setTab(name)
              }}
            >
              {t(`account.tab.${name}`)}
            </a>
          ))}
        </div>
        <button type="button" className="button button--secondary" onClick={logout}>
          {t('auth.logout')}
        </button>
      </div>
      {!user.emailVerified && <EmailVerificationNotice t={t} messages={messages} email={user.email} />}
      <section
        className="account__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        {tab === 'profile' && <ProfilePanel {...ownPanel} onSaved={setUser} countries={countries} />}
        {tab === 'security' && <SecurityPanel {...ownPanel} />}
        {tab === 'profile' && <MessagesPanel messages={messages} user={user} countries={countries} />}
        {tab === 'bookings' && <BookingsPanel locale={locale} t={t} bookings={bookings} pushKey={pushKey} />}
        {tab === 'prices' && <PriceAlertsPanel locale={locale} t={t} />}
        {tab === 'savings' && <SavingsPanel locale={locale} t={t} user={user} />}
        {tab === 'support' && <SupportPanel t={t} support={support} />}
        {tab === 'admin' && <AdminPanel locale={locale} t={t} />}
      </section>
    </div>
  )
}
