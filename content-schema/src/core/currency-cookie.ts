/** The cookie keeping the visitor's currency choice; readable by the page's script, it is only a display preference. */
export const CURRENCY_COOKIE = 'nexovia_currency'

/**
 * True when a cookie header holds the currency cookie at all: a page's plain test before it loads the
 * currency rules (issue 41: most visitors never chose one, and carry none of that code).
 */
export const hasCurrencyCookie = (cookieHeader: string) =>
  cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(`${CURRENCY_COOKIE}=`))
