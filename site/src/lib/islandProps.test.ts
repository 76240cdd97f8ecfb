import { createTranslator } from '@nexovia/content-schema'
import { describe, expect, it } from 'vitest'
import { islandProps } from './islandProps'

describe('islandProps', () => {
  it("should give an island the page's language and its strings in that language", () => {
    expect(islandProps({ locale: 'fr', t: createTranslator('fr') }, ['common.showPassword'])).toEqual({
      locale: 'fr',
      messages: { 'common.showPassword': 'Afficher le mot de passe' },
    })
  })
})
