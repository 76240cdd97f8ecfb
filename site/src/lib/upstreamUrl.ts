import { API_URL, CMS_URL } from 'astro:env/server'
import { isApiProcessRequest } from '@nexovia/content-schema/api/apiProcess'

/**
 * Where the site sends a request for a cms path (with its query): the public lookups to the API
 * process (API_URL, content-schema/src/api/apiProcess.ts), everything else to the cms (CMS_URL).
 */
export const upstreamUrl = (method: string, path: string): URL =>
  new URL(path, isApiProcessRequest(method, path) ? API_URL : CMS_URL)
