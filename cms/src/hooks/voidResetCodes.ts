import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A change of password or address voids the reset code mailed before it: whoever reads that mail
 * (the old address's owner, or someone who saw it) must not undo the change with it. The address
 * links (emailChange.ts) void themselves: they are bound to the address they were sent from.
 */
export const voidResetCodes: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const setsPassword = typeof data.password === 'string' && data.password.length > 0
  const movesAddress =
    typeof data.email === 'string' &&
    data.email.toLowerCase() !== String(originalDoc.email ?? '').toLowerCase()
  if (setsPassword || movesAddress) {
    data.resetPasswordToken = null
    data.resetPasswordExpiration = null
  }
  return data
}
