import type { APIRoute } from 'astro'
import { buildRobotsTxt } from '../lib/seo/sitemap'

export const GET: APIRoute = (context) =>
  new Response(buildRobotsTxt((context.site ?? context.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
