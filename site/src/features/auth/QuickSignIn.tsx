import { endpointUrl } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'

/** "or", then a plain link: the cms sends the browser on to the provider (code flow with PKCE). */
export function QuickSignIn({ locale, label, orLabel }: { locale: Locale; label: string; orLabel: string }) {
  return (
    <>
      <p className="auth-form__or">{orLabel}</p>
      <a className="button button--secondary quick-sign-in" href={endpointUrl(API.oidcStart, {}, { locale })}>
        {label}
      </a>
    </>
  )
}
