/** How far a finger must travel sideways to turn a slide, in CSS pixels. */
export const SWIPE_MIN_PX = 40

/** +1 for a swipe to the left (next), -1 to the right (previous), 0 for a tap or a mostly vertical move. */
export function swipeDirection(from: { x: number; y: number }, to: { x: number; y: number }): -1 | 0 | 1 {
  const dx = to.x - from.x
  const dy = to.y - from.y
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
