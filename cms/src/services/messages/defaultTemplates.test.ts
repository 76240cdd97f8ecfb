import { MESSAGE_EVENT_VARIABLES, MESSAGE_EVENTS, unknownTemplateVariables } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TEMPLATES } from './defaultTemplates'

const texts = MESSAGE_EVENTS.flatMap((event) =>
  (['en', 'fr'] as const).map((locale) => [event, locale, DEFAULT_TEMPLATES[event].body[locale]] as const),
)

describe('the seeded message templates', () => {
  it.each(texts)('should give %s in %s only its own variables', (event, _locale, text) => {
    expect(unknownTemplateVariables(event, text)).toEqual([])
  })

  // WhatsApp fills a template by position: each of the event's values needs its placeholder.
  it.each(texts)('should give %s in %s every variable of its event', (event, _locale, text) => {
    const missing = MESSAGE_EVENT_VARIABLES[event].filter((name) => !text.includes(`{{${name}}}`))
    expect(missing).toEqual([])
  })

  it('should name each template differently for Meta', () => {
    const names = MESSAGE_EVENTS.map((event) => DEFAULT_TEMPLATES[event].approvedName)
    expect(new Set(names).size).toBe(names.length)
  })
})
