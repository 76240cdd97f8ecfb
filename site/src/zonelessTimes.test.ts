/**
 * Issue 41: a time formatted on the runtime's own clock reads differently on the server (UTC) and
 * in a browser elsewhere (America/New_York), so React's hydration finds other text and re-renders
 * the page. Every date or time the pages and the format module write names its zone. This test
 * reads `site/src` and `content-schema/src/format` and fails on a `toLocale*String` or an
 * `Intl.DateTimeFormat` call whose arguments name no `timeZone`, and on a read of the runtime's zone
 * (or a local getter such as `getHours()`) outside the few places that may (the reader-zone hook,
 * which switches only after hydration).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SITE_SRC = path.dirname(new URL(import.meta.url).pathname)
const REPO = path.resolve(SITE_SRC, '../..')
const SCANNED = [SITE_SRC, path.join(REPO, 'content-schema/src/format')]

/** Calls that format a date on some clock (or make the formatter, format/intl.ts's kept one): each must say which. */
const FORMATTING_CALL = /\.toLocale(?:Date|Time)?String\(|\bIntl\.DateTimeFormat\(|\bdateTimeFormat\(/g
/** The one place that makes date formatters from options it is handed: its type requires their zone. */
const MAKES_FORMATTERS = 'content-schema/src/format/intl.ts'
/** Reads of the runtime's zone, or of a date on its clock (local getters): the server's and the browser's differ. */
const RUNTIME_ZONE_READ =
  /\bownTimeZone\(\)|resolvedOptions\(\)\.timeZone|\.(?:get|set)(?:FullYear|Month|Date|Day|Hours|Minutes)\(/g

/** Where reading the runtime's zone is right, and why. */
const MAY_READ_RUNTIME_ZONE: Record<string, string> = {
  'content-schema/src/format/times.ts': 'defines ownTimeZone, the one reader',
  'site/src/lib/useReaderZone.ts': 'switches to the reader’s zone after hydration',
  'site/src/components/LocalTime.astro': 'its <script> rewrites the UTC time after load',
  'site/src/features/chat/startChat.ts': 'routes a chat by the visitor’s zone; displays nothing',
  'site/src/features/search/localIsoDate.ts':
    'today on the visitor’s calendar, read in effects and handlers after mount',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : []
  })
}

/** The text between a call's opening parenthesis (at `open`) and its matching closing one. */
function argumentsAt(text: string, open: number): string {
  let depth = 0
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index)
  }
  return text.slice(open + 1)
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** Formatting calls that name no zone, and runtime-zone reads where none may be: "file:line call". */
function zonelessTimes(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const name = path.relative(REPO, file)
    const found: string[] = []
    for (const match of text.matchAll(FORMATTING_CALL)) {
      const open = match.index + match[0].length - 1
      // A zone-only read (`Intl.DateTimeFormat().resolvedOptions()`) formats nothing: the second rule judges it.
      const isZoneRead = text.startsWith(').resolvedOptions()', open + 1)
      const isMaker = name === MAKES_FORMATTERS && match[0] === 'Intl.DateTimeFormat('
      if (!isZoneRead && !isMaker && !/\btimeZone\b/.test(argumentsAt(text, open)))
        found.push(`${name}:${lineOf(text, match.index)} ${match[0]}…) without timeZone`)
    }
    if (!(name in MAY_READ_RUNTIME_ZONE))
      for (const match of text.matchAll(RUNTIME_ZONE_READ))
        found.push(
          `${name}:${lineOf(text, match.index)} ${match[0]}: the runtime's clock (use useReaderZone)`,
        )
    return found
  })
}

describe('times on the pages', () => {
  it('should name the zone of every formatted time, never the runtime’s default', () => {
    expect(zonelessTimes(SCANNED.flatMap(sourceFiles))).toEqual([])
  })
})
