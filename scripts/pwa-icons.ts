/**
 * Draws the installed site's icons (site/public/icons) from the favicon's letter: 192 and 512 px with the
 * favicon's rounded square, and a maskable 512 px whose letter sits inside the 80 % safe zone on a full
 * brand square (launchers cut it to their own shape). Run by hand after changing the favicon:
 * `node scripts/pwa-icons.ts`. The output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { APP_COLOURS } from '../site/src/features/pocket/appColours.ts'
import { siteDir } from './lib/paths.ts'

const LETTER = 'M18 46V18h6l16 19V18h6v28h-6L24 27v19z'
const OUTPUT_DIR = path.join(siteDir, 'public/icons')

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${APP_COLOURS.theme}"/><path d="${LETTER}" fill="#fff"/></svg>`
// The letter scaled to 60 % around the centre: well inside the maskable safe zone (a circle of 80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${APP_COLOURS.theme}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)"><path d="${LETTER}" fill="#fff"/></g></svg>`

const ICONS = [
  { name: 'icon-192.png', svg: rounded, size: 192 },
  { name: 'icon-512.png', svg: rounded, size: 512 },
  { name: 'maskable-512.png', svg: maskable, size: 512 },
]

mkdirSync(OUTPUT_DIR, { recursive: true })
for (const icon of ICONS) {
  const buffer = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  writeFileSync(path.join(OUTPUT_DIR, icon.name), buffer)
  console.log(`${icon.name} ${buffer.length} bytes`)
}
