/** Signed out meanwhile (the session expired): back to the sign-in, returning here afterwards. */
export function toSignIn(signInPath: string) {
  const here = `${window.location.pathname}${window.location.search}`
  window.location.assign(`${signInPath}?next=${encodeURIComponent(here)}`)
}
