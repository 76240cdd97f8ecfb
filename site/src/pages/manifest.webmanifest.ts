import type { APIRoute } from 'astro'
import { webManifestResponse } from '../features/pocket/webManifest'

/** The English web app manifest (the French one is under /fr). */
export const GET: APIRoute = () => webManifestResponse('en')
