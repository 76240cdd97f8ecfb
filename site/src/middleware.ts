import { defineMiddleware } from 'astro:middleware'
import { createTranslator } from '@nexovia/content-schema'
import { localeFromPath } from './lib/urls'

export const onRequest = defineMiddleware((context, next) => {
  const locale = localeFromPath(context.url.pathname)
  context.locals.locale = locale
  context.locals.t = createTranslator(locale)
  return next()
})
