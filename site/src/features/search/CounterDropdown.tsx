import { useCallback, useId, useRef, useState } from 'react'
import { useOutsideClose } from '../../lib/useOutsideClose'
import type { SearchT } from './searchMessages'

export type Counter = { key: string; label: string; hint?: string; value: number; min: number; max: number }

type Props = {
  label: string
  summary: string
  counters: Counter[]
  t: SearchT
  onChange: (key: string, value: number) => void
  children?: React.ReactNode
}

/** A button that opens counters (passengers, guests, rooms); closes on an outside click or Escape. */
export function CounterDropdown({ label, summary, counters, t, onChange, children }: Props) {
  const panelId = useId()
  const labelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const close = useCallback(() => setIsOpen(false), [])
  useOutsideClose(containerRef, isOpen, close, buttonRef)

  return (
    <div className="search-field search-dropdown" ref={containerRef}>
      <span className="search-field__label" id={labelId}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="search-dropdown__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${panelId}-summary`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span id={`${panelId}-summary`}>{summary}</span>
      </button>
      <div id={panelId} className="search-dropdown__panel" hidden={!isOpen}>
        {counters.map((counter) => (
          <div className="search-counter" key={counter.key}>
            <span className="search-counter__label">
              <span id={`${panelId}-${counter.key}`}>{counter.label}</span>
              {counter.hint && <small>{counter.hint}</small>}
            </span>
            <button
              type="button"
              aria-label={t('search.decrease', { label: counter.label })}
              disabled={counter.value <= counter.min}
              onClick={() => onChange(counter.key, counter.value - 1)}
            >
              −
            </button>
            <output aria-labelledby={`${panelId}-${counter.key}`} aria-live="polite">
              {counter.value}
            </output>
            <button
              type="button"
              aria-label={t('search.increase', { label: counter.label })}
              disabled={counter.value >= counter.max}
              onClick={() => onChange(counter.key, counter.value + 1)}
            >
              +
            </button>
          </div>
        ))}
        {children}
      </div>
    </div>
  )
}
