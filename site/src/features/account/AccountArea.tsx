import {
  BOOKING_STATUS_COLOURS,
  type Locale,
  minorDigits,
  SAVINGS_BALANCE_DECIMALS,
  ZProfileUpdateInput,
} from '@nexovia/content-schema'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import type { AccountBooking, Profile, SupportContacts } from '../../lib/session'
import { callApi, messageText, pathIn, translatorFor, validate } from '../auth/client'
import { TextField, useForm } from '../auth/fields'

type Props = {
  locale: Locale
  user: Profile
  bookings: AccountBooking[]
  isAdmin: boolean
  support: SupportContacts
}
type Tab = 'profile' | 'bookings' | 'savings' | 'support' | 'admin'

/** Savings: minor units to the currency's units, always shown with two decimals (spec §2). */
function formatSavings(minor: number, currency: Profile['travelSavingsCurrency'], locale: Locale) {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: SAVINGS_BALANCE_DECIMALS,
    maximumFractionDigits: SAVINGS_BALANCE_DECIMALS,
  }).format(minor / 10 ** minorDigits(currency))
}

export default function AccountArea({ locale, user: initialUser, bookings, isAdmin, support }: Props) {
  const t = translatorFor(locale)
  const tabs: Tab[] = ['profile', 'bookings', 'savings', 'support', ...(isAdmin ? (['admin'] as Tab[]) : [])]
  const [tab, setTab] = useState<Tab>('profile')
  const [user, setUser] = useState(initialUser)
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  const baseId = useId()

  async function logout() {
    await callApi('/api/users/logout', 'POST')
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

  const tabLabel: Record<Tab, string> = {
    profile: t('account.tab.profile'),
    bookings: t('account.tab.bookings'),
    savings: t('account.tab.savings'),
    support: t('account.tab.support'),
    admin: t('account.tab.admin'),
  }

  return (
    <div className="account">
      <div className="account__menu">
        <div role="tablist" aria-label={t('account.menu')} aria-orientation="vertical" onKeyDown={onTabKey}>
          {tabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element
              }}
              id={`${baseId}-tab-${name}`}
              role="tab"
              type="button"
              aria-selected={tab === name}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {tabLabel[name]}
            </button>
          ))}
        </div>
        <button type="button" className="button button--secondary" onClick={logout}>
          {t('auth.logout')}
        </button>
      </div>
      <section
        className="account__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        {tab === 'profile' && <ProfilePanel locale={locale} user={user} onSaved={setUser} />}
        {tab === 'bookings' && (
          <BookingsPanel locale={locale} bookings={bookings} bookingHost={support.bookingHost} />
        )}
        {tab === 'savings' && (
          <div>
            <h2>{t('account.savings.title')}</h2>
            <p className="account__balance">
              {t('account.savings.balance')}:{' '}
              <strong>{formatSavings(user.travelSavingsBalance, user.travelSavingsCurrency, locale)}</strong>{' '}
              <span>({user.travelSavingsCurrency})</span>
            </p>
            <p className="notice notice--info">
              <strong>{t('common.comingSoon')}</strong> — {t('account.savings.comingSoon')}
            </p>
          </div>
        )}
        {tab === 'support' && <SupportPanel locale={locale} support={support} />}
        {tab === 'admin' && (
          <div>
            <h2>{t('account.tab.admin')}</h2>
            <p>{t('account.admin.description')}</p>
            <a className="button" href={pathIn(locale, '/admin')}>
              {t('account.admin.link')}
            </a>
          </div>
        )}
      </section>
    </div>
  )
}

function ProfilePanel({
  locale,
  user,
  onSaved,
}: {
  locale: Locale
  user: Profile
  onSaved: (user: Profile) => void
}) {
  const t = translatorFor(locale)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const initial = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    country: user.country ?? '',
    preferredDestination: user.preferredDestination ?? '',
  }
  const { values, setValues, errors, setErrors, onChange, formRef } = useForm(initial)
  const fieldError = (name: string) =>
    errors[name] ? messageText(locale, errors[name], 'errors.invalidInput') : undefined

  async function save(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { data, errors: found } = validate(ZProfileUpdateInput, values)
    if (!data) return setErrors(found)
    setSubmitting(true)
    const answer = await callApi('/api/account', 'PATCH', data)
    setSubmitting(false)
    if (!answer.ok) {
      if (answer.status === 401) return window.location.assign(pathIn(locale, '/login'))
      setErrors(answer.fieldErrors ?? {})
      return setFailure(messageText(locale, answer.message, 'errors.updateFailed'))
    }
    onSaved(answer.body.user as Profile)
    setEditing(false)
    setSaved(true)
  }

  const notProvided = t('account.profile.notProvided')
  if (!editing) {
    return (
      <div>
        <h2>{t('account.welcome', { name: user.firstName })}</h2>
        {saved && (
          <p className="notice notice--success" role="status">
            {t('account.profile.saved')}
          </p>
        )}
        {user.picture && (
          <img className="account__picture" src={user.picture} alt="" width="80" height="80" />
        )}
        <dl className="account__details">
          <dt>{t('account.profile.name')}</dt>
          <dd>{`${user.firstName} ${user.lastName}`}</dd>
          <dt>{t('account.profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('account.profile.phone')}</dt>
          <dd>{user.phone || notProvided}</dd>
          <dt>{t('account.profile.country')}</dt>
          <dd>{user.country || notProvided}</dd>
          <dt>{t('account.profile.preferredDestination')}</dt>
          <dd>{user.preferredDestination || notProvided}</dd>
          <dt>{t('account.profile.signedUpWith')}</dt>
          <dd>
            {t(
              user.authType === 'oidc'
                ? 'account.profile.authType.oidc'
                : 'account.profile.authType.password',
            )}
          </dd>
        </dl>
        <button
          type="button"
          className="button"
          onClick={() => {
            setValues({ ...initial })
            setSaved(false)
            setEditing(true)
          }}
        >
          {t('account.profile.edit')}
        </button>
      </div>
    )
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={save}>
      <h2>{t('account.profile.edit')}</h2>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-row">
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('account.profile.firstName')}
          value={values.firstName}
          error={fieldError('firstName')}
          onChange={onChange}
          required
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('account.profile.lastName')}
          value={values.lastName}
          error={fieldError('lastName')}
          onChange={onChange}
          required
        />
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.profile.email')}
        value={values.email}
        error={fieldError('email')}
        onChange={onChange}
        required
      />
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('account.profile.phone')}
        value={values.phone}
        error={fieldError('phone')}
        onChange={onChange}
      />
      <div className="form-row">
        <TextField
          name="country"
          autoComplete="country"
          label={t('account.profile.country')}
          value={values.country}
          error={fieldError('country')}
          onChange={onChange}
        />
        <TextField
          name="preferredDestination"
          label={t('account.profile.preferredDestination')}
          value={values.preferredDestination}
          error={fieldError('preferredDestination')}
          onChange={onChange}
        />
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={submitting}>
          {t('common.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}

function BookingsPanel({
  locale,
  bookings,
  bookingHost,
}: {
  locale: Locale
  bookings: AccountBooking[]
  bookingHost: string | null
}) {
  const t = translatorFor(locale)
  if (bookings.length === 0) {
    return (
      <div>
        <h2>{t('account.bookings.title')}</h2>
        <p>{t('account.bookings.empty')}</p>
        <a
          className="button"
          href={bookingHost ?? pathIn(locale, '/')}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('account.bookings.bookTrip')}
        </a>
      </div>
    )
  }
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  return (
    <div>
      <h2>{t('account.bookings.title')}</h2>
      <ul className="bookings">
        {bookings.map((booking) => (
          <li key={booking.id} className="booking">
            <h3>{booking.destination}</h3>
            <span className={`badge badge--${BOOKING_STATUS_COLOURS[booking.status]}`}>
              {t(`account.bookings.status.${booking.status}`)}
            </span>
            <p>
              {t('account.bookings.reference')}: {booking.reference}
            </p>
            {booking.departureDate && (
              <p>
                {t('account.bookings.departure')}: {date.format(new Date(booking.departureDate))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function SupportPanel({ locale, support }: { locale: Locale; support: SupportContacts }) {
  const t = translatorFor(locale)
  return (
    <div>
      <h2>{t('account.support.title')}</h2>
      <dl className="account__details">
        <dt>{t('account.support.phoneUs')}</dt>
        <dd>
          <a href={`tel:${support.phoneUs.replace(/\s/g, '')}`}>{support.phoneUs}</a>
        </dd>
        <dt>{t('account.support.phoneCi')}</dt>
        <dd>
          <a href={`tel:${support.phoneCi.replace(/\s/g, '')}`}>{support.phoneCi}</a>
        </dd>
        <dt>{t('account.support.email')}</dt>
        <dd>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </dd>
      </dl>
      <h3>{t('account.support.faqModifyQuestion')}</h3>
      <p>{t('account.support.faqModifyAnswer')}</p>
      <h3>{t('account.support.faqCancelQuestion')}</h3>
      <p>{t('account.support.faqCancelAnswer')}</p>
    </div>
  )
}
