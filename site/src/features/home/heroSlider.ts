import { HERO_SLIDER } from '@nexovia/content-schema/core/ui'
import { swipeDirection } from './swipeDirection'

/**
 * The hero slider (`<nx-hero>`): the slides cross-fade (1 s) and turn every 5 s in a loop;
 * arrows, bullets and a pause button drive it, and a turn by hand does not stop the autoplay.
 * A visitor who asks for less motion gets the arrows and bullets without the automatic turn.
 * The server renders the first slide active; this element only moves the active mark.
 */
export class HeroSlider extends HTMLElement {
  #slides: HTMLElement[] = []
  #bullets: HTMLButtonElement[] = []
  #active = 0
  #timer: ReturnType<typeof setTimeout> | undefined
  #isPlaying = false

  connectedCallback() {
    this.#slides = [...this.querySelectorAll<HTMLElement>('.hero__slide')]
    if (this.#slides.length < 2) return
    this.#bullets = [...this.querySelectorAll<HTMLButtonElement>('[data-hero-bullet]')]
    // The other slides' pictures load once the page has (the stylesheet keeps them boxless until then).
    const showPictures = () => this.toggleAttribute('data-loaded', true)
    if (document.readyState === 'complete') showPictures()
    else window.addEventListener('load', showPictures, { once: true })
    this.querySelector('[data-hero-previous]')?.addEventListener('click', () =>
      this.#turnByHand(this.#active - 1),
    )
    this.querySelector('[data-hero-next]')?.addEventListener('click', () =>
      this.#turnByHand(this.#active + 1),
    )
    this.#bullets.forEach((bullet, index) => {
      bullet.addEventListener('click', () => this.#turnByHand(index))
    })
    this.#listenForSwipes()
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // WCAG 2.2.2: content that moves by itself for more than 5 s needs a way to pause it.
    const pause = this.querySelector<HTMLButtonElement>('.hero__pause')
    if (pause) {
      pause.hidden = false
      pause.addEventListener('click', () => {
        if (this.#isPlaying) this.#stop()
        else this.#play()
        pause.textContent = (this.#isPlaying ? pause.dataset.pause : pause.dataset.play) ?? ''
      })
    }
    // The first turn is 5 s away: start the clock once the browser is idle, after the first paint.
    const play = () => this.#play()
    if ('requestIdleCallback' in window) requestIdleCallback(play, { timeout: 2000 })
    else setTimeout(play, 200)
  }

  disconnectedCallback() {
    clearTimeout(this.#timer)
  }

  /** Shows slide `index` (wrapping around at both ends). */
  show(index: number) {
    const count = this.#slides.length
    this.#active = ((index % count) + count) % count
    this.#slides.forEach((slide, position) => {
      const isActive = position === this.#active
      slide.classList.toggle('hero__slide--active', isActive)
      // Links of the hidden slides leave the tab order and the accessibility tree.
      slide.inert = !isActive
    })
    this.#bullets.forEach((bullet, position) => {
      if (position === this.#active) bullet.setAttribute('aria-current', 'true')
      else bullet.removeAttribute('aria-current')
    })
  }

  /**
   * A horizontal swipe on a touch screen turns the slide (left: next, right: previous), as on
   * every phone carousel; a mostly vertical move is left to the page's scroll.
   */
  #listenForSwipes() {
    let start: { x: number; y: number } | undefined
    this.addEventListener('pointerdown', (event) => {
      if (event.pointerType !== 'mouse') start = { x: event.clientX, y: event.clientY }
    })
    this.addEventListener('pointerup', (event) => {
      if (!start) return
      const swipe = swipeDirection(start, { x: event.clientX, y: event.clientY })
      start = undefined
      if (swipe) this.#turnByHand(this.#active + swipe)
    })
    this.addEventListener('pointercancel', () => {
      start = undefined
    })
  }

  #turnByHand(index: number) {
    this.show(index)
    // A turn by hand restarts the count, so the next automatic turn is a full interval away.
    if (this.#isPlaying) this.#schedule()
  }

  #play() {
    this.#isPlaying = true
    this.#track()?.setAttribute('aria-live', 'off')
    this.#schedule()
  }

  #stop() {
    this.#isPlaying = false
    clearTimeout(this.#timer)
    // Announced again once nothing moves by itself.
    this.#track()?.setAttribute('aria-live', 'polite')
  }

  #schedule() {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => {
      this.show(this.#active + 1)
      this.#schedule()
    }, HERO_SLIDER.autoplayMs)
  }

  #track() {
    return this.querySelector('.hero__track')
  }
}
