/**
 * The rule for a traveller's picture: an absolute https: URL without credentials. Rendered as
 * `<img src>`, anything else could run script (javascript:), carry content (data:) or leak over
 * plain HTTP. Only the server writes it, from the quick sign-in provider's verified profile.
 */
export function isSafePictureUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password
  } catch {
    return false
  }
}
