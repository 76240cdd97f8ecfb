import type { Access, CollectionConfig } from 'payload'
import { nobody } from './nobody'

/**
 * Records only the server writes (issue 40, finding 3): bookings, their payment events and tickets,
 * rides and the booking kinds' records. Read as `read` says; created, changed and deleted by no one
 * through Payload's REST or the panel, administrators included, since a generic write skips the rules
 * the console's endpoints apply (a PNR's format, a refund's state) and the history they write in the
 * same transaction. The server's own writes go through the Local API, which skips access.
 */
export const serverWritten = (read: Access): CollectionConfig['access'] => ({
  read,
  create: nobody,
  update: nobody,
  delete: nobody,
})
