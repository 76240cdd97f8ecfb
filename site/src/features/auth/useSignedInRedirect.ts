import type { Locale } from '@nexovia/content-schema/core'
import { useEffect } from 'react'
import { pathIn } from './client'
import { askIsSignedIn } from './isSignedIn'

/**
 * A signed-in traveller has nothing to do on the sign-in and sign-up pages (spec §6): they go to
 * their account. Asked from the browser because these pages come from the route cache; a failure
 * counts as signed out, so the form stays usable.
 */
export function useSignedInRedirect(locale: Locale): void {
  useEffect(() => {
    let isCurrent = true
    void askIsSignedIn().then((isSignedIn) => {
      if (isCurrent && isSignedIn) window.location.replace(pathIn(locale, '/account'))
    })
    return () => {
      isCurrent = false
    }
  }, [locale])
}
