/** The tone of the search screen: a soft 880 Hz beep of 150 ms. */
const TONE = { frequencyHz: 880, seconds: 0.15, gain: 0.08 } as const

/**
 * Plays the tone once. Browsers refuse sound before any interaction (autoplay policy): the audio
 * context then stays suspended and nothing is heard, which is the spec's "where the browser allows".
 */
export function playTone(): boolean {
  const Context = window.AudioContext
  if (!Context) return false
  try {
    const context = new Context()
    if (context.state === 'suspended') {
      void context.resume().catch(() => undefined)
    }
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = TONE.frequencyHz
    gain.gain.value = TONE.gain
    oscillator.connect(gain).connect(context.destination)
    oscillator.start()
    oscillator.stop(context.currentTime + TONE.seconds)
    oscillator.onended = () => void context.close()
    return true
  } catch {
    return false
  }
}
