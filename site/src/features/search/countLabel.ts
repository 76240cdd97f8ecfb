import type { SearchT } from './searchMessages'

/** "1 passenger" / "3 passengers" in the page's language. */
export const countLabel = (t: SearchT, noun: 'passenger' | 'guest' | 'room', count: number): string =>
  count === 1 ? t(`search.${noun}Count.one`) : t(`search.${noun}Count.other`, { count })
