/**
 * Zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying
 * it once, as each object schema is built. The site's Content-Security-Policy forbids eval, so
 * that probe alone is reported as a violation in every page with a form island. Zod reads its
 * settings from `globalThis.__zod_globalConfig`: this inline script, first in the head, turns
 * on its `jitless` mode before any module builds a schema. Its hash is in the policy.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
