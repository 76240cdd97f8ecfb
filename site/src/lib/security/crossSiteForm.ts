import { API } from '@nexovia/content-schema/api/endpoints'

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Posted as a form by a provider's server, without an Origin: the cms checks its signature instead. */
const SIGNED_FORM_PATHS = new Set<string>([API.smsWebhook.path])

/**
 * Astro's cross-site form check (its `security.checkOrigin`, turned off in astro.config so that this
 * one runs instead): the same rule, but Twilio's signed webhook passes, which Astro's would refuse
 * with a 403 before any middleware or the /api proxy (every delivery report and STOP lost).
 */
export function isForbiddenCrossSiteForm(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method) || SIGNED_FORM_PATHS.has(url.pathname)) return false
  const isSameOrigin = request.headers.get('origin') === url.origin
  const contentType = request.headers.get('content-type')
  if (contentType === null) return !isSameOrigin
  const isFormLike = FORM_CONTENT_TYPES.some((type) => contentType.toLowerCase().includes(type))
  return isFormLike && !isSameOrigin
}

/** Astro's own answer to a refused cross-site form. */
export const crossSiteFormRefusal = (method: string) =>
  new Response(`Cross-site ${method} form submissions are forbidden`, { status: 403 })
