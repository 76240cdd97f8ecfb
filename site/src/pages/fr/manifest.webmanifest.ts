import type { APIRoute } from 'astro'
import { webManifestResponse } from '../../features/pocket/webManifest'

/** The French web app manifest: the installed site opens on /fr. */
export const GET: APIRoute = () => webManifestResponse('fr')
