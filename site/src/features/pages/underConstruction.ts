/**
 * Behaviour of the under-construction pages (spec 02 §4, §9): the percent done editors set, and one
 * spoken announcement in the page's language. Browser objects are passed in, so the rules can be
 * tested without a browser and never throw where speech is unavailable.
 */
import { type Locale, SPEECH } from '@nexovia/content-schema/core'

/** The editors' percent as the bar shows it: a whole number from 0 to 100 (issue 32: never a random or moving one). */
export function shownProgress(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0
}

type Utterance = { lang: string; rate: number; pitch: number; volume: number; voice: unknown }
type Voice = { lang: string }

export type SpeechApi = {
  synthesis: { speak: (utterance: never) => void; getVoices?: () => Voice[] } | undefined
  Utterance: (new (text: string) => Utterance) | undefined
}

/**
 * Speaks the text once with the spec's voice settings. Returns false (and does nothing) when the
 * browser has no speech synthesis or refuses to speak.
 */
export function announce(speech: SpeechApi, text: string, locale: Locale): boolean {
  const { synthesis, Utterance } = speech
  if (!synthesis || !Utterance) return false
  try {
    const utterance = new Utterance(text)
    const lang = SPEECH.voices[locale]
    utterance.lang = lang
    utterance.rate = SPEECH.rate
    utterance.pitch = SPEECH.pitch
    utterance.volume = SPEECH.volume
    const voice = synthesis.getVoices?.().find((candidate) => candidate.lang === lang)
    if (voice) utterance.voice = voice
    synthesis.speak(utterance as never)
    return true
  } catch {
    return false
  }
}
