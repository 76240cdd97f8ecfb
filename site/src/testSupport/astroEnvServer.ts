/** Unit tests' stand-in for Astro's `astro:env/server` (Astro builds it from the schema in astro.config). */
export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:9'
export const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? 'unit-test-secret'
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:9'
export const WEB_PUSH_PUBLIC_KEY = process.env.WEB_PUSH_PUBLIC_KEY
