import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A new address is not proven by the old one's confirmation: changing the email clears
 * emailVerifiedAt, so guest bookings made with the new address join only once it is confirmed.
 */
export const forgetVerificationOfChangedEmail: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || typeof data.email !== 'string' || !originalDoc) return data
  const before = String(originalDoc.email ?? '').toLowerCase()
  if (data.email.toLowerCase() !== before) data.emailVerifiedAt = null
  return data
}
