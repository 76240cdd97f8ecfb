import type { APIRoute } from 'astro'
import { forwardToCms } from '../../lib/forwardToCms'

export const ALL: APIRoute = (context) => forwardToCms(context)
