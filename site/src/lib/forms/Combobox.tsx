import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useOutsideClose } from '../useOutsideClose'
import { CLOSED, type ComboboxState, comboboxKey, OPENED } from './comboboxKeys'

type Props<T> = {
  /** The input's id (the search panel's stable ids), else a generated one. */
  id?: string
  name: string
  label: string
  text: string
  placeholder?: string
  options: readonly T[]
  optionKey: (option: T) => string
  renderOption: (option: T) => ReactNode
  /** Whether the list may show now (enough typed, nothing chosen yet): it opens on typing. */
  canShow: boolean
  onTextChange: (text: string) => void
  onChoose: (option: T) => void
  /** The list's accessible name. */
  listLabel: string
  /** Shown under the options while the list is open (no match, 'use this address'); `close` hides the list. */
  footer?: (close: () => void) => ReactNode
  opensOnFocus?: boolean
  isInvalid?: boolean
  spellCheck?: boolean
  /** Each caller keeps its own look: the wrapper's, the popup's and an option's classes. */
  className: string
  popupClassName: string
  optionClassName: string
}

/**
 * A labelled text input with a list of suggestions, after the WAI-ARIA 1.2 combobox pattern: focus
 * stays in the input and the active option is pointed at with aria-activedescendant; arrows, Home,
 * End, Enter and Escape as in comboboxKeys.ts; a click chooses; a click outside closes the list.
 */
export function Combobox<T>(props: Props<T>) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  const listId = `${id}-list`
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ComboboxState>(CLOSED)
  const close = useCallback(() => setState(CLOSED), [])
  useOutsideClose(containerRef, state.isOpen, close)

  const isShown = state.isOpen && props.canShow
  const activeIndex = isShown && state.activeIndex < props.options.length ? state.activeIndex : -1
  const optionId = (index: number) => `${listId}-${index}`
  // The list scrolls (a dozen options at most shown): the active one is kept in view.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [listId, activeIndex])

  const choose = (option: T) => {
    props.onChoose(option)
    close()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey({ isOpen: isShown, activeIndex }, event.key, props.options.length)
    if (!outcome.isHandled) return
    event.preventDefault()
    setState(outcome.state)
    const chosen = outcome.chosenIndex === undefined ? undefined : props.options[outcome.chosenIndex]
    if (chosen !== undefined) choose(chosen)
  }

  return (
    <div className={props.className} ref={containerRef}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={props.spellCheck}
        placeholder={props.placeholder}
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={props.isInvalid || undefined}
        value={props.text}
        onChange={(event) => {
          props.onTextChange(event.target.value)
          setState(OPENED)
        }}
        onFocus={
          props.opensOnFocus ? () => setState((current) => (current.isOpen ? current : OPENED)) : undefined
        }
        onKeyDown={onKeyDown}
      />
      <div className={props.popupClassName} hidden={!isShown}>
        <div id={listId} role="listbox" aria-label={props.listLabel}>
          {isShown &&
            props.options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant from the input
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (comboboxKeys.ts)
              <div
                key={props.optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={props.optionClassName}
                // Keeps the focus (and the caret) in the input while the option is clicked.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {props.renderOption(option)}
              </div>
            ))}
        </div>
        {isShown && props.footer?.(close)}
      </div>
    </div>
  )
}
