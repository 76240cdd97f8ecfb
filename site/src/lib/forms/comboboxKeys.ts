/** Whether a combobox's popup is open, and which option is active (-1: none, the text has focus). */
export type ComboboxState = { isOpen: boolean; activeIndex: number }

export const CLOSED: ComboboxState = { isOpen: false, activeIndex: -1 }
export const OPENED: ComboboxState = { isOpen: true, activeIndex: -1 }

/** What a key does: the next state, and the option to choose (Enter on an active option). */
export type KeyOutcome = {
  state: ComboboxState
  /** The key was the combobox's: the input's default (moving the caret, submitting the form) is skipped. */
  isHandled: boolean
  chosenIndex?: number
}

const unhandled = (state: ComboboxState): KeyOutcome => ({ state, isHandled: false })

/**
 * The keyboard of an editable combobox with a list popup (WAI-ARIA 1.2 APG): ArrowDown / ArrowUp
 * open the list and move through it (wrapping round), Home / End jump to the first / last option
 * while one is active (otherwise they move the caret in the text), Enter chooses the active
 * option, Escape closes the list. `optionCount` is the number of options shown.
 */
export function comboboxKey(state: ComboboxState, key: string, optionCount: number): KeyOutcome {
  const active = state.isOpen && state.activeIndex < optionCount ? state.activeIndex : -1
  const last = optionCount - 1
  switch (key) {
    case 'ArrowDown':
      return {
        state: { isOpen: true, activeIndex: active >= last ? (last >= 0 ? 0 : -1) : active + 1 },
        isHandled: true,
      }
    case 'ArrowUp':
      return { state: { isOpen: true, activeIndex: active <= 0 ? last : active - 1 }, isHandled: true }
    case 'Home':
      return active >= 0 ? { state: { isOpen: true, activeIndex: 0 }, isHandled: true } : unhandled(state)
    case 'End':
      return active >= 0 ? { state: { isOpen: true, activeIndex: last }, isHandled: true } : unhandled(state)
    case 'Enter':
      return active >= 0 ? { state: CLOSED, isHandled: true, chosenIndex: active } : unhandled(state)
    case 'Escape':
      return state.isOpen ? { state: CLOSED, isHandled: true } : unhandled(state)
    default:
      return unhandled(state)
  }
}
