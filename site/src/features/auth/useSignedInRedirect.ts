import { API } from '@nexovia/content-schema/api/endpoints'
import type { Locale } from '@nexovia/content-schema/core'
import { useEffect } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { pathIn } from './client'

/** Reads /api/users/me without zod: only whether someone is signed in matters here. */
const readIsSignedIn = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Boolean((body as { user?: unknown }).user)

/**
 * A signed-in traveller has nothing to do on the sign-in and sign-up pages (spec §6): they go to
 * their account. Asked from the browser because these pages come from the route cache, the same
 * HTML for every visitor; any failure counts as signed out (§8), so the form stays usable.
 */
export function useSignedInRedirect(locale: Locale): void {
  useEffect(() => {
    let isCurrent = true
    void callEndpoint(API.me, {}, readIsSignedIn).then((answer) => {
      if (isCurrent && answer.ok && answer.data) window.location.replace(pathIn(locale, '/account'))
    })
    return () => {
      isCurrent = false
    }
  }, [locale])
}
