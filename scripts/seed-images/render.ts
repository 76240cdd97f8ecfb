/**
 * Renders the seed artwork (scripts/seed-images/catalogue.ts) to WebP files in cms/src/seed/media.
 * Run by hand after changing a scene: `node scripts/seed-images/render.ts`. The output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { cmsDir } from '../lib/paths.ts'
import { SCENES } from './catalogue.ts'
import { toSvg } from './scenes.ts'

const OUTPUT_DIR = path.join(cmsDir, 'src/seed/media')
/** Rendered at 1200 × 675 (16:9), the widest slot a guide hero or post image fills. */
const WEBP_OPTIONS = { quality: 72, effort: 6 } as const

mkdirSync(OUTPUT_DIR, { recursive: true })
for (const [name, scene] of Object.entries(SCENES)) {
  const file = path.join(OUTPUT_DIR, `${name}.webp`)
  const buffer = await sharp(Buffer.from(toSvg(scene)))
    .webp(WEBP_OPTIONS)
    .toBuffer()
  writeFileSync(file, buffer)
  console.log(`${name}.webp ${buffer.length} bytes`)
}
