import { PUBLIC_CRISP_WEBSITE_ID } from 'astro:env/server'
import { defineMiddleware } from 'astro:middleware'
import { createTranslator } from '@nexovia/content-schema'
import { localeRedirectResponse } from './lib/localePreference'
import { extendPagePolicy } from './lib/security/contentSecurityPolicy'
import { crossSiteFormRefusal, isForbiddenCrossSiteForm } from './lib/security/crossSiteForm'
import { localeFromPath } from './lib/urls'

export const onRequest = defineMiddleware((context, next) => {
  if (!context.isPrerendered && isForbiddenCrossSiteForm(context.request, context.url))
    return crossSiteFormRefusal(context.request.method)
  // The cache provider applies the same rule before its lookup; this covers a run without cache.
  const redirect = localeRedirectResponse(context.request)
  if (redirect) return redirect
  const locale = localeFromPath(context.url.pathname)
  context.locals.locale = locale
  context.locals.t = createTranslator(locale)
  // Absent in `astro dev` (Astro writes the policy only in a build).
  if (context.csp) extendPagePolicy(context.csp, PUBLIC_CRISP_WEBSITE_ID)
  return next()
})
