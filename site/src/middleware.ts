import { defineMiddleware } from 'astro:middleware'
import { createTranslator } from '@nexovia/content-schema'
import { localeRedirectResponse } from './lib/localePreference'
import { localeFromPath } from './lib/urls'

export const onRequest = defineMiddleware((context, next) => {
  // The cache provider applies the same rule before its lookup; this covers a run without cache.
  const redirect = localeRedirectResponse(context.request)
  if (redirect) return redirect
  const locale = localeFromPath(context.url.pathname)
  context.locals.locale = locale
  context.locals.t = createTranslator(locale)
  return next()
})
