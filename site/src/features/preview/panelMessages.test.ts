import { describe, expect, it } from 'vitest'
import { isPanelSaveEvent } from './panelMessages'

const PANEL = ['http://localhost:3000', 'http://127.0.0.1:3000']

describe('isPanelSaveEvent', () => {
  it("should accept the panel's document event", () => {
    expect(isPanelSaveEvent({ origin: PANEL[1]!, data: { type: 'payload-document-event' } }, PANEL)).toBe(
      true,
    )
  })

  it('should ignore the form data the panel posts on every keystroke (not saved yet)', () => {
    expect(
      isPanelSaveEvent({ origin: PANEL[0]!, data: { type: 'payload-live-preview', data: {} } }, PANEL),
    ).toBe(false)
  })

  it('should ignore the same event from another origin', () => {
    expect(
      isPanelSaveEvent(
        { origin: 'https://elsewhere.example', data: { type: 'payload-document-event' } },
        PANEL,
      ),
    ).toBe(false)
  })

  it('should ignore a message without data', () => {
    expect(isPanelSaveEvent({ origin: PANEL[0]!, data: null }, PANEL)).toBe(false)
  })
})
