import type { Payload, PayloadRequest } from 'payload'

export type SeedArgs = { payload: Payload; req: PayloadRequest }
