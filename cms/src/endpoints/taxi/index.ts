import type { Endpoint } from 'payload'
import { taxiBookEndpoint } from './bookEndpoint'
import { taxiQuoteEndpoint } from './quoteEndpoint'
import { taxiAdminEndpoints } from './taxiAdmin'

export const taxiEndpoints: Endpoint[] = [taxiQuoteEndpoint, taxiBookEndpoint, ...taxiAdminEndpoints]
