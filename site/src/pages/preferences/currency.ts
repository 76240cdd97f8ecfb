import { CURRENCY_COOKIE, isDisplayCurrency } from '@nexovia/content-schema/core'
import type { APIRoute } from 'astro'
import { CURRENCY_COOKIE_MAX_AGE } from '../../lib/money/currencyPreference'
import { redirectResponse, safeRedirectPath } from '../../lib/safeRedirect'

/**
 * GET /preferences/currency?currency=XOF&path=/fr/flights: stores the visitor's currency and opens
 * the same page again. The footer's select comes here, so the choice works without JavaScript too.
 * Not HttpOnly: the footer's script reads it to show the choice on cached pages.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  const currency = url.searchParams.get('currency')
  const path = safeRedirectPath(url.searchParams.get('path'))
  if (isDisplayCurrency(currency)) {
    cookies.set(CURRENCY_COOKIE, currency, {
      path: '/',
      maxAge: CURRENCY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: import.meta.env.PROD && url.protocol === 'https:',
    })
  }
  return redirectResponse(path, { status: 303 })
}
