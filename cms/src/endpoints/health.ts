import type { Endpoint } from 'payload'

/** GET /api/health: the cms answers, nothing else; probes and the benchmark's baseline use it. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: () => Response.json({ ok: true }),
}
