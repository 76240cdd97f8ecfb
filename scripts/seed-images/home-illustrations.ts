/**
 * Draws the seed illustrations (hero slides, destination and capital cards) as SVG scenes and
 * encodes them to WebP with sharp. Run once after changing a scene; the .webp files are committed:
 *   node scripts/seed-images/home-illustrations.ts
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

type Scene = { file: string; width: number; height: number; draw: (w: number, h: number) => string }

/** A small deterministic generator, so that a re-run draws the same skyline. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const sky = (id: string, stops: string[]) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((colour, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`

const sun = (cx: number, cy: number, r: number, colour: string, glow = 0.25) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${colour}" opacity="${glow}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`

function skyline(w: number, baseY: number, colour: string, seed: number, maxHeight: number, density = 26) {
  const next = random(seed)
  let x = 0
  let shapes = ''
  while (x < w) {
    const width = w / density + next() * (w / density)
    const height = maxHeight * (0.3 + next() * 0.7)
    shapes += `<rect x="${x.toFixed(1)}" y="${(baseY - height).toFixed(1)}" width="${(width - 3).toFixed(1)}" height="${height.toFixed(1)}"/>`
    if (next() > 0.8) {
      shapes += `<rect x="${(x + width / 2 - 2).toFixed(1)}" y="${(baseY - height - maxHeight * 0.15).toFixed(1)}" width="4" height="${(maxHeight * 0.15).toFixed(1)}"/>`
    }
    x += width
  }
  return `<g fill="${colour}">${shapes}</g>`
}

function water(w: number, h: number, topY: number, colour: string, lineColour: string) {
  let lines = ''
  for (let y = topY + 12; y < h; y += 18) {
    lines += `<path d="M0 ${y} Q ${w / 8} ${y - 5} ${w / 4} ${y} T ${w / 2} ${y} T ${(3 * w) / 4} ${y} T ${w} ${y}" stroke="${lineColour}" stroke-width="2" fill="none" opacity="0.35"/>`
  }
  return `<rect x="0" y="${topY}" width="${w}" height="${h - topY}" fill="${colour}"/>${lines}`
}

const hills = (w: number, h: number, baseY: number, amplitude: number, colour: string, phase = 0) => {
  const points = Array.from({ length: 9 }, (_, index) => {
    const x = (w / 8) * index
    const y = baseY - amplitude * (0.5 + 0.5 * Math.sin(index * 1.3 + phase))
    return `${x.toFixed(0)},${y.toFixed(0)}`
  })
  return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${colour}"/>`
}

function palm(x: number, baseY: number, size: number, colour: string, lean = 1) {
  const topX = x + lean * size * 0.25
  const topY = baseY - size
  const leaves = [-150, -115, -80, -45, -10, 25]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180
      const endX = topX + Math.cos(radians) * size * 0.55
      const endY = topY + Math.sin(radians) * size * 0.35 + size * 0.18
      const controlX = topX + Math.cos(radians) * size * 0.3
      const controlY = topY + Math.sin(radians) * size * 0.45 - size * 0.05
      return `<path d="M${topX} ${topY} Q ${controlX} ${controlY} ${endX} ${endY}" stroke="${colour}" stroke-width="${size * 0.06}" fill="none" stroke-linecap="round"/>`
    })
    .join('')
  return `<path d="M${x} ${baseY} Q ${x + lean * size * 0.05} ${baseY - size * 0.5} ${topX} ${topY}" stroke="${colour}" stroke-width="${size * 0.05}" fill="none"/>${leaves}`
}

function acacia(x: number, baseY: number, size: number, colour: string) {
  return `<g fill="${colour}"><rect x="${x - size * 0.03}" y="${baseY - size * 0.7}" width="${size * 0.06}" height="${size * 0.7}"/><path d="M${x} ${baseY - size * 0.55} L ${x - size * 0.25} ${baseY - size * 0.8} M${x} ${baseY - size * 0.5} L ${x + size * 0.3} ${baseY - size * 0.78}" stroke="${colour}" stroke-width="${size * 0.04}"/><ellipse cx="${x}" cy="${baseY - size * 0.85}" rx="${size * 0.6}" ry="${size * 0.12}"/></g>`
}

const plane = (x: number, y: number, size: number, colour: string) =>
  `<g fill="${colour}" transform="translate(${x} ${y}) rotate(-12) scale(${size / 100})"><path d="M-50 0 Q -45 -6 0 -6 L 40 -6 Q 55 -4 58 0 Q 55 4 40 6 L 0 6 Q -45 6 -50 0 Z"/><path d="M5 -5 L -15 -45 L -5 -45 L 25 -5 Z"/><path d="M5 5 L -15 45 L -5 45 L 25 5 Z"/><path d="M-40 -3 L -52 -22 L -44 -22 L -30 -3 Z"/></g>`

const cloud = (x: number, y: number, size: number, opacity = 0.85) =>
  `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.35}"/><ellipse cx="${x - size * 0.35}" cy="${y - size * 0.15}" rx="${size * 0.45}" ry="${size * 0.35}"/><ellipse cx="${x + size * 0.3}" cy="${y - size * 0.22}" rx="${size * 0.5}" ry="${size * 0.42}"/></g>`

const pyramid = (x: number, baseY: number, size: number, light: string, shade: string) =>
  `<polygon points="${x - size},${baseY} ${x},${baseY - size * 0.8} ${x + size},${baseY}" fill="${light}"/><polygon points="${x},${baseY - size * 0.8} ${x + size},${baseY} ${x + size * 0.25},${baseY}" fill="${shade}"/>`

const tower = (x: number, baseY: number, height: number, colour: string) =>
  `<g fill="${colour}"><path d="M${x - height * 0.28} ${baseY} Q ${x - height * 0.08} ${baseY - height * 0.45} ${x - height * 0.02} ${baseY - height} L ${x + height * 0.02} ${baseY - height} Q ${x + height * 0.08} ${baseY - height * 0.45} ${x + height * 0.28} ${baseY} L ${x + height * 0.16} ${baseY} Q ${x} ${baseY - height * 0.25} ${x - height * 0.16} ${baseY} Z"/><rect x="${x - height * 0.2}" y="${baseY - height * 0.32}" width="${height * 0.4}" height="${height * 0.025}"/><rect x="${x - height * 0.12}" y="${baseY - height * 0.6}" width="${height * 0.24}" height="${height * 0.02}"/></g>`

const dhow = (x: number, y: number, size: number, hull: string, sail: string) =>
  `<path d="M${x - size * 0.6} ${y} L ${x + size * 0.6} ${y} L ${x + size * 0.4} ${y + size * 0.2} L ${x - size * 0.45} ${y + size * 0.2} Z" fill="${hull}"/><path d="M${x - size * 0.05} ${y - size * 1.1} Q ${x + size * 0.55} ${y - size * 0.6} ${x + size * 0.45} ${y - size * 0.05} L ${x - size * 0.05} ${y - size * 0.05} Z" fill="${sail}"/><rect x="${x - size * 0.06}" y="${y - size * 1.1}" width="${size * 0.03}" height="${size * 1.1}" fill="${hull}"/>`

const arch = (x: number, baseY: number, width: number, height: number, colour: string, inner: string) =>
  `<rect x="${x - width / 2}" y="${baseY - height}" width="${width}" height="${height}" fill="${colour}"/><path d="M${x - width * 0.3} ${baseY} L ${x - width * 0.3} ${baseY - height * 0.55} Q ${x} ${baseY - height * 0.95} ${x + width * 0.3} ${baseY - height * 0.55} L ${x + width * 0.3} ${baseY} Z" fill="${inner}"/>`

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

// Scenes: each one reads as its place at a glance (lagoon skyline, towers, palms, savanna...).
const lagoonCity =
  (seed: number, colours: { sky: string[]; sun: string; city: string; water: string }) =>
  (w: number, h: number) =>
    svg(
      w,
      h,
      sky(`s${seed}`, colours.sky) +
        sun(w * 0.7, h * 0.45, h * 0.09, colours.sun) +
        skyline(w, h * 0.66, colours.city, seed, h * 0.3) +
        water(w, h, h * 0.66, colours.water, colours.sun),
    )

const scenes: Scene[] = [
  {
    file: 'hero-abidjan-lagoon',
    width: 1600,
    height: 900,
    draw: lagoonCity(7, {
      sky: ['#2b1a4a', '#b2456e', '#f39c5a'],
      sun: '#ffd27a',
      city: '#1d1430',
      water: '#3a2350',
    }),
  },
  {
    file: 'hero-above-the-clouds',
    width: 1600,
    height: 900,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s2', ['#0e3a66', '#2f7fc1', '#a9d6f5']) +
          sun(w * 0.18, h * 0.22, h * 0.06, '#fff3c4', 0.2) +
          cloud(w * 0.25, h * 0.78, w * 0.16) +
          cloud(w * 0.62, h * 0.84, w * 0.22) +
          cloud(w * 0.92, h * 0.74, w * 0.14) +
          cloud(w * 0.45, h * 0.55, w * 0.08, 0.6) +
          plane(w * 0.62, h * 0.36, w * 0.2, '#f5f7fa'),
      ),
  },
  {
    file: 'hero-west-african-coast',
    width: 1600,
    height: 900,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s3', ['#1c6f8f', '#4fb3c8', '#bfe8e6']) +
          sun(w * 0.8, h * 0.2, h * 0.07, '#fff6d5', 0.2) +
          water(w, h, h * 0.55, '#17899c', '#e6fbff') +
          `<path d="M0 ${h * 0.78} Q ${w * 0.4} ${h * 0.68} ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z" fill="#e9cf9b"/>` +
          palm(w * 0.12, h * 0.8, h * 0.55, '#123f3a', 1) +
          palm(w * 0.2, h * 0.82, h * 0.42, '#15504a', -1) +
          palm(w * 0.9, h * 0.78, h * 0.5, '#123f3a', -1),
      ),
  },
  {
    file: 'hero-savanna-sunrise',
    width: 1600,
    height: 900,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s4', ['#5a2d0c', '#d9782d', '#f6d28b']) +
          sun(w * 0.5, h * 0.62, h * 0.14, '#fff0b3', 0.3) +
          hills(w, h, h * 0.72, h * 0.06, '#8a4b1c', 0.5) +
          `<rect x="0" y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="#4a2810"/>` +
          acacia(w * 0.22, h * 0.75, h * 0.45, '#2a1608') +
          acacia(w * 0.78, h * 0.76, h * 0.32, '#2a1608'),
      ),
  },
  {
    file: 'destination-abidjan',
    width: 800,
    height: 600,
    draw: lagoonCity(11, {
      sky: ['#f08a4b', '#f7b267', '#fde2b8'],
      sun: '#fff3d6',
      city: '#3b2a4f',
      water: '#5b3f6e',
    }),
  },
  {
    file: 'destination-boston',
    width: 800,
    height: 600,
    draw: lagoonCity(23, {
      sky: ['#1f3b5c', '#4f7ca8', '#c7dbea'],
      sun: '#f4f1de',
      city: '#7a3b2e',
      water: '#24476b',
    }),
  },
  {
    file: 'destination-new-york',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s7', ['#101935', '#394a7a', '#f2a65a']) +
          skyline(w, h * 0.8, '#2a2f4f', 3, h * 0.35, 30) +
          skyline(w, h * 0.85, '#0b0f24', 5, h * 0.6, 18) +
          `<rect x="0" y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#0b0f24"/>`,
      ),
  },
  {
    file: 'destination-accra',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s8', ['#f2c14e', '#f78154', '#4d9078']) +
          water(w, h, h * 0.6, '#2f7a6b', '#fce9b8') +
          `<path d="M0 ${h * 0.8} Q ${w * 0.5} ${h * 0.7} ${w} ${h * 0.82} L ${w} ${h} L 0 ${h} Z" fill="#d9b26f"/>` +
          palm(w * 0.2, h * 0.82, h * 0.55, '#1f3d2b', 1) +
          palm(w * 0.75, h * 0.84, h * 0.45, '#1f3d2b', -1),
      ),
  },
  {
    file: 'destination-san-jose',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s9', ['#6fb1c9', '#a8d5ba', '#e8f3d6']) +
          `<polygon points="${w * 0.15},${h * 0.7} ${w * 0.45},${h * 0.2} ${w * 0.52},${h * 0.22} ${w * 0.85},${h * 0.7}" fill="#4d6b53"/>` +
          cloud(w * 0.5, h * 0.18, w * 0.12, 0.7) +
          hills(w, h, h * 0.72, h * 0.1, '#2f6b3f', 1) +
          hills(w, h, h * 0.85, h * 0.08, '#1f4f2c', 2.4),
      ),
  },
  {
    file: 'destination-paris',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s10', ['#3d3b6e', '#b56576', '#f5c6a5']) +
          sun(w * 0.25, h * 0.5, h * 0.07, '#ffe5c2', 0.25) +
          skyline(w, h * 0.88, '#3a2e4d', 13, h * 0.14, 22) +
          tower(w * 0.62, h * 0.88, h * 0.72, '#2b2140') +
          `<rect x="0" y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="#2b2140"/>`,
      ),
  },
  {
    file: 'capital-abidjan',
    width: 800,
    height: 600,
    draw: lagoonCity(31, {
      sky: ['#0f4c5c', '#5f9ea0', '#f4d35e'],
      sun: '#fff1c1',
      city: '#0b2e36',
      water: '#145c6b',
    }),
  },
  {
    file: 'capital-nairobi',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s12', ['#e76f51', '#f4a261', '#f9dcb0']) +
          skyline(w, h * 0.7, '#8c4a35', 41, h * 0.22, 34) +
          `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#b5773d"/>` +
          acacia(w * 0.3, h * 0.86, h * 0.4, '#3d2314') +
          acacia(w * 0.8, h * 0.9, h * 0.28, '#3d2314'),
      ),
  },
  {
    file: 'capital-cape-town',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s13', ['#3a86c8', '#8ecae6', '#e0f2fb']) +
          `<polygon points="${w * 0.05},${h * 0.62} ${w * 0.25},${h * 0.32} ${w * 0.7},${h * 0.3} ${w * 0.82},${h * 0.45} ${w},${h * 0.62}" fill="#5b6b7a"/>` +
          cloud(w * 0.45, h * 0.3, w * 0.2, 0.8) +
          skyline(w, h * 0.68, '#e8e4d9', 17, h * 0.08, 40) +
          water(w, h, h * 0.68, '#1d5f8a', '#dff3ff'),
      ),
  },
  {
    file: 'capital-cairo',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s14', ['#f6bd60', '#f7d08a', '#fbeccb']) +
          sun(w * 0.78, h * 0.28, h * 0.07, '#fff8e1', 0.3) +
          pyramid(w * 0.32, h * 0.78, h * 0.42, '#d4a056', '#a87531') +
          pyramid(w * 0.65, h * 0.78, h * 0.3, '#d9ab66', '#ae7c3a') +
          `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#c8944b"/>`,
      ),
  },
  {
    file: 'capital-marrakech',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s15', ['#9c2c2c', '#d1603d', '#f2b880']) +
          arch(w * 0.5, h, w * 0.7, h * 0.75, '#b84a2c', '#f6d3a5') +
          `<rect x="${w * 0.25}" y="${h * 0.5}" width="${w * 0.08}" height="${h * 0.5}" fill="#7c2a1b" opacity="0.5"/>` +
          palm(w * 0.5, h, h * 0.5, '#2d4a2b', 1),
      ),
  },
  {
    file: 'capital-zanzibar',
    width: 800,
    height: 600,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s16', ['#48cae4', '#90e0ef', '#e0fbfc']) +
          water(w, h, h * 0.58, '#00b4d8', '#ffffff') +
          dhow(w * 0.55, h * 0.62, h * 0.35, '#5b3a29', '#fdf6e3') +
          `<path d="M0 ${h * 0.86} Q ${w * 0.5} ${h * 0.8} ${w} ${h * 0.88} L ${w} ${h} L 0 ${h} Z" fill="#f1e3c6"/>` +
          palm(w * 0.12, h * 0.88, h * 0.45, '#1b4332', 1),
      ),
  },
]

const outputDir = path.join(import.meta.dirname, '../../cms/src/seed/media')
for (const scene of scenes) {
  const output = await sharp(Buffer.from(scene.draw(scene.width, scene.height)))
    .webp({ quality: 72, effort: 6 })
    .toBuffer()
  writeFileSync(path.join(outputDir, `${scene.file}.webp`), output)
  console.log(`${scene.file}.webp ${(output.length / 1024).toFixed(1)} KiB`)
}
