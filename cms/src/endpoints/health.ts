import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { route } from '../http/contractRoute'

/** GET /api/health: the cms answers, nothing else; probes and the benchmark's baseline use it. */
export const healthEndpoint: Endpoint = {
  ...route(API.health),
  handler: () => Response.json({ ok: true }),
}
