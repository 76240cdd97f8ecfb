import node from '@astrojs/node'
import react from '@astrojs/react'
import { DEFAULT_LOCALE, LOCALES } from '@nexovia/content-schema'
import { defineConfig, envField } from 'astro/config'
import { clientChunking } from './src/build/clientChunking.ts'
import { precompressBuild } from './src/build/precompressBuild.ts'
import { serviceWorkerBuild } from './src/build/serviceWorkerBuild.ts'
import {
  PAGE_DIRECTIVES,
  SCRIPT_HASHES,
  SCRIPT_RESOURCES,
  STYLE_RESOURCES,
} from './src/lib/security/contentSecurityPolicy.ts'
import { localizedPath } from './src/lib/urls.ts'
import { ROUTES } from './src/routes.ts'

// Every page of the route table, in each language; and the endpoints whose path starts with "_"
// (Astro never routes files whose name starts with "_").
const routeTable = {
  name: 'nexovia:route-table',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      for (const route of ROUTES) {
        if (!route.entry) continue
        for (const locale of LOCALES) {
          injectRoute({
            pattern: localizedPath(route.path, locale),
            entrypoint: new URL(`./src/${route.entry}`, import.meta.url),
          })
        }
      }
      injectRoute({
        pattern: '/_cache/invalidate',
        entrypoint: new URL('./src/endpoints/cacheInvalidate.ts', import.meta.url),
      })
      injectRoute({
        pattern: '/_chat/teams',
        entrypoint: new URL('./src/features/chat/chatTeams.ts', import.meta.url),
      })
      injectRoute({
        pattern: '/_chat/country',
        entrypoint: new URL('./src/features/chat/chatCountry.ts', import.meta.url),
      })
    },
  },
}

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // The islands' HTML is rendered whole (renderToString), not streamed with inline scripts that move
  // Suspense content into place: a /flights search's results are in the HTML before any script (issue 41).
  integrations: [
    react({ experimentalDisableStreaming: true }),
    routeTable,
    precompressBuild(),
    // The offline shell's worker, /sw.js (issue 44): built only by `astro build`, registered only by its pages.
    serviceWorkerBuild(),
  ],
  server: { port: Number(process.env.SITE_PORT ?? 4321) },
  // Each page's Content-Security-Policy header, with hashes of what Astro inlines (issue 12, finding 7).
  security: {
    // Its cross-site form check runs in src/middleware.ts instead (lib/security/crossSiteForm.ts): the same
    // rule, but Twilio's signed webhook, a form without an Origin, passes to the /api proxy.
    checkOrigin: false,
    csp: {
      directives: PAGE_DIRECTIVES,
      scriptDirective: { resources: [...SCRIPT_RESOURCES], hashes: [...SCRIPT_HASHES] },
      styleDirective: { resources: [...STYLE_RESOURCES] },
    },
  },
  // The browser's chunks: what always travels together in one file (src/build/clientChunks.ts, issue 33).
  vite: { plugins: [clientChunking()] },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // Astro's memory cache behind the language redirect (see src/cache/localeFirstMemoryCache.ts).
  cache: {
    provider: {
      name: 'locale-first-memory',
      entrypoint: new URL('./src/cache/localeFirstMemoryCache.ts', import.meta.url),
    },
  },
  env: {
    schema: {
      CMS_URL: envField.string({
        context: 'server',
        access: 'secret',
        url: true,
        default: 'http://127.0.0.1:3000',
      }),
      // The cms panel's public origin when it differs from CMS_URL: it alone may frame /preview.
      CMS_PUBLIC_URL: envField.string({ context: 'server', access: 'secret', url: true, optional: true }),
      // The API process (cms/api-server.ts): the site's /api proxy sends it the public lookups
      // (content-schema/src/api/apiProcess.ts), everything else to CMS_URL.
      API_URL: envField.string({
        context: 'server',
        access: 'secret',
        url: true,
        default: 'http://127.0.0.1:3001',
      }),
      REVALIDATE_SECRET: envField.string({
        context: 'server',
        access: 'secret',
        default: 'dev-revalidate-secret',
      }),
      // Not a secret (the page hands it to the browser), but 'secret' access is what makes Astro read
      // it at runtime, so the widget can be switched on without a rebuild. Unset or 'disabled': off.
      PUBLIC_CRISP_WEBSITE_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Web Push's VAPID public key (the cms holds the private one): the manage-booking page offers
      // notices on the device only when it is set. Public, read at runtime like Crisp's id.
      WEB_PUSH_PUBLIC_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Optional IP geolocation service for chat routing, e.g. https://ipapi.co/{ip}/country/
      GEOIP_LOOKUP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Optional OSM-style map tiles for the hotel cards, e.g. https://tile.example.org/{z}/{x}/{y}.png
      MAP_TILE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      MAP_TILE_ATTRIBUTION: envField.string({
        context: 'server',
        access: 'secret',
        default: '© OpenStreetMap contributors',
      }),
    },
  },
})
