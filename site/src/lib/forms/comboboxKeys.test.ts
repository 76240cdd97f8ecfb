import { describe, expect, it } from 'vitest'
import { CLOSED, comboboxKey, OPENED } from './comboboxKeys'

const at = (activeIndex: number) => ({ isOpen: true, activeIndex })

describe('comboboxKey', () => {
  it('opens a closed list on ArrowDown at the first option, on ArrowUp at the last', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 3)).toEqual({ state: at(0), isHandled: true })
    expect(comboboxKey(CLOSED, 'ArrowUp', 3)).toEqual({ state: at(2), isHandled: true })
  })

  it('moves through the options with the arrows, wrapping round at either end', () => {
    expect(comboboxKey(at(0), 'ArrowDown', 3).state).toEqual(at(1))
    expect(comboboxKey(at(2), 'ArrowDown', 3).state).toEqual(at(0))
    expect(comboboxKey(at(1), 'ArrowUp', 3).state).toEqual(at(0))
    expect(comboboxKey(at(0), 'ArrowUp', 3).state).toEqual(at(2))
  })

  it('opens an empty list without an active option', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 0).state).toEqual(at(-1))
    expect(comboboxKey(CLOSED, 'ArrowUp', 0).state).toEqual(at(-1))
  })

  it('reads an active option beyond a shorter list as none', () => {
    expect(comboboxKey(at(5), 'ArrowDown', 2).state).toEqual(at(0))
    expect(comboboxKey(at(5), 'Enter', 2).isHandled).toBe(false)
  })

  it('jumps to the first or last option with Home and End once an option is active', () => {
    expect(comboboxKey(at(1), 'Home', 4)).toEqual({ state: at(0), isHandled: true })
    expect(comboboxKey(at(1), 'End', 4)).toEqual({ state: at(3), isHandled: true })
  })

  it('leaves Home and End to the text while no option is active', () => {
    expect(comboboxKey(OPENED, 'Home', 4)).toEqual({ state: OPENED, isHandled: false })
    expect(comboboxKey(CLOSED, 'End', 4)).toEqual({ state: CLOSED, isHandled: false })
  })

  it('chooses the active option with Enter and closes the list', () => {
    expect(comboboxKey(at(2), 'Enter', 3)).toEqual({ state: CLOSED, isHandled: true, chosenIndex: 2 })
  })

  it('leaves Enter to the form when no option is active (the form is submitted)', () => {
    expect(comboboxKey(OPENED, 'Enter', 3).isHandled).toBe(false)
    expect(comboboxKey(at(1), 'Enter', 3).isHandled).toBe(true)
    expect(comboboxKey({ isOpen: false, activeIndex: 1 }, 'Enter', 3).isHandled).toBe(false)
  })

  it('closes an open list with Escape, and leaves Escape alone when it is closed', () => {
    expect(comboboxKey(at(1), 'Escape', 3)).toEqual({ state: CLOSED, isHandled: true })
    expect(comboboxKey(CLOSED, 'Escape', 3)).toEqual({ state: CLOSED, isHandled: false })
  })

  it('ignores other keys (typing goes to the text)', () => {
    expect(comboboxKey(at(1), 'a', 3)).toEqual({ state: at(1), isHandled: false })
  })
})
