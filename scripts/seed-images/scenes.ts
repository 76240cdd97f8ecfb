/**
 * Hand-drawn vector scenes for the seed images (guides and the Côte d'Ivoire post). Each scene is
 * plain SVG built from a few shapes, so the repository ships its own artwork and never fetches any.
 */

export type Scene = {
  sky: [string, string]
  sun?: { x: number; y: number; r: number; colour: string }
  layers: string[]
}

export const WIDTH = 1200
export const HEIGHT = 675

/** A small deterministic generator, so re-rendering gives the same picture. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

export function hills(colour: string, base: number, amplitude: number, seed: number): string {
  const next = random(seed)
  const points: string[] = [`M0 ${HEIGHT}`, `L0 ${base}`]
  for (let x = 0; x <= WIDTH; x += 150)
    points.push(`Q${x + 75} ${base - amplitude * next()} ${x + 150} ${base}`)
  points.push(`L${WIDTH} ${HEIGHT}Z`)
  return `<path d="${points.join(' ')}" fill="${colour}"/>`
}

export function water(colour: string, top: number, highlight: string): string {
  const waves = [0, 1, 2, 3]
    .map(
      (row) =>
        `<path d="M${100 + row * 170} ${top + 30 + row * 40} h${220 - row * 20}" stroke="${highlight}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`,
    )
    .join('')
  return `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${colour}"/>${waves}`
}

export function skyline(options: {
  colour: string
  base: number
  from: number
  to: number
  maxHeight: number
  seed: number
  windows?: string
}): string {
  const next = random(options.seed)
  const shapes: string[] = []
  for (let x = options.from; x < options.to; ) {
    const width = 40 + Math.round(next() * 60)
    const height = 60 + Math.round(next() * options.maxHeight)
    shapes.push(
      `<rect x="${x}" y="${options.base - height}" width="${width}" height="${height}" fill="${options.colour}"/>`,
    )
    if (options.windows) {
      for (let y = options.base - height + 14; y < options.base - 14; y += 24) {
        shapes.push(
          `<rect x="${x + 10}" y="${y}" width="${width - 20}" height="6" fill="${options.windows}" opacity="0.55"/>`,
        )
      }
    }
    x += width + 6
  }
  return shapes.join('')
}

export function palm(x: number, base: number, colour: string): string {
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (angle) =>
        `<path d="M0 0 q40 -30 90 0 q-45 -10 -90 0Z" fill="${colour}" transform="translate(${x + 18} ${base - 200}) rotate(${angle - 20})"/>`,
    )
    .join('')
  return `<path d="M${x} ${base} q10 -100 18 -200 l8 0 q-2 100 -14 200Z" fill="${colour}"/>${leaves}`
}

export function dome(x: number, base: number, colour: string, size = 1): string {
  const w = 260 * size
  const h = 140 * size
  return `<rect x="${x - w / 2}" y="${base - h}" width="${w}" height="${h}" fill="${colour}"/><path d="M${x - w / 2.6} ${base - h} a${w / 2.6} ${w / 2.6} 0 0 1 ${w / 1.3} 0Z" fill="${colour}"/><rect x="${x - 6 * size}" y="${base - h - w / 2.6 - 60 * size}" width="${12 * size}" height="${60 * size}" fill="${colour}"/>`
}

export function tower(x: number, base: number, colour: string): string {
  return `<path d="M${x - 110} ${base} L${x - 20} ${base - 330} L${x - 8} ${base - 470} L${x + 8} ${base - 470} L${x + 20} ${base - 330} L${x + 110} ${base} L${x + 60} ${base} Q${x} ${base - 120} ${x - 60} ${base}Z" fill="${colour}"/><rect x="${x - 70}" y="${base - 190}" width="140" height="14" fill="${colour}"/><rect x="${x - 40}" y="${base - 330}" width="80" height="10" fill="${colour}"/>`
}

export function boat(x: number, y: number, colour: string): string {
  return `<path d="M${x} ${y} h160 l-25 30 h-110Z" fill="${colour}"/><path d="M${x + 80} ${y} v-90 l50 80Z" fill="${colour}" opacity="0.8"/>`
}

export function houses(from: number, base: number, colours: string[], roof: string): string {
  const shapes: string[] = []
  colours.forEach((colour, index) => {
    const x = from + index * 150
    shapes.push(`<rect x="${x}" y="${base - 120}" width="130" height="120" fill="${colour}"/>`)
    shapes.push(
      `<path d="M${x - 10} ${base - 120} L${x + 65} ${base - 175} L${x + 140} ${base - 120}Z" fill="${roof}"/>`,
    )
    for (let column = 0; column < 3; column++)
      shapes.push(
        `<rect x="${x + 14 + column * 40}" y="${base - 95}" width="22" height="40" fill="${roof}" opacity="0.7"/>`,
      )
  })
  return shapes.join('')
}

export function pattern(colours: string[]): string {
  const shapes: string[] = []
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 10; column++) {
      const colour = colours[(row + column) % colours.length]
      const x = column * 120 + (row % 2) * 60
      const y = row * 115
      shapes.push(
        `<path d="M${x} ${y + 57} L${x + 60} ${y} L${x + 120} ${y + 57} L${x + 60} ${y + 115}Z" fill="${colour}"/>`,
      )
      shapes.push(`<circle cx="${x + 60}" cy="${y + 57}" r="14" fill="#fdf4e3"/>`)
    }
  }
  return shapes.join('')
}

export function musicians(base: number, colour: string): string {
  return [260, 480, 700, 920]
    .map(
      (x, index) =>
        `<circle cx="${x}" cy="${base - 210}" r="34" fill="${colour}"/><path d="M${x - 55} ${base} q0 -150 55 -160 q55 10 55 160Z" fill="${colour}"/>${index % 2 ? `<rect x="${x + 30}" y="${base - 150}" width="80" height="16" rx="8" fill="${colour}" transform="rotate(-25 ${x + 30} ${base - 150})"/>` : `<ellipse cx="${x + 60}" cy="${base - 60}" rx="34" ry="50" fill="${colour}"/>`}`,
    )
    .join('')
}

/** The SVG document of a scene. */
export function toSvg(scene: Scene): string {
  const sun = scene.sun
    ? `<circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.colour}"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${sun}${scene.layers.join('')}</svg>`
}
