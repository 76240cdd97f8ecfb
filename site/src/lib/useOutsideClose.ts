import { type RefObject, useEffect } from 'react'

/**
 * Calls `close` on a click or touch outside `ref`, and on Escape, while `isOpen`; after Escape,
 * focus goes back to `returnFocusTo` (the button that opened the panel).
 */
export function useOutsideClose(
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      returnFocusTo?.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, isOpen, close, returnFocusTo])
}
