/**
 * Hotel and room photos for the seed's hotels, drawn like the other seed scenes (a few shapes per
 * picture, no fetched artwork): three façades and two rooms, reused across the seeded hotels.
 */
import { HEIGHT, palm, type Scene, WIDTH, water } from './scenes.ts'

/** A hotel block: `floors` rows of lit windows on a façade, a canopy over the door. */
function facade(options: {
  x: number
  width: number
  floors: number
  wall: string
  glass: string
  base: number
}) {
  const { x, width, floors, wall, glass, base } = options
  const floorHeight = 62
  const top = base - floors * floorHeight - 40
  const shapes = [`<rect x="${x}" y="${top}" width="${width}" height="${base - top}" fill="${wall}"/>`]
  for (let floor = 0; floor < floors; floor++) {
    for (let column = x + 24; column + 48 <= x + width - 16; column += 72) {
      shapes.push(
        `<rect x="${column}" y="${top + 30 + floor * floorHeight}" width="48" height="34" rx="3" fill="${glass}"/>`,
      )
    }
  }
  const door = x + width / 2
  shapes.push(
    `<rect x="${door - 60}" y="${base - 70}" width="120" height="70" fill="#2b2b2b" opacity="0.8"/>`,
  )
  shapes.push(`<path d="M${door - 110} ${base - 78} h220 l-20 -26 h-180Z" fill="#7a2e1f"/>`)
  return shapes.join('')
}

/** A pool seen from its edge, with sun loungers along it. */
function pool(top: number) {
  const loungers = [140, 420, 700, 980]
    .map(
      (x) =>
        `<rect x="${x}" y="${top - 34}" width="120" height="16" rx="6" fill="#f4efe6"/><rect x="${x + 90}" y="${top - 60}" width="16" height="40" rx="6" fill="#f4efe6" transform="rotate(-30 ${x + 98} ${top - 40})"/>`,
    )
    .join('')
  return `<rect y="${top - 10}" width="${WIDTH}" height="${HEIGHT - top + 10}" fill="#e9dcc5"/><rect x="60" y="${top + 30}" width="${WIDTH - 120}" height="${HEIGHT - top - 70}" rx="18" fill="#39a9c9"/><path d="M120 ${top + 90} h300 M560 ${top + 140} h360" stroke="#bfeaf5" stroke-width="6" stroke-linecap="round" opacity="0.7"/>${loungers}`
}

/** A bedroom: a wall, a window with the view, a bed of `beds` (1 king or 2 twins), a lamp. */
function bedroom(options: { wall: string; linen: string; throwColour: string; beds: 1 | 2; view: string }) {
  const { wall, linen, throwColour, beds, view } = options
  const floor = 520
  const shapes = [
    `<rect width="${WIDTH}" height="${floor}" fill="${wall}"/>`,
    `<rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="#8a6a4f"/>`,
    `<rect x="820" y="90" width="280" height="260" fill="${view}"/><path d="M820 220 h280 M960 90 v260" stroke="#f4efe6" stroke-width="10"/>`,
    `<rect x="812" y="82" width="296" height="276" fill="none" stroke="#f4efe6" stroke-width="12"/>`,
  ]
  const bedWidth = beds === 1 ? 520 : 250
  const starts = beds === 1 ? [180] : [120, 430]
  for (const x of starts) {
    shapes.push(`<rect x="${x}" y="250" width="${bedWidth}" height="160" rx="10" fill="#5b3b29"/>`)
    shapes.push(`<rect x="${x}" y="380" width="${bedWidth}" height="150" rx="14" fill="${linen}"/>`)
    shapes.push(`<rect x="${x}" y="450" width="${bedWidth}" height="60" fill="${throwColour}"/>`)
    shapes.push(
      `<rect x="${x + 30}" y="340" width="${bedWidth / 2 - 45}" height="56" rx="20" fill="#ffffff"/>`,
    )
    shapes.push(
      `<rect x="${x + bedWidth / 2 + 15}" y="340" width="${bedWidth / 2 - 45}" height="56" rx="20" fill="#ffffff"/>`,
    )
  }
  shapes.push(`<rect x="730" y="420" width="70" height="100" fill="#5b3b29"/>`)
  shapes.push(
    `<path d="M740 330 h50 l15 50 h-80Z" fill="#f6d58e"/><rect x="762" y="380" width="6" height="40" fill="#3b2a1e"/>`,
  )
  return shapes.join('')
}

/** The seed's hotel photos by file name (without extension). */
export const HOTEL_SCENES: Record<string, Scene> = {
  'hotel-beach-resort': {
    sky: ['#6cc3f0', '#d9f1fb'],
    sun: { x: 1020, y: 120, r: 56, colour: '#fff3c4' },
    layers: [
      facade({ x: 300, width: 600, floors: 5, wall: '#f3e6d0', glass: '#7fb8d6', base: 470 }),
      palm(160, 520, '#2f6b3a'),
      palm(1000, 520, '#2f6b3a'),
      pool(520),
    ],
  },
  'hotel-city-tower': {
    sky: ['#f7b27a', '#fbe3c8'],
    sun: { x: 180, y: 160, r: 70, colour: '#ffe3a3' },
    layers: [
      facade({ x: 420, width: 380, floors: 8, wall: '#3f4c63', glass: '#ffd28a', base: 600 }),
      facade({ x: 60, width: 300, floors: 4, wall: '#8c6f5a', glass: '#ffe0a8', base: 600 }),
      facade({ x: 860, width: 300, floors: 5, wall: '#6a7b8c', glass: '#ffe0a8', base: 600 }),
      `<rect y="600" width="${WIDTH}" height="${HEIGHT - 600}" fill="#4a4a4a"/>`,
    ],
  },
  'hotel-lagoon-lodge': {
    sky: ['#9fd3c7', '#e8f5ef'],
    sun: { x: 900, y: 150, r: 60, colour: '#fff8e5' },
    layers: [
      facade({ x: 280, width: 640, floors: 3, wall: '#c9734a', glass: '#fbe7c6', base: 420 }),
      `<path d="M250 236 L600 150 L950 236Z" fill="#7a2e1f"/>`,
      palm(120, 430, '#2f6b3a'),
      water('#2f7f8f', 430, '#d8f3f7'),
    ],
  },
  'room-king': {
    sky: ['#efe4d2', '#efe4d2'],
    layers: [
      bedroom({ wall: '#efe4d2', linen: '#fbfaf7', throwColour: '#b5532f', beds: 1, view: '#7fc3e8' }),
    ],
  },
  'room-twin': {
    sky: ['#dfe9e4', '#dfe9e4'],
    layers: [
      bedroom({ wall: '#dfe9e4', linen: '#fbfaf7', throwColour: '#2f6b5a', beds: 2, view: '#f7c98a' }),
    ],
  },
}
