import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type FormValue, typedBeforeHydration } from './typedBeforeHydration'

/** On the server there is no layout to wait for; React warns about useLayoutEffect there. */
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Hands a form island what happened before it hydrated: `adopt` receives the values the visitor
 * already typed (once, before the first paint), and a submit that the layout's inline script
 * (`submitHoldScript.ts`) held while the island loaded is sent again once those values are in state. Spread `formProps` on the form.
 */
export function useHydratedForm(adopt: (typed: Record<string, FormValue>) => void) {
  const formRef = useRef<HTMLFormElement>(null)
  const [isHydrated, setIsHydrated] = useState(false)
  const [isSubmitHeld, setIsSubmitHeld] = useState(false)
  // Runs once, at hydration (no dependencies).
  useMountEffect(() => {
    const form = formRef.current
    setIsHydrated(true)
    if (!form) return
    const typed = typedBeforeHydration(form)
    if (Object.keys(typed).length > 0) adopt(typed)
    if (form.hasAttribute('data-submit-held')) {
      form.removeAttribute('data-submit-held')
      setIsSubmitHeld(true)
    }
  }, [])
  // Runs after the render that holds the adopted values, so the island's own submit sees them.
  useEffect(() => {
    if (!isSubmitHeld) return
    setIsSubmitHeld(false)
    formRef.current?.requestSubmit()
  }, [isSubmitHeld])
  return {
    formRef,
    formProps: { ref: formRef, noValidate: true, 'data-hydrating': isHydrated ? undefined : '' },
  }
}
