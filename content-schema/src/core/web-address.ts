/**
 * The address itself when it is an http(s) one with no space, else null: what a provider hands us
 * to send a traveller to becomes a link only then, never a `javascript:` or `data:` one.
 */
export const webAddressOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null
