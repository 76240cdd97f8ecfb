/**
 * Bytes a page costs, as the browser fetches them: HTML, CSS, JavaScript (module graph of every
 * script and island, dynamic imports counted apart) and images (eager and lazy apart), each raw and
 * brotli-compressed (what a compressing server or proxy sends).
 *   node tests/bench/page-weight.ts http://127.0.0.1:4321 / /fr
 */
import { brotliCompressSync, constants } from 'node:zlib'

type Kind = 'html' | 'css' | 'js' | 'js-lazy' | 'img-eager' | 'img-lazy'
type Entry = { url: string; kind: Kind; raw: number; brotli: number }

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node tests/bench/page-weight.ts <site-url> <path>...')
  process.exit(1)
}

const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } })
  if (!response.ok) throw new Error(`${response.status} for ${url}`)
  return Buffer.from(await response.arrayBuffer())
}

const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)

async function measure(path: string) {
  const pageUrl = new URL(path, base).href
  const html = (await fetchBytes(pageUrl)).toString('utf8')
  const entries: Entry[] = [
    { url: pageUrl, kind: 'html', raw: Buffer.byteLength(html), brotli: brotli(Buffer.from(html)) },
  ]
  const seen = new Set<string>([pageUrl])
  const add = async (url: string, kind: Kind): Promise<Buffer | null> => {
    if (seen.has(url)) return null
    seen.add(url)
    const bytes = await fetchBytes(url)
    entries.push({ url, kind, raw: bytes.length, brotli: brotli(bytes) })
    return bytes
  }
  const resolve = (reference: string, from: string) => new URL(reference.replaceAll('&amp;', '&'), from).href

  for (const href of attributes(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    await add(resolve(href, pageUrl), 'css')

  // Module scripts, island components and renderers, then everything they import.
  const scripts = [
    ...attributes(html, /<script[^>]+src="([^"]+)"/g),
    ...attributes(html, /component-url="([^"]+)"/g),
    ...attributes(html, /renderer-url="([^"]+)"/g),
    ...attributes(html, /before-hydration-url="([^"]+)"/g).filter(Boolean),
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
      [...match[1]!.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)].map((inner) => inner[1]!),
    ),
  ].map((reference) => resolve(reference, pageUrl))
  const lazy: string[] = []
  const queue = [...scripts]
  while (queue.length > 0) {
    const url = queue.shift()!
    const bytes = await add(url, 'js')
    if (!bytes) continue
    const code = bytes.toString('utf8')
    for (const match of code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g))
      lazy.push(resolve(match[1]!, url))
    for (const match of code.matchAll(/(?:from|import)\s*["'`]([^"'`]+\.js)["'`]/g))
      queue.push(resolve(match[1]!, url))
  }
  for (const url of lazy) await add(url, 'js-lazy')

  for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    if (src) await add(resolve(src, pageUrl), /loading="lazy"/.test(tag) ? 'img-lazy' : 'img-eager')
  }
  return entries
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
for (const path of paths) {
  const entries = await measure(path)
  const sum = (kinds: Kind[], field: 'raw' | 'brotli') =>
    entries.filter((entry) => kinds.includes(entry.kind)).reduce((total, entry) => total + entry[field], 0)
  const row = (label: string, kinds: Kind[]) =>
    console.log(
      `  ${label.padEnd(34)} ${kb(sum(kinds, 'raw')).padStart(11)} raw ${kb(sum(kinds, 'brotli')).padStart(11)} brotli`,
    )
  console.log(`${path}`)
  row('HTML', ['html'])
  row('CSS', ['css'])
  row('JavaScript loaded with the page', ['js'])
  row('JavaScript loaded on demand', ['js-lazy'])
  row('images, eager', ['img-eager'])
  row('images, lazy (on scroll)', ['img-lazy'])
  row('total with the page (no lazy)', ['html', 'css', 'js', 'img-eager'])
  row('total after a full scroll', ['html', 'css', 'js', 'img-eager', 'img-lazy'])
  for (const entry of entries.filter((item) => item.kind === 'js' || item.kind === 'js-lazy')) {
    console.log(
      `    ${entry.kind.padEnd(8)} ${new URL(entry.url).pathname.padEnd(70)} ${kb(entry.raw).padStart(10)} ${kb(entry.brotli).padStart(10)}`,
    )
  }
}
