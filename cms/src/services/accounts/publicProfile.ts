/** Public profile fields: what /me and the account page may show; auth secrets never leave. */
export function publicProfile(user: object) {
  const record = user as Record<string, unknown>
  const keys = [
    'id',
    'email',
    'firstName',
    'lastName',
    'phone',
    'country',
    'preferredDestination',
    'picture',
    'locale',
    'authType',
    'travelSavingsBalance',
    'travelSavingsCurrency',
    // The phone channels the traveller chose (issue 45): the account's messages form shows them.
    'messagePhone',
    'whatsappConsent',
    'smsConsent',
    'createdAt',
  ]
  return {
    ...Object.fromEntries(keys.map((key) => [key, record[key] ?? null])),
    emailVerified: Boolean(record.emailVerifiedAt),
  }
}
