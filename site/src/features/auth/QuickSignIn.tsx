import type { Locale } from '@nexovia/content-schema/locales'

/** A plain link: the cms sends the browser on to the provider (code flow with PKCE). */
export function QuickSignIn({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a className="button button--secondary quick-sign-in" href={`/api/users/oidc/start?locale=${locale}`}>
      {label}
    </a>
  )
}
