import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { PayloadRequest, TypedUser } from 'payload'

/**
 * An administrator removes a traveller's account and sessions, as that administrator (Local API,
 * access rules applied). Their bookings stay as business records, detached from the person (the users
 * collection's detachBookings hook, in the same transaction).
 */
export async function deleteTraveller(
  req: PayloadRequest,
  id: number,
  admin: TypedUser,
): Promise<'deleted' | 'not_found'> {
  const { docs } = await req.payload.delete({
    collection: COLLECTION_SLUGS.users,
    where: { id: { equals: id } },
    overrideAccess: false,
    user: admin,
    req,
  })
  return docs.length === 0 ? 'not_found' : 'deleted'
}
