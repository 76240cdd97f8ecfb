import { describe, expect, it } from 'vitest'
import { announce, shownProgress } from './underConstruction'

class FakeUtterance {
  lang = ''
  rate = 1
  pitch = 1
  volume = 1
  voice: unknown = null
  constructor(readonly text: string) {}
}

function recordingSynthesis(voices: { lang: string }[] = []) {
  const spoken: FakeUtterance[] = []
  return {
    spoken,
    synthesis: { speak: (utterance: never) => spoken.push(utterance), getVoices: () => voices },
  }
}

describe('shownProgress', () => {
  it("should show the editors' percent as a whole number", () => {
    expect(shownProgress(60)).toBe(60)
    expect(shownProgress(34.6)).toBe(35)
  })

  it('should keep the bar between 0 and 100', () => {
    expect([shownProgress(-5), shownProgress(140), shownProgress(Number.NaN)]).toEqual([0, 100, 0])
  })
})

describe('announce', () => {
  it('should speak in French with the spec voice settings on a French page', () => {
    const { spoken, synthesis } = recordingSynthesis()
    announce({ synthesis, Utterance: FakeUtterance }, 'Bientôt', 'fr')
    expect(
      spoken.map(({ text, lang, rate, pitch, volume }) => ({ text, lang, rate, pitch, volume })),
    ).toEqual([{ text: 'Bientôt', lang: 'fr-FR', rate: 0.8, pitch: 0.9, volume: 0.7 }])
  })

  it('should pick a voice of the page language when the browser has one', () => {
    const voice = { lang: 'en-US' }
    const { spoken, synthesis } = recordingSynthesis([{ lang: 'fr-FR' }, voice])
    announce({ synthesis, Utterance: FakeUtterance }, 'Soon', 'en')
    expect(spoken[0]?.voice).toBe(voice)
  })

  it('should do nothing where speech synthesis is missing', () => {
    expect(announce({ synthesis: undefined, Utterance: undefined }, 'Soon', 'en')).toBe(false)
  })

  it('should not throw when the browser refuses to speak', () => {
    const synthesis = {
      speak: () => {
        throw new Error('not allowed')
      },
    }
    expect(announce({ synthesis, Utterance: FakeUtterance }, 'Soon', 'en')).toBe(false)
  })
})
