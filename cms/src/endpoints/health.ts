import { API } from '@nexovia/content-schema/api/endpoints'
import { contractEndpoint } from './contract/contractEndpoint'

/** GET /api/health: the cms answers, nothing else; probes and the benchmark's baseline use it. */
export const healthEndpoint = contractEndpoint(API.health, { handler: () => Response.json({ ok: true }) })
